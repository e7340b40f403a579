import {
  adminWaitingListMessages,
  isOnWaitingList,
  type AdminBatchWaitingList,
  type AdminWaitingListEntry,
} from '#shared/admin/batch-waiting-lists';
import { waitingListMessages, type WaitingListStatus } from '#shared/forms/batch-waiting-list';
import {
  endOffer,
  getWaitingListEntry,
  leaveWaitingEntry,
  listWaitingListEntries,
  type StoredWaitingListEntry,
  type WaitingListOf,
} from '#lambdas/data/batch-waiting-lists';
import { getCourseById } from '#lambdas/data/courses';
import { getEnrollmentById } from '#lambdas/data/enrollments';
import { ConflictError, NotFoundError } from '#lambdas/lib/errors';

// A batch's waiting list as staff see and keep it on the batch page (decision 025, docs/admin.md):
// everyone who joined and what became of each, and taking someone off the list.

/** The list of a batch staff name by the course's id, or 404. */
async function listOfStaffRoute(courseId: string, batchId: string): Promise<WaitingListOf> {
  const course = await getCourseById(courseId);
  if (!course) throw new NotFoundError(waitingListMessages.unknownBatch);
  return { courseSlug: course.slug, batchId };
}

/** The line's order for staff: open offers, the people waiting, the unconfirmed, then the ended. */
const staffRank: Record<WaitingListStatus, number> = {
  offered: 0,
  waiting: 1,
  unconfirmed: 2,
  taken: 3,
  lapsed: 3,
  left: 3,
};

const endedAt = (entry: StoredWaitingListEntry) =>
  entry.takenAt ?? entry.lapsedAt ?? entry.leftAt ?? entry.joinedAt;

function staffOrder(a: StoredWaitingListEntry, b: StoredWaitingListEntry): number {
  const byRank = staffRank[a.status] - staffRank[b.status];
  if (byRank) return byRank;
  // Ended entries: the latest first; the others in the order they wait.
  if (staffRank[a.status] === 3) return endedAt(b).localeCompare(endedAt(a));
  return (a.confirmedAt ?? a.joinedAt).localeCompare(b.confirmedAt ?? b.joinedAt);
}

/**
 * GET /api/admin/courses/{id}/batches/{batchId}/waiting-list: everyone on the list in the
 * line's order, the open offers with their expiry, and what became of those who are no longer
 * on it (a taken offer with its enrolment's status); no token hash leaves the server.
 */
export async function adminWaitingList(
  courseId: string,
  batchId: string,
): Promise<AdminBatchWaitingList> {
  const entries = await listWaitingListEntries(await listOfStaffRoute(courseId, batchId));
  const shown = async (entry: StoredWaitingListEntry): Promise<AdminWaitingListEntry> => {
    const copy: Partial<StoredWaitingListEntry> & AdminWaitingListEntry = { ...entry };
    delete copy.tokenHash;
    delete copy.offerTokenHash;
    delete copy.enrollmentId;
    if (entry.status === 'taken' && entry.enrollmentId) {
      const enrollment = await getEnrollmentById(entry.enrollmentId);
      if (enrollment) copy.enrollmentStatus = enrollment.enrollmentStatus;
    }
    return copy;
  };
  return { entries: await Promise.all([...entries].sort(staffOrder).map(shown)) };
}

/**
 * DELETE /api/admin/courses/{id}/batches/{batchId}/waiting-list/{entryId}: staff take someone
 * off the list (they asked by phone, or enrolled another way). An open offer's seat goes back;
 * the scheduled job offers it to the next person within the minute, as every freed seat, so the
 * offer is the system's act and not in the person's audit record. Answers the list.
 */
export async function removeFromWaitingList(
  courseId: string,
  batchId: string,
  entryId: string,
  now = new Date(),
): Promise<AdminBatchWaitingList> {
  const of = await listOfStaffRoute(courseId, batchId);
  const entry = await getWaitingListEntry(of, entryId);
  if (!entry) throw new NotFoundError(adminWaitingListMessages.unknownEntry);
  if (!isOnWaitingList(entry)) throw new ConflictError(adminWaitingListMessages.notOnList);
  const removed =
    entry.status === 'offered'
      ? await endOffer(entry, 'left', now)
      : (await leaveWaitingEntry(of, entryId, now)) !== undefined;
  // The entry moved since it was read (the offer lapsed, was taken, or they left themselves).
  if (!removed) throw new ConflictError(adminWaitingListMessages.notOnList);
  return adminWaitingList(courseId, batchId);
}
