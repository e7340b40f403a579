import * as z from 'zod';
import { formatLongDate } from '#shared/booking-slots';

// A learner's refund request (decision 015): the course page promises a 30-day money-back
// guarantee, and My Learning is where a learner claims it. The request sits on the payment, the
// admin approves it (the refund flow runs) or declines it with a message, and the learner sees
// where it stands.

/** Days after payment a learner may ask for their money back (the course page's promise). */
export const refundWindowDays = 30;

export const refundReasonLength = { min: 10, max: 1000 } as const;
export const declineMessageLength = { min: 5, max: 1000 } as const;

export const refundRequestMessages = {
  reasonLength: `Please tell us in ${refundReasonLength.min} to ${refundReasonLength.max} characters why you want a refund.`,
  declineLength: `Write the learner a message of ${declineMessageLength.min} to ${declineMessageLength.max} characters.`,
  asked: 'Your refund request has reached us. We reply by e-mail, usually within two working days.',
  alreadyAsked: 'You have already asked for a refund of this enrolment.',
  notRefundable: 'This enrolment has no payment we can refund.',
  windowClosed: (closedAt: string) =>
    `The ${refundWindowDays}-day money-back guarantee for this enrolment ended on ${formatLongDate(closedAt)}. If something went wrong, reply to your confirmation e-mail and we will help.`,
  windowOpen: (closesAt: string) =>
    `Not happy with the course? You can ask for a full refund until ${formatLongDate(closesAt)}.`,
  notFound: 'Enrolment not found',
  noRequest: 'This payment has no refund request waiting for a decision.',
  declined: 'Refund request declined. The learner has been told by e-mail.',
  /** A completed enrolment's certificate goes with its refund (docs/decisions/016-certificates-and-one-pdf-lambda.md). */
  certificateRevoked: (certificateId: string) =>
    `Your certificate ${certificateId} will be revoked when the refund is made: its check will then say it is revoked, and it can no longer be downloaded.`,
} as const;

/** A learner's request, as stored on the payment it would refund. */
export interface RefundRequestRecord {
  reason: string;
  requestedAt: string;
  /** approved: an admin started the refund, whose own state the payment then carries. */
  state: 'requested' | 'approved' | 'declined';
  decidedAt?: string;
  /** The admin's e-mail (or Cognito sub). */
  decidedBy?: string;
  /** Declined: what the admin wrote to the learner. */
  declineMessage?: string;
}

export const learnerRefundRequestBody = z.object({
  reason: z
    .string({ error: refundRequestMessages.reasonLength })
    .trim()
    .min(refundReasonLength.min, refundRequestMessages.reasonLength)
    .max(refundReasonLength.max, refundRequestMessages.reasonLength),
});
export type LearnerRefundRequestBody = z.input<typeof learnerRefundRequestBody>;

export const adminRefundDeclineBody = z.object({
  message: z
    .string({ error: refundRequestMessages.declineLength })
    .trim()
    .min(declineMessageLength.min, refundRequestMessages.declineLength)
    .max(declineMessageLength.max, refundRequestMessages.declineLength),
});
export type AdminRefundDeclineBody = z.input<typeof adminRefundDeclineBody>;

/** Where an enrolment's refund stands, as My Learning shows it. */
export type LearnerRefund =
  | { state: 'available'; closesAt: string }
  | { state: 'closed'; closedAt: string }
  | { state: 'requested'; requestedAt: string }
  | { state: 'processing'; requestedAt?: string }
  | { state: 'declined'; message: string; decidedAt?: string }
  | { state: 'refunded' }
  | { state: 'none' };

/** When the window of a payment made at `paidAt` closes. */
export function refundWindowClosesAt(paidAt: string): string {
  return new Date(Date.parse(paidAt) + refundWindowDays * 24 * 60 * 60_000).toISOString();
}

/**
 * The refund state of a paid enrolment, from its payment (state, the learner's request) and the
 * time. A refund an admin made without a request shows as well: the learner's money is what counts.
 */
export function learnerRefundOf(
  payment: { state: string; completedAt?: string; refundRequest?: RefundRequestRecord } | undefined,
  now: Date,
): LearnerRefund {
  if (!payment) return { state: 'none' };
  const request = payment.refundRequest;
  if (payment.state === 'REFUNDED') return { state: 'refunded' };
  // A failed attempt of an approved request is the admin's to retry: still being processed.
  if (
    payment.state === 'REFUNDING' ||
    (payment.state === 'REFUND_FAILED' && request?.state === 'approved')
  ) {
    return { state: 'processing', ...(request ? { requestedAt: request.requestedAt } : {}) };
  }
  if (request?.state === 'declined') {
    return {
      state: 'declined',
      message: request.declineMessage ?? '',
      ...(request.decidedAt ? { decidedAt: request.decidedAt } : {}),
    };
  }
  if (request?.state === 'requested')
    return { state: 'requested', requestedAt: request.requestedAt };
  if (payment.state !== 'COMPLETED' || !payment.completedAt) return { state: 'none' };
  const closesAt = refundWindowClosesAt(payment.completedAt);
  return Date.parse(closesAt) > now.getTime()
    ? { state: 'available', closesAt }
    : { state: 'closed', closedAt: closesAt };
}
