import * as z from 'zod';
import { emailField, honeypot, optionalText } from './fields';
import { newsletterTokenRequest } from './newsletter';

// "Tell me about the next batch" for a course with no open batch (decision 025, Next batch):
// the request, the e-mailed links' token and the answers.

export const nextBatchMessages = {
  /** The same words whether the address asked before or not: they tell nobody who asked. */
  success: 'Check your inbox to confirm, and we will e-mail you when the next batch opens.',
  confirmed: 'Confirmed. We will e-mail you when a new batch of this course opens.',
  left: 'Done. We will not e-mail you about new batches of this course any more.',
  linkInvalid: 'This link is not valid. Please use the latest link we e-mailed you.',
  linkExpired: 'This confirmation link has expired. Please ask again and we will send a new one.',
  unknownCourse: 'Course Not Found',
} as const;

/** How long a confirmation link works, as the newsletter's (docs/product.md §9). */
export const nextBatchConfirmHours = 48;

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
}

/** GET /api/admin/courses/{id}/next-batch-alerts: the confirmed addresses waiting. */
export interface NextBatchWaitingResponse {
  waiting: number;
}

/** The pages the e-mailed links open (web/src/app/paths.ts). */
export const nextBatchConfirmPath = '/next-batch/confirm';
export const nextBatchLeavePath = '/next-batch/leave';

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
