import type { Enrollment, PaymentRecord } from '#shared/checkout/enrollment';
import type { PaymentStatus } from './phonepe/provider';
import { changeEnrollment, deleteHold } from '#lambdas/data/enrollments';
import { changePaymentState } from '#lambdas/data/payments';
import { writeTransaction, type TransactionItem } from '#lambdas/data/transactions';
import { takeReopenedOffer, type TakenOffer } from '#lambdas/data/batch-waiting-lists';
import {
  couponUseWithoutHold,
  endHoldWrites,
  seatAndCouponUse,
  takenOfferOf,
} from './hold-transitions';

// A verified payment's moves: the held seat becomes the learner's, or, paid after the hold
// lapsed, a seat and coupon use are taken again (docs/architecture.md §8; hold-transitions.ts
// says how every move is written).

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

/**
 * A verified payment of the right amount while the seat is held: the seat becomes theirs.
 * 'coupon-used-up' when others paid the coupon's last uses first (decision 012).
 */
export async function confirmHeldEnrollment(
  enrollment: Enrollment,
  status: PaymentStatus,
  now: Date,
): Promise<'confirmed' | 'moved' | 'coupon-used-up'> {
  const { items, couponIndex } = confirmHeldItems(enrollment, status, now);
  const result = await writeTransaction(items);
  if (result.ok) return 'confirmed';
  return result.failedConditions.every((index) => index === couponIndex)
    ? 'coupon-used-up'
    : 'moved';
}

/** The items of confirmHeldEnrollment, and where its coupon's use is among them (-1: none). */
export function confirmHeldItems(
  enrollment: Enrollment,
  status: PaymentStatus,
  now: Date,
): { items: TransactionItem[]; couponIndex: number } {
  const settling = endHoldWrites(enrollment, 'paid');
  const coupon = settling.findIndex((write) => write.counts.startsWith('coupon:'));
  return {
    items: [
      changePaymentState(enrollment, ['PENDING'], paidFields(status, now), {
        amountPaise: status.amountPaise,
      }),
      changeEnrollment(
        enrollment,
        { enrollmentStatus: 'pending', seat: 'held' },
        confirmedFields(status, now),
      ),
      deleteHold(enrollment.id),
      ...settling.map((write) => write.item),
    ],
    couponIndex: coupon < 0 ? -1 : 3 + coupon,
  };
}

/** A payment given up on (hold lapsed, or starting it seemed to fail) that may yet be paid. */
export const lateStates: PaymentRecord['state'][] = ['EXPIRED', 'FAILED'];

/**
 * Paid after the hold lapsed and the seat went back: takes a seat (and the coupon's use) again,
 * within the seats and the coupon's limit. Else the batch filled up or the coupon ran out.
 */
export async function retakeSeatAndConfirm(
  enrollment: Enrollment,
  status: PaymentStatus,
  now: Date,
): Promise<'confirmed' | 'batch-full' | 'coupon-used-up' | 'moved'> {
  // A hold taken from a waiting-list offer went back to that offer (decision 025): its seat is
  // this learner's, kept for them, and no other seat may be free.
  const offer = takenOfferOf(enrollment);
  if (offer) {
    const viaOffer = await writeTransaction(retakeSeatItems(enrollment, status, now, offer));
    if (viaOffer.ok) return 'confirmed';
    if (viaOffer.failedConditions.some((index) => index < 2)) return 'moved';
  }
  const result = await writeTransaction(retakeSeatItems(enrollment, status, now));
  if (result.ok) return 'confirmed';
  // The payment or enrollment changed meanwhile (indexes 0, 1): read again. Else: no room.
  if (result.failedConditions.some((index) => index < 2)) return 'moved';
  return result.failedConditions.includes(2) ? 'batch-full' : 'coupon-used-up';
}

/**
 * The items of retakeSeatAndConfirm: the payment, the enrollment, the seat (a free one, or the
 * offer's kept for the learner), then the coupon.
 */
export const retakeSeatItems = (
  enrollment: Enrollment,
  status: PaymentStatus,
  now: Date,
  reopenedOffer?: TakenOffer,
): TransactionItem[] => [
  changePaymentState(enrollment, lateStates, paidFields(status, now), {
    amountPaise: status.amountPaise,
  }),
  changeEnrollment(
    enrollment,
    { enrollmentStatus: 'cancelled', seat: 'released' },
    confirmedFields(status, now),
  ),
  ...(reopenedOffer
    ? [...takeReopenedOffer(reopenedOffer, enrollment.id, now), ...couponUseWithoutHold(enrollment)]
    : seatAndCouponUse(enrollment)),
];

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
