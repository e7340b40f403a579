import type { LearnerEnrollmentsResponse } from '#shared/learning/my-learning';
import { learnerRefundRequestBody } from '#shared/learning/refund-requests';
import {
  createApiHandler,
  ok,
  parseJsonBody,
  pathParameter,
  type RouteTable,
} from '#lambdas/lib/http';
import { requireLearner } from '#lambdas/lib/learner-auth';
import { enrollmentsOfLearner, learnerView } from '../my-enrollments';
import { enrollmentOfLearner, requestRefund } from '../refund-requests';

// My Learning (issue 15): a signed-in learner's own enrolments, and their refund requests,
// behind the learner authorizer.

export const routes = {
  'GET /api/learner/enrollments': async (event) => {
    const { email } = requireLearner(event);
    const body: LearnerEnrollmentsResponse = {
      email,
      enrollments: await enrollmentsOfLearner(email),
    };
    return ok(body);
  },

  'POST /api/learner/enrollments/{enrollmentId}/refund-request': async (event) => {
    const { email } = requireLearner(event);
    const enrollmentId = pathParameter(event, 'enrollmentId');
    const { reason } = parseJsonBody(event, learnerRefundRequestBody);
    await requestRefund(email, enrollmentId, reason);
    return {
      statusCode: 201,
      body: await learnerView(await enrollmentOfLearner(email, enrollmentId)),
    };
  },
} satisfies RouteTable;

export const handler = createApiHandler(routes);
