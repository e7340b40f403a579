import {
  learnerCodeRequest,
  learnerRefreshRequest,
  learnerSignInRequest,
  type WrongCodeResponse,
} from '#shared/learning/sign-in';
import { createApiHandler, ok, type RouteTable } from '#lambdas/lib/http';
import { acceptPublicForm } from '#lambdas/lib/public-form';
import { enforceLimitOf } from '#lambdas/lib/rate-limit';
import {
  finishLearnerSignIn,
  refreshLearnerTokens,
  startLearnerSignIn,
  WrongCodeError,
} from '../learner-sign-in';

// My Learning's sign-in (issue 15, decision 014): ask for a code, answer it for tokens, and
// refresh those tokens through the API that alone holds the client's secret.

/** Codes one address may be sent a minute, whoever asks: nobody floods a learner's inbox. */
const codesPerAddressPerMinute = 2;

export const routes = {
  'POST /api/learner/sign-in': async (event) => {
    const { data } = await acceptPublicForm(event, 'learnerSignIn', learnerSignInRequest);
    await enforceLimitOf('learnerSignInAddress', data.email, codesPerAddressPerMinute);
    return ok(await startLearnerSignIn(data.email));
  },

  'POST /api/learner/verify': async (event) => {
    const { data } = await acceptPublicForm(event, 'learnerCode', learnerCodeRequest);
    try {
      return ok(await finishLearnerSignIn(data));
    } catch (error) {
      if (!(error instanceof WrongCodeError)) throw error;
      const body: WrongCodeResponse & { fieldErrors?: Record<string, string> } = {
        error: error.message,
        session: error.session,
        ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
      };
      return { statusCode: 400, body };
    }
  },

  'POST /api/learner/refresh': async (event) => {
    const { data } = await acceptPublicForm(event, 'learnerRefresh', learnerRefreshRequest);
    return ok(await refreshLearnerTokens(data));
  },
} satisfies RouteTable;

export const handler = createApiHandler(routes);
