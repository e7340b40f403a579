import {
  learnerCodeRequest,
  learnerSignInRequest,
  type WrongCodeResponse,
} from '#shared/learning/sign-in';
import { createApiHandler, ok, type RouteTable } from '#lambdas/lib/http';
import { acceptPublicForm } from '#lambdas/lib/public-form';
import { enforceLimitOf } from '#lambdas/lib/rate-limit';
import { finishLearnerSignIn, startLearnerSignIn, WrongCodeError } from '../learner-sign-in';

// My Learning's sign-in (issue 15, decision 014): ask for a code, then answer it for tokens.

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
} satisfies RouteTable;

export const handler = createApiHandler(routes);
