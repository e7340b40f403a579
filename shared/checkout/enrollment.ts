import type { IndianState } from './indian-states';
import type { OrderAmounts } from './pricing';

// The stored enrollment and payment records (spec §3 "Enrollment record", "Payment
// transaction"), in the API's camelCase with money in paise. Admin screens (#5) read these.

/**
 * pending: a seat is held while the learner pays. confirmed: paid, the seat is theirs.
 * cancelled: the payment failed or the hold lapsed, seat and coupon use given back.
 * refunded: paid after the hold lapsed on a batch that had filled up; the money went back.
 * needs_attention: money arrived but could not be matched or refunded; an admin decides.
 */
export const enrollmentStatuses = [
  'pending',
  'confirmed',
  'cancelled',
  'refunded',
  'needs_attention',
] as const;
export type EnrollmentStatus = (typeof enrollmentStatuses)[number];

export type EnrollmentPaymentStatus =
  'pending' | 'paid' | 'failed' | 'expired' | 'refunded' | 'amount_mismatch';

/** held: counted in the batch's seatsTaken until the hold lapses; taken: confirmed. */
export type SeatStatus = 'held' | 'taken' | 'released';

export interface Enrollment {
  id: string;
  courseSlug: string;
  courseTitle: string;
  student: { name: string; email: string; phone: string; city: string; state: IndianState };
  batch: { id: string; name: string; startDate: string | null };
  couponCode: string | null;
  /** Fee, discount, taxable value (payment_amount), GST (gst_amount), total, and the split. */
  amounts: OrderAmounts;
  currency: 'INR';
  placeOfSupply: { state: string; gstCode: string };
  enrollmentStatus: EnrollmentStatus;
  paymentStatus: EnrollmentPaymentStatus;
  /** The payment reference: our merchant transaction id. */
  merchantTransactionId: string;
  providerTransactionId?: string;
  seat: SeatStatus;
  holdExpiresAt: string;
  enrollmentSource: 'website';
  invoiceNumber?: string;
  /** What happened, for an admin: why it needs attention, or why it was refunded. */
  statusReason?: string;
  createdAt: string;
  updatedAt: string;
  confirmedAt?: string;
}

/**
 * PENDING until the provider answers. EXPIRED: the hold lapsed first (a late success is still
 * honoured or refunded). AMOUNT_MISMATCH: paid a different amount, never confirmed.
 * REFUNDING → REFUNDED or REFUND_FAILED: paid too late for a full batch.
 */
export type PaymentRecordState =
  | 'PENDING'
  | 'COMPLETED'
  | 'FAILED'
  | 'EXPIRED'
  | 'AMOUNT_MISMATCH'
  | 'REFUNDING'
  | 'REFUNDED'
  | 'REFUND_FAILED';

export interface PaymentRecord {
  merchantTransactionId: string;
  enrollmentId: string;
  provider: string;
  amountPaise: number;
  currency: 'INR';
  state: PaymentRecordState;
  providerReference?: string;
  providerTransactionId?: string;
  paymentInstrument?: { type: string; utr?: string };
  /** The amount the provider reported, kept when it differs from ours. */
  reportedAmountPaise?: number;
  merchantRefundId?: string;
  /** The provider's answer to our refund: PhonePe settles refunds later, so often PENDING. */
  refundState?: 'PENDING' | 'COMPLETED' | 'FAILED';
  createdAt: string;
  updatedAt: string;
  completedAt?: string;
}
