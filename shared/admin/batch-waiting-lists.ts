import * as z from 'zod';
import type { EnrollmentStatus } from '../checkout/enrollment';
import type { WaitingListEntry } from '../forms/batch-waiting-list';

// A batch's waiting list as staff see it on the batch page (docs/decisions/025-waiting-lists.md,
// docs/admin.md): everyone who joined, in the line's order, and what became of each.

/** An entry as the admin shows it: no token leaves the server. */
export interface AdminWaitingListEntry extends WaitingListEntry {
  leftAt?: string;
  lapsedAt?: string;
  takenAt?: string;
  /** For an offer taken into checkout: where that enrolment stands (paid is "enrolled"). */
  enrollmentStatus?: EnrollmentStatus;
}

/** GET /api/admin/courses/{id}/batches/{batchId}/waiting-list. */
export interface AdminBatchWaitingList {
  /**
   * Open offers first, then the people waiting in their order, then those yet to confirm, then
   * the entries that ended (enrolled, lapsed, left), the latest first.
   */
  entries: AdminWaitingListEntry[];
}

/** The entry id in a staff route: the hash the server makes of an address (24 hex digits). */
export const adminWaitingListEntryParams = z.object({
  entryId: z.string().regex(/^[0-9a-f]{24}$/, 'Invalid waiting list entry'),
});

export const adminWaitingListMessages = {
  unknownEntry: 'This person is not on the waiting list of this batch.',
  notOnList: 'This person is no longer on the waiting list.',
} as const;

/** Whether staff may take the entry off the list: only while it waits, or holds an offer. */
export const isOnWaitingList = (entry: Pick<WaitingListEntry, 'status'>): boolean =>
  entry.status === 'unconfirmed' || entry.status === 'waiting' || entry.status === 'offered';
