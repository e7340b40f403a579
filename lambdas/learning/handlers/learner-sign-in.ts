import {
  learnerCodeRequest,
  learnerRefreshRequest,
  learnerSignInRequest,
  type WrongCodeResponse,
} from '#shared/learning/sign-in';
import { learnerIdentityConfig } from '#lambdas/lib/config';
import { createApiHandler, ok, type RouteTable } from '#lambdas/lib/http';
import { acceptPublicForm } from '#lambdas/lib/public-form';
import { clientOf } from '#lambdas/lib/rate-limit';
import { answerNoSoonerThan } from '../answer-floor';
import { refreshLearnerTokens } from '../learner-pool';
import { finishLearnerSignIn, startLearnerSignIn, WrongCodeError } from '../learner-sign-in';

// My Learning's sign-in (decisions 014 and 019): ask for a code, answer it for tokens,
// and refresh those tokens through the API that alone holds the client's secret. Asking and
// answering take the same time for every address, whatever the answer.

const steadily = <T>(work: () => Promise<T>) =>
  answerNoSoonerThan(learnerIdentityConfig().LEARNER_SIGN_IN_ANSWER_MS, work);

export const routes = {
  'POST /api/learner/sign-in': (event) =>
    steadily(async () => {
      const { data } = await acceptPublicForm(event, 'learnerSignIn', learnerSignInRequest);
      return ok(await startLearnerSignIn({ email: data.email, client: clientOf(event) }));
    }),

  'POST /api/learner/verify': (event) =>
    steadily(async () => {
      const { data } = await acceptPublicForm(event, 'learnerCode', learnerCodeRequest);
      try {
        return ok(await finishLearnerSignIn({ ...data, client: clientOf(event) }));
      } catch (error) {
        if (!(error instanceof WrongCodeError)) throw error;
        const body: WrongCodeResponse & { fieldErrors?: Record<string, string> } = {
          error: error.message,
          session: error.session,
          ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
        };
        return { statusCode: 400, body };
      }
    }),

  'POST /api/learner/refresh': async (event) => {
    const { data } = await acceptPublicForm(event, 'learnerRefresh', learnerRefreshRequest);
    return ok(await refreshLearnerTokens(data));
  },
} satisfies RouteTable;

export const handler = createApiHandler(routes);
