import * as apiPaths from '#shared/api/api-paths';
import type { NextBatchRequest, NextBatchResponse } from '#shared/forms/next-batch';
import { apiPost } from '#web/lib/api-client';

/** POST /api/next-batch: ask to hear of a course's next batch (decision 025). */
export const askForNextBatch = (request: NextBatchRequest) =>
  apiPost<NextBatchResponse, NextBatchRequest>(apiPaths.nextBatch, request);
