import * as apiPaths from '#shared/api/api-paths';
import type { LearnerEnrollmentsResponse } from '#shared/learning/my-learning';
import type {
  LearnerCodeRequest,
  LearnerRefreshRequest,
  LearnerSignInRequest,
  LearnerSignInResponse,
  LearnerTokens,
} from '#shared/learning/sign-in';
import { apiGet, apiPost } from '#web/lib/api-client';

// My Learning's calls (docs/product.md §7): the sign-in by a mailed code, and the learner's own
// enrolments with their ID token.

export const requestSignInCode = (request: LearnerSignInRequest) =>
  apiPost<LearnerSignInResponse, LearnerSignInRequest>(apiPaths.learnerSignIn, request);

export const answerSignInCode = (request: LearnerCodeRequest) =>
  apiPost<LearnerTokens, LearnerCodeRequest>(apiPaths.learnerVerify, request);

export const refreshSignIn = (request: LearnerRefreshRequest) =>
  apiPost<LearnerTokens, LearnerRefreshRequest>(apiPaths.learnerRefresh, request);

export const fetchMyEnrollments = (idToken: string) =>
  apiGet<LearnerEnrollmentsResponse>(apiPaths.learnerEnrollments, {
    headers: { Authorization: `Bearer ${idToken}` },
  });
