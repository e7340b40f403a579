import type { LearnerEnrollmentsResponse } from '#shared/learning/my-learning';
import { createApiHandler, ok, type RouteTable } from '#lambdas/lib/http';
import { requireLearner } from '#lambdas/lib/learner-auth';
import { enrollmentsOfLearner } from '../my-enrollments';

// My Learning (issue 15): a signed-in learner's own enrolments, behind the learner authorizer.

export const routes = {
  'GET /api/learner/enrollments': async (event) => {
    const { email } = requireLearner(event);
    const body: LearnerEnrollmentsResponse = {
      email,
      enrollments: await enrollmentsOfLearner(email),
    };
    return ok(body);
  },
} satisfies RouteTable;

export const handler = createApiHandler(routes);
