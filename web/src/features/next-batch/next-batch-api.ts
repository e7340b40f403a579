import * as apiPaths from '#shared/api/api-paths';
import type { NextBatchLinkResponse } from '#shared/forms/next-batch';
import type { NewsletterTokenRequest } from '#shared/forms/newsletter';
import { apiPost } from '#web/lib/api-client';

/** POST /api/next-batch/confirm with the token of the e-mailed confirmation link. */
export const confirmNextBatch = (token: string) =>
  apiPost<NextBatchLinkResponse, NewsletterTokenRequest>(apiPaths.nextBatchConfirm, { token });

/** POST /api/next-batch/leave with the token of a next-batch mail's leave link. */
export const leaveNextBatch = (token: string) =>
  apiPost<NextBatchLinkResponse, NewsletterTokenRequest>(apiPaths.nextBatchLeave, { token });
