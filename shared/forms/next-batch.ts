import * as z from 'zod';
import { emailField, honeypot, optionalText } from './fields';
import { newsletterTokenRequest } from './newsletter';
import { nextBatchMessages } from './next-batch-text';

export { nextBatchConfirmHours, nextBatchMessages } from './next-batch-text';

// "Tell me about the next batch" for a course with no open batch (decision 025, Next batch):
// the request, the e-mailed links' token and the answers.

export const nextBatchRequest = z.object({
  courseSlug: z
    .string()
    .trim()
    .min(1, nextBatchMessages.unknownCourse)
    .max(120)
    .regex(/^[a-z0-9-]+$/, nextBatchMessages.unknownCourse),
  email: emailField,
  name: optionalText(120),
  website: honeypot,
});
export type NextBatchRequest = z.input<typeof nextBatchRequest>;

/** The confirm and leave links carry the same kind of token as the newsletter's. */
export const nextBatchTokenRequest = newsletterTokenRequest;

/** pending: link not opened yet; confirmed: mailed when a batch opens; left: through a leave link. */
export const nextBatchAlertStatuses = ['pending', 'confirmed', 'left'] as const;
export type NextBatchAlertStatus = (typeof nextBatchAlertStatuses)[number];

export interface NextBatchResponse {
  message: typeof nextBatchMessages.success;
}

export interface NextBatchLinkResponse {
  status: Extract<NextBatchAlertStatus, 'confirmed' | 'left'>;
  courseTitle: string;
  /** Where the link's page leads back to. */
  courseSlug: string;
}

/** GET /api/admin/courses/{id}/next-batch-alerts: the confirmed addresses waiting. */
export interface NextBatchWaitingResponse {
  waiting: number;
}

export { nextBatchConfirmPath, nextBatchLeavePath } from './next-batch-paths';

/**
 * A batch open to enrol in: active, with a seat free, and not started before `today` (IST,
 * YYYY-MM-DD); a batch with no date yet ("TBD") is open. What "no open batch" means on the course
 * page, and what the next-batch mail announces.
 */
export function isOpenBatch(
  batch: { isActive: boolean; startDate: string | null; seats: number; seatsTaken: number },
  today: string,
): boolean {
  return (
    batch.isActive &&
    batch.seatsTaken < batch.seats &&
    (batch.startDate === null || batch.startDate >= today)
  );
}

/** The open batches an address has not heard of: opened after it confirmed. */
export const batchesNewTo = <B extends { id: string }>(
  openBatches: B[],
  knownBatchIds: readonly string[] = [],
): B[] => openBatches.filter((batch) => !knownBatchIds.includes(batch.id));
