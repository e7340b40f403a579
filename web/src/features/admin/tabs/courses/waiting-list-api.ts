import * as apiPaths from '#shared/api/api-paths';
import { withPathParameters } from '#shared/api/path-parameters';
import type { AdminBatchWaitingList } from '#shared/admin/batch-waiting-lists';
import { adminGet, adminRequest } from '#web/features/admin/kit/admin-api';

// A batch's waiting list (decision 025): who waits and what became of each, and taking someone off.

export const fetchWaitingList = (courseId: string, batchId: string) =>
  adminGet<AdminBatchWaitingList>(
    withPathParameters(apiPaths.adminBatchWaitingList, { id: courseId, batchId }),
  );

/** Answers the list as it stands after the removal. */
export const removeFromWaitingList = (courseId: string, batchId: string, entryId: string) =>
  adminRequest<AdminBatchWaitingList>(
    'DELETE',
    withPathParameters(apiPaths.adminBatchWaitingListEntry, { id: courseId, batchId, entryId }),
  );
