import * as z from 'zod';
import type { Batch } from '../content/schemas';
import { adminText, requiredAdminText } from './catalog-fields';

// A course's batches in the admin Courses tab (docs/architecture.md §4, docs/product.md §10): the seat count an admin sets and
// the seats checkout has taken, which the count may never go below.

/** POST /api/admin/courses/{id}/batches and PUT .../batches/{batchId}. */
export const adminBatchInput = z.object({
  name: requiredAdminText('Batch name', 100),
  /** Blank or null means "TBD" (docs/product.md §2 success view). */
  startDate: z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z.iso.date('Start date must be a date (YYYY-MM-DD)').nullable(),
  ),
  schedule: adminText('Schedule', 200),
  seats: z
    .number({ error: 'Seats must be a whole number' })
    .int('Seats must be a whole number')
    .min(1, 'Seats must be at least 1')
    .max(10_000, 'Seats must be at most 10000'),
  /** An inactive batch stays stored but takes no new enrollments and is hidden from learners. */
  isActive: z.boolean({ error: 'Active must be true or false' }).default(true),
});
export type AdminBatchInput = z.input<typeof adminBatchInput>;
export type AdminBatchChanges = z.output<typeof adminBatchInput>;

/** A batch as admins see it: with the seats taken (held or confirmed). */
export interface AdminBatch extends Batch {
  seatsTaken: number;
  /** Of those, held by checkouts not paid yet (decision 012); absent until a first one. */
  seatsHeld?: number;
  /** True once any learner has started enrolling; such a batch can no longer be deleted. */
  hasEnrollments: boolean;
}

export const adminBatchMessages = {
  notFound: 'Batch not found',
  seatsBelowTaken: (taken: number) =>
    `Seats cannot go below the ${taken} already taken (confirmed or held)`,
  hasEnrollments:
    'This batch has enrollments, so it cannot be deleted. Make it inactive to stop new enrollments instead.',
} as const;
