import type { EnrollmentStatus } from '../checkout/enrollment';

// GET /api/payments/{merchantTransactionId}: what the payment status page shows (docs/product.md
// §2 "Payment status"). The server says what became of the payment, refunds included
// (docs/decisions/009-refund-state-machine.md), so the page never guesses.

/**
 * PENDING: PhonePe has not settled it (or the money is under review). COMPLETED: paid, the seat
 * is the learner's. FAILED: not paid. REFUND_PENDING: paid, and a refund is on its way through
 * PhonePe. REFUNDED: paid, then refunded in full or in part (`refund`).
 */
export const paymentStatusStates = [
  'PENDING',
  'COMPLETED',
  'FAILED',
  'REFUND_PENDING',
  'REFUNDED',
] as const;
export type PaymentStatusState = (typeof paymentStatusStates)[number];

/** The refunds of a paid payment, present for REFUND_PENDING and REFUNDED. */
export interface PaymentRefundSummary {
  /** full: the whole payment went back; partial: a part of it. */
  scope: 'full' | 'partial';
  /** What PhonePe has paid back so far, in paise (0 while the first refund is pending). */
  refundedPaise: number;
  /** A refund still on its way, in paise. */
  pendingPaise?: number;
  /** The GST credit notes of the completed refunds, first first, once issued. */
  creditNoteNumbers: string[];
}

export interface PaymentStatusResponse {
  state: PaymentStatusState;
  amountPaise: number;
  /** The same amount in paise, under the name docs/product.md §7 gives it (PhonePe's minor units). */
  amount: number;
  transactionId?: string;
  paymentInstrument?: { type: string; utr?: string };
  refund?: PaymentRefundSummary;
  enrollment: {
    id: string;
    courseTitle: string;
    batchName: string;
    /** Null means "TBD". */
    startDate: string | null;
    totalPaise: number;
    status: EnrollmentStatus;
  };
}
