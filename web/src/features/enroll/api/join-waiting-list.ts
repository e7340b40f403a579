import * as apiPaths from '#shared/api/api-paths';
import type { WaitingListJoinRequest } from '#shared/forms/batch-waiting-list';
import { apiPost } from '#web/lib/api-client';

/**
 * POST /api/waiting-list: a full batch's waiting list (decision 025); 202 with the same message
 * for every address (the mail proves it), 409 once the batch has a free seat again.
 */
export const joinWaitingList = (request: WaitingListJoinRequest) =>
  apiPost<{ message: string }, WaitingListJoinRequest>(apiPaths.waitingList, request);
