import * as apiPaths from '#shared/api/api-paths';
import type { WaitingListLink } from '#shared/forms/batch-waiting-list';
import { apiPost } from '#web/lib/api-client';

type WaitingListAnswer = { message: string };

/** The entry a confirm or leave link names and its token, from the link's query; all four needed. */
export function waitingListLinkOf(query: URLSearchParams): WaitingListLink | undefined {
  const read = (name: keyof WaitingListLink) => query.get(name)?.trim() ?? '';
  const link = {
    courseSlug: read('courseSlug'),
    batchId: read('batchId'),
    entryId: read('entryId'),
    token: read('token'),
  };
  return Object.values(link).every(Boolean) ? link : undefined;
}

/** POST /api/waiting-list/confirm: the address is proven, and the person waits from now on. */
export const confirmWaitingList = (link: WaitingListLink) =>
  apiPost<WaitingListAnswer, WaitingListLink>(apiPaths.waitingListConfirm, link);

/** POST /api/waiting-list/leave: from any of the list's mails; an open offer's seat goes back. */
export const leaveWaitingList = (link: WaitingListLink) =>
  apiPost<WaitingListAnswer, WaitingListLink>(apiPaths.waitingListLeave, link);
