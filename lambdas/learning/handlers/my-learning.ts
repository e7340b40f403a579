import type { LearnerEnrollmentsResponse } from '#shared/learning/my-learning';
import { learnerRefundRequestBody } from '#shared/learning/refund-requests';
import { learnerReviewBody } from '#shared/learning/course-reviews';
import {
  createApiHandler,
  ok,
  parseJsonBody,
  pathParameter,
  type RouteTable,
} from '#lambdas/lib/http';
import { requireLearner } from '#lambdas/lib/learner-auth';
import { enrollmentOfLearner, enrollmentsOfLearner, learnerView } from '../my-enrollments';
import { requestRefund } from '../refund-requests';
import { editReview, writeReview } from '../course-reviews';
import { scheduleCalendar } from '../class-schedule';
import { companySettings } from '#lambdas/data/company-settings';
import { siteUrl } from '#lambdas/lib/config';

// My Learning (decision 015): a signed-in learner's own enrolments, their refund requests and their
// batch's classes as a calendar file, behind the learner authorizer.

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

  // Verified reviews (decision 024): once per enrolment, then edits for 30 days.
  'POST /api/learner/enrollments/{enrollmentId}/review': async (event) => {
    const { email } = requireLearner(event);
    const body = parseJsonBody(event, learnerReviewBody);
    return {
      statusCode: 201,
      body: await writeReview(email, pathParameter(event, 'enrollmentId'), body),
    };
  },

  'PUT /api/learner/enrollments/{enrollmentId}/review': async (event) => {
    const { email } = requireLearner(event);
    const body = parseJsonBody(event, learnerReviewBody);
    return ok(await editReview(email, pathParameter(event, 'enrollmentId'), body));
  },

  'GET /api/learner/enrollments/{enrollmentId}/calendar': async (event) => {
    const { email } = requireLearner(event);
    const enrollment = await enrollmentOfLearner(email, pathParameter(event, 'enrollmentId'));
    const { companyName } = await companySettings();
    return {
      statusCode: 200,
      body: await scheduleCalendar(enrollment, siteUrl(), companyName),
      raw: true,
      headers: {
        'content-type': 'text/calendar; charset=utf-8',
        'content-disposition': `attachment; filename="${enrollment.courseSlug}-classes.ics"`,
        'cache-control': 'private, no-store',
      },
    };
  },
} satisfies RouteTable;

export const handler = createApiHandler(routes);
