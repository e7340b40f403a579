import * as apiPaths from '#shared/api/api-paths';
import { withPathParameters } from '#shared/api/path-parameters';
import type { LearnerEnrollment, LearnerEnrollmentsResponse } from '#shared/learning/my-learning';
import type { LearnerRefundRequestBody } from '#shared/learning/refund-requests';
import type { LearnerReview, LearnerReviewBody } from '#shared/learning/course-reviews';
import type {
  LearnerCodeRequest,
  LearnerRefreshRequest,
  LearnerSignInRequest,
  LearnerSignInResponse,
  LearnerTokens,
} from '#shared/learning/sign-in';
import { apiGet, apiPost, request } from '#web/lib/api-client';
import { downloadFile } from '#web/lib/download-file';

// My Learning's calls (docs/product.md §7): the sign-in by a mailed code, and the learner's own
// enrolments with their ID token.

export const requestSignInCode = (request: LearnerSignInRequest) =>
  apiPost<LearnerSignInResponse, LearnerSignInRequest>(apiPaths.learnerSignIn, request);

export const answerSignInCode = (request: LearnerCodeRequest) =>
  apiPost<LearnerTokens, LearnerCodeRequest>(apiPaths.learnerVerify, request);

export const refreshSignIn = (request: LearnerRefreshRequest) =>
  apiPost<LearnerTokens, LearnerRefreshRequest>(apiPaths.learnerRefresh, request);

const bearer = (idToken: string) => ({ headers: { Authorization: `Bearer ${idToken}` } });

// With the learner's ID token, as learner-session.ts's withLearnerToken hands it over.

export const fetchMyEnrollments = (idToken: string) =>
  apiGet<LearnerEnrollmentsResponse>(apiPaths.learnerEnrollments, bearer(idToken));

export const askForRefund = (
  idToken: string,
  enrollmentId: string,
  body: LearnerRefundRequestBody,
) =>
  apiPost<LearnerEnrollment, LearnerRefundRequestBody>(
    withPathParameters(apiPaths.learnerRefundRequest, { enrollmentId }),
    body,
    bearer(idToken),
  );

/** A first review (POST) or an edit within its 30 days (PUT), decision 024. */
export const sendReview = (
  idToken: string,
  enrollmentId: string,
  body: LearnerReviewBody,
  method: 'POST' | 'PUT',
) =>
  request<LearnerReview>(
    method,
    withPathParameters(apiPaths.learnerReview, { enrollmentId }),
    body,
    bearer(idToken),
  );

/** The batch's classes as an .ics file, downloaded. */
export const downloadCalendar = (idToken: string, enrollment: LearnerEnrollment) =>
  downloadFile(
    withPathParameters(apiPaths.learnerCalendar, { enrollmentId: enrollment.id }),
    `${enrollment.courseSlug}-classes.ics`,
    bearer(idToken),
  );
