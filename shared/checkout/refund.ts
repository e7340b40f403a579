// One refund attempt of a payment (docs/decisions/009-refund-state-machine.md). PhonePe
// accepts a refund PENDING and settles it later; a merchantRefundId it has seen can never be used
// again, so every attempt after a definite failure gets a new id: `<merchantTransactionId>_R<n>`.

/**
 * REQUESTED: asked, no definite answer yet (a timeout or a 5xx): PhonePe's status for the id is
 * read before anything else is tried. PENDING: PhonePe accepted it. COMPLETED: the money is back
 * with the learner. FAILED: definitely not refunded (declined at once, or failed later).
 */
export const refundAttemptStates = ['REQUESTED', 'PENDING', 'COMPLETED', 'FAILED'] as const;
export type RefundAttemptState = (typeof refundAttemptStates)[number];

/** Who asked: an admin's e-mail (or Cognito sub), or the system for a late payment's refund. */
export const systemRefunder = 'system';

export interface RefundAttempt {
  merchantRefundId: string;
  merchantTransactionId: string;
  enrollmentId: string;
  /** 1 for the first attempt of a payment, then 2, 3… */
  attempt: number;
  amountPaise: number;
  state: RefundAttemptState;
  reason?: string;
  requestedBy: string;
  requestedAt: string;
  /** PhonePe's own refund id, once it told us. */
  providerRefundId?: string;
  /** When it reached COMPLETED or FAILED. */
  settledAt?: string;
  /** Why it failed, in PhonePe's words where it gave any. */
  failureReason?: string;
  /** The GST credit note issued for it, once COMPLETED (only when an invoice was issued). */
  creditNoteNumber?: string;
  updatedAt: string;
}

export const merchantRefundIdOf = (merchantTransactionId: string, attempt: number) =>
  `${merchantTransactionId}_R${attempt}`;
