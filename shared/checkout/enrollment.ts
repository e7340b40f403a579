import type { BillingAddress, BillingCompany } from './billing-details';
import type { IndianState } from './indian-states';
import type { OrderAmounts } from './pricing';
import type { RefundAttemptState } from './refund';

// The stored enrollment and payment records (docs/product.md §3 "Enrollment record", "Payment
// transaction"), in the API's camelCase with money in paise. Admin screens (docs/admin.md) read these.

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
  /** The company that pays, when the learner asked for a GST invoice to it (rule 46(d)). */
  company?: BillingCompany;
  /** A company's billing address, or a learner's full one (due from ₹50,000, rule 46(e)). */
  billingAddress?: BillingAddress;
  batch: { id: string; name: string; startDate: string | null };
  couponCode: string | null;
  /** Fee, discount, taxable value (payment_amount), GST (gst_amount), total, and the split. */
  amounts: OrderAmounts;
  currency: 'INR';
  /** The company's GSTIN state for a B2B invoice, otherwise the learner's state. */
  placeOfSupply: { state: string; gstCode: string };
  enrollmentStatus: EnrollmentStatus;
  paymentStatus: EnrollmentPaymentStatus;
  /** The payment reference: our merchant transaction id. */
  merchantTransactionId: string;
  providerTransactionId?: string;
  seat: SeatStatus;
  holdExpiresAt: string;
  /**
   * The client (IPv4 address or IPv6 /64) that checked out, counted in its cap of open checkouts
   * while the seat is held (decision 012). Absent on enrollments held before those caps.
   */
  holdClient?: string;
  /**
   * The waiting-list offer whose kept seat this checkout took (decision 025): a hold that ends
   * unpaid before the offer's end gives the seat back to the offer, not to the batch.
   */
  waitingListOffer?: { entryId: string; expiresAt: string };
  enrollmentSource: 'website';
  invoiceNumber?: string;
  /** What happened, for an admin: why it needs attention, or why it was refunded. */
  statusReason?: string;
  createdAt: string;
  updatedAt: string;
  confirmedAt?: string;
  /** When an admin marked the learner as having completed the batch (decision 015). */
  completedAt?: string;
  /** The certificate issued on that completion (shared/learning/certificates.ts). */
  certificateId?: string;
}

/**
 * PENDING until the provider answers. EXPIRED: the hold lapsed first (a late success is still
 * honoured or refunded). AMOUNT_MISMATCH: paid a different amount, never confirmed.
 * REFUNDING: a refund attempt is open (asked, or accepted by PhonePe); then REFUNDED when it
 * completes, or REFUND_FAILED when it fails (an admin may try again, with a new refund id).
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
  /** The latest refund attempt's id (shared/checkout/refund.ts). */
  merchantRefundId?: string;
  /** The latest refund attempt's state: PhonePe accepts refunds PENDING and settles them later. */
  refundState?: RefundAttemptState;
  /** How many refund attempts were made: the next one is numbered one more. */
  refundAttempts?: number;
  createdAt: string;
  updatedAt: string;
  completedAt?: string;
}
