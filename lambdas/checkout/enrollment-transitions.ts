import { checkoutMessages } from '../../shared/checkout/checkout-requests';
import { couponMessages } from '../../shared/checkout/coupon-rules';
import type { Enrollment, PaymentRecord } from '../../shared/checkout/enrollment';
import type { PaymentStatus } from '../payments/provider';
import { giveBackCouponUse, reserveCouponUse } from '../data/coupons';
import { giveBackSeat, takeSeat } from '../data/courses';
import { changeEnrollment, deleteHold, putHold, putNewEnrollment } from '../data/enrollments';
import { changePaymentState, putNewPayment } from '../data/payments';
import { writeTransaction, type TransactionItem } from '../data/transactions';
import { ConflictError, ValidationError } from '../lib/errors';

// Every move of an enrollment and its payment is one DynamoDB transaction whose conditions say
// what both must still be (design §5): seats, coupon uses and states move together or not at
// all, and a move that lost a race to another (webhook, status check, scheduled job) is a no-op.

type Seat = Pick<Enrollment, 'courseSlug' | 'batch' | 'couponCode'>;

const seatAndCoupon = (enrollment: Seat) => [
  takeSeat(enrollment.courseSlug, enrollment.batch.id),
  ...(enrollment.couponCode ? [reserveCouponUse(enrollment.couponCode)] : []),
];

const seatAndCouponBack = (enrollment: Seat) => [
  giveBackSeat(enrollment.courseSlug, enrollment.batch.id),
  ...(enrollment.couponCode ? [giveBackCouponUse(enrollment.couponCode)] : []),
];

/**
 * Checkout: holds a seat, reserves the coupon's use, and writes the pending enrollment, its hold
 * and its PENDING payment. A full batch answers 409, a used-up coupon 400 (spec §5).
 */
export async function holdSeatForCheckout(enrollment: Enrollment, payment: PaymentRecord) {
  const result = await writeTransaction([
    ...seatAndCoupon(enrollment),
    putNewEnrollment(enrollment),
    putHold({
      enrollmentId: enrollment.id,
      merchantTransactionId: payment.merchantTransactionId,
      holdExpiresAt: enrollment.holdExpiresAt,
    }),
    putNewPayment(payment),
  ]);
  if (result.ok) return;
  if (result.failedConditions.includes(0)) throw new ConflictError(checkoutMessages.batchFull);
  if (enrollment.couponCode && result.failedConditions.includes(1)) {
    throw new ValidationError(couponMessages.usageLimit, { coupon: couponMessages.usageLimit });
  }
  throw new Error(`Checkout transaction refused at items ${result.failedConditions.join(', ')}`);
}

/**
 * The payment failed or the hold lapsed: the enrollment is cancelled and its seat and coupon use
 * given back, only if it still holds them. False when something else moved it first.
 */
export async function releaseHold(
  enrollment: Enrollment,
  outcome: 'FAILED' | 'EXPIRED',
  now: Date,
): Promise<boolean> {
  const updatedAt = now.toISOString();
  const result = await writeTransaction([
    changePaymentState(enrollment, ['PENDING'], { state: outcome, updatedAt }),
    changeEnrollment(
      enrollment,
      { enrollmentStatus: 'pending', seat: 'held' },
      {
        enrollmentStatus: 'cancelled',
        paymentStatus: outcome === 'FAILED' ? 'failed' : 'expired',
        seat: 'released',
        updatedAt,
      },
    ),
    deleteHold(enrollment.id),
    ...seatAndCouponBack(enrollment),
  ]);
  return result.ok;
}

const paidFields = (status: PaymentStatus, now: Date) => ({
  state: 'COMPLETED' as const,
  providerTransactionId: status.transactionId,
  paymentInstrument: status.paymentInstrument,
  completedAt: now.toISOString(),
  updatedAt: now.toISOString(),
});

const confirmedFields = (status: PaymentStatus, now: Date) => ({
  enrollmentStatus: 'confirmed' as const,
  paymentStatus: 'paid' as const,
  seat: 'taken' as const,
  providerTransactionId: status.transactionId,
  confirmedAt: now.toISOString(),
  updatedAt: now.toISOString(),
});

