import * as z from 'zod';
import type { PaymentRecord, PaymentRecordState } from '../checkout/enrollment';
import type { PendingEInvoice } from '../checkout/e-invoice';
import type { RefundAttempt, RefundAttemptState } from '../checkout/refund';
import { optionalQueryText, pageCursor, pageLimit } from './lists';
import { listFormat } from './sales';
import type { RefundRequestRecord } from '../learning/refund-requests';

// The admin Payments tab (docs/architecture.md §4, docs/product.md §12): list query, the row it shows, and the refund action.

/**
 * What the admin sees of a payment's state. REFUND_PENDING is not stored: it is a REFUNDING
 * payment whose refund PhonePe accepted but has not settled yet (refundState PENDING); plain
 * REFUNDING is still waiting for PhonePe's first answer.
 */
export type AdminPaymentStatus = PaymentRecordState | 'REFUND_PENDING';

/** Every status, in the order the filter offers them; the Record makes a new one fail to compile. */
export const adminPaymentStatusLabels: Record<AdminPaymentStatus, string> = {
  PENDING: 'Pending',
  COMPLETED: 'Completed',
  FAILED: 'Failed',
  EXPIRED: 'Expired',
  AMOUNT_MISMATCH: 'Amount mismatch',
  REFUNDING: 'Refunding',
  REFUND_PENDING: 'Refund pending',
  REFUNDED: 'Refunded',
  REFUND_FAILED: 'Refund failed',
};

export const adminPaymentStatuses = Object.keys(adminPaymentStatusLabels) as [
  AdminPaymentStatus,
  ...AdminPaymentStatus[],
];

/** The states payments are stored in (and listed by): all but the derived REFUND_PENDING. */
export const storedPaymentStates = adminPaymentStatuses.filter(
  (status): status is PaymentRecordState => status !== 'REFUND_PENDING',
);

export function adminPaymentStatusOf(
  payment: Pick<PaymentRecord, 'state' | 'refundState'>,
): AdminPaymentStatus {
  // REFUNDED with a PENDING refund: recorded so before refunds had a lifecycle.
  const accepted = payment.state === 'REFUNDING' || payment.state === 'REFUNDED';
  return accepted && payment.refundState === 'PENDING' ? 'REFUND_PENDING' : payment.state;
}

export const adminPaymentListQuery = z.object({
  /** Matches learner name or e-mail, course, or a transaction id (ours, PhonePe's, the UTR). */
  q: optionalQueryText(200),
  status: z
    .enum(adminPaymentStatuses, {
      error: `Status must be one of: ${adminPaymentStatuses.join(', ')}`,
    })
    .optional(),
  limit: pageLimit,
  cursor: pageCursor,
  format: listFormat,
});
export type AdminPaymentListQuery = z.input<typeof adminPaymentListQuery>;

/** What an admin's refund adds to the payment record. */
export interface PaymentRefundDetails {
  /** The learner's own request from My Learning (decision 015), if they made one. */
  refundRequest?: RefundRequestRecord;
  refundReason?: string;
  /** The admin's e-mail (or Cognito sub when the token carries none). */
  refundedBy?: string;
  refundedAt?: string;
}

/** A refund attempt as the admin sees it, with the link to its credit note once one is issued. */
export type AdminRefundAttempt = RefundAttempt & { creditNoteUrl?: string };

/** One payment as the admin sees it, with its learner, course and invoice link where known. */
export type AdminPaymentRow = PaymentRecord &
  PaymentRefundDetails & {
    status: AdminPaymentStatus;
    learner?: { name: string; email: string };
    courseTitle?: string;
    batchName?: string;
    invoiceUrl?: string;
    /**
     * A B2B invoice the IRP has not registered yet (decision 027): shown as 'IRN pending' with
     * how many attempts failed and the IRP's last answer, so staff can tell a refusal that needs
     * their hand (a wrong GSTIN) from the portal being down.
     */
    irnPending?: Pick<PendingEInvoice, 'attempts' | 'lastError'>;
    /**
     * Every refund attempt, first first: state, reason, who, when, PhonePe's failure reason, and
     * the GST credit note of the one that completed.
     */
    refunds?: AdminRefundAttempt[];
  };

export const adminRefundRequest = z.object({
  reason: z
    .string()
    .trim()
    .max(500, 'Please keep the reason under 500 characters')
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type AdminRefundRequest = z.input<typeof adminRefundRequest>;

export interface AdminRefundResponse {
  payment: AdminPaymentRow;
  /** Where the new attempt stands: only FAILED is bad news. */
  outcome: RefundAttemptState;
  /** What happened, in words for the admin. */
  message: string;
}

export const adminPaymentMessages = {
  notFound: 'Payment not found',
  refundConfirm: 'Are you sure you want to refund this payment?',
  // The reason is printed on the credit note the payer is mailed (credit-note-view.ts).
  refundReasonPrompt:
    'Reason for the refund (optional; printed on the credit note the payer receives):',
  refundRevokesCertificate:
    'The learner leaves the batch and their seat is released. If they have completed it, their certificate is revoked.',
  refundFailed: 'Failed to refund payment',
  alreadyRefunded: 'This payment has already been refunded.',
  refundInProgress: 'A refund of this payment is already in progress.',
  notRefundable: (status: AdminPaymentStatus) =>
    `Only completed payments can be refunded. This payment is ${adminPaymentStatusLabels[status].toLowerCase()}.`,
  refunded: 'Refund completed. The enrollment is cancelled and its seat released.',
  refundPending:
    'Refund initiated: PhonePe is processing it. The enrollment is cancelled and its seat released.',
  refundRequested:
    'PhonePe did not answer in time. We are checking the refund with PhonePe and will update this payment; do not refund it another way meanwhile.',
  refundDeclined: (detail?: string) =>
    `PhonePe declined the refund${detail ? `: ${detail}` : '.'} The payment is unchanged; you can try again.`,
  refundOutcome(state: RefundAttemptState, failureReason?: string): string {
    if (state === 'COMPLETED') return this.refunded;
    if (state === 'PENDING') return this.refundPending;
    if (state === 'REQUESTED') return this.refundRequested;
    return this.refundDeclined(failureReason);
  },
} as const;
