import { formatLongDate, istDate } from '#shared/booking-slots';

// When a batch has started, for completion (docs/decisions/016-certificates-and-one-pdf-lambda.md):
// a certificate says the learner completed a batch, so none is issued before the batch began.
// A batch's start date is a calendar date in India, so it starts at 00:00 IST of that date.

/** True from the batch's start date in Asia/Kolkata; a batch whose date is TBD has not started. */
export function batchHasStarted(startDate: string | null, now: Date): boolean {
  return startDate !== null && istDate(now) >= startDate;
}

export const batchStartMessages = {
  noStartDate:
    'This batch has no start date yet (TBD), so nobody can be marked completed. Set its start date first.',
  notStarted: (startDate: string) =>
    `This batch starts on ${formatLongDate(startDate)}. Learners can be marked completed from that day.`,
} as const;

/** Why nobody in the batch may be marked completed yet; undefined once the batch has started. */
export function completionRefusalOf(startDate: string | null, now: Date): string | undefined {
  if (batchHasStarted(startDate, now)) return undefined;
  return startDate === null
    ? batchStartMessages.noStartDate
    : batchStartMessages.notStarted(startDate);
}