/** A verified payment of the right amount while the seat is held: the seat becomes theirs. */
export async function confirmHeldEnrollment(
  enrollment: Enrollment,
  status: PaymentStatus,
  now: Date,
): Promise<boolean> {
  const result = await writeTransaction([
    changePaymentState(enrollment, ['PENDING'], paidFields(status, now), {
      amountPaise: status.amountPaise,
    }),
    changeEnrollment(
      enrollment,
      { enrollmentStatus: 'pending', seat: 'held' },
      confirmedFields(status, now),
    ),
    deleteHold(enrollment.id),
  ]);
  return result.ok;
}

/** A payment given up on (hold lapsed, or starting it seemed to fail) that may yet be paid. */
export const lateStates: PaymentRecord['state'][] = ['EXPIRED', 'FAILED'];

/**
 * Paid after the hold lapsed and the seat went back: takes a seat (and the coupon's use) again
 * under the same conditions as checkout. 'no-room' when the batch filled up (or the coupon ran
 * out) meanwhile.
 */
export async function retakeSeatAndConfirm(
  enrollment: Enrollment,
  status: PaymentStatus,
  now: Date,
): Promise<'confirmed' | 'no-room' | 'moved'> {
  const result = await writeTransaction([
    changePaymentState(enrollment, lateStates, paidFields(status, now), {
      amountPaise: status.amountPaise,
    }),
    changeEnrollment(
      enrollment,
      { enrollmentStatus: 'cancelled', seat: 'released' },
      confirmedFields(status, now),
    ),
    ...seatAndCoupon(enrollment),
  ]);
  if (result.ok) return 'confirmed';
  // The payment or enrollment changed meanwhile (indexes 0, 1): read again. Else: no room.
  return result.failedConditions.some((index) => index < 2) ? 'moved' : 'no-room';
}

/** A failure reported after the hold already lapsed: nothing left to give back. */
export async function markExpiredPaymentFailed(
  payment: PaymentRecord,
  now: Date,
): Promise<boolean> {
  const result = await writeTransaction([
    changePaymentState(payment, ['EXPIRED'], { state: 'FAILED', updatedAt: now.toISOString() }),
  ]);
  return result.ok;
}

/**
 * What a refund's progress does to its enrollment (issue 12). Accepted or completed: a confirmed
 * enrollment is cancelled with its seat and coupon use given back; a late payment's enrollment
 * (needs_attention, seat already released) becomes refunded once the money is back. Failed: the
 * money is still ours, so the enrollment says so and that the admin may retry. Empty when the
 * enrollment is already where the refund leaves it. The coupon item, when present, comes last.
 */
export function enrollmentAfterRefund(
  enrollment: Enrollment,
  refundState: 'PENDING' | 'COMPLETED' | 'FAILED',
  statusReason: string,
  updatedAt: string,
): TransactionItem[] {
  const { enrollmentStatus, seat } = enrollment;
  const guard = { enrollmentStatus, seat };
  if (refundState === 'FAILED') {
    return enrollmentStatus === 'confirmed'
      ? []
      : [
          changeEnrollment(enrollment, guard, {
            enrollmentStatus,
            paymentStatus: 'paid',
            statusReason,
            updatedAt,
          }),
        ];
  }
  if (enrollmentStatus === 'confirmed' && seat === 'taken') {
    return [
      changeEnrollment(enrollment, guard, {
        enrollmentStatus: 'cancelled',
        paymentStatus: 'refunded',
        seat: 'released',
        statusReason,
        updatedAt,
      }),
      ...seatAndCouponBack(enrollment),
    ];
  }
  if (refundState === 'PENDING' && enrollment.paymentStatus === 'refunded') return [];
  // Cancelled by an admin's accepted refund, or a late payment's enrollment awaiting its refund.
  const settled = refundState === 'COMPLETED' && enrollmentStatus === 'needs_attention';
  return [
    changeEnrollment(enrollment, guard, {
      enrollmentStatus: settled ? 'refunded' : enrollmentStatus,
      paymentStatus: 'refunded',
      statusReason,
      updatedAt,
    }),
  ];
}
