import type { Enrollment, PaymentRecord } from '#shared/checkout/enrollment';
import { maxOpenHoldsPerLearner } from '#shared/checkout/unpaid-holds';
import type { PaymentStatus } from './phonepe/provider';
import { giveBackCouponUse, takeCouponUse } from '#lambdas/data/coupons';
import { giveBackSeat, takeSeat } from '#lambdas/data/courses';
import { changeEnrollment, deleteHold, putHold, putNewEnrollment } from '#lambdas/data/enrollments';
import { changePaymentState, putNewPayment } from '#lambdas/data/payments';
import { writeTransaction, type TransactionItem } from '#lambdas/data/transactions';
import {
  countOpenHold,
  deleteLearnerHold,
  holdCouponUse,
  holdUnpaidSeat,
  putLearnerHold,
  releaseCouponHold,
  releaseUnpaidSeat,
  settleUnpaidSeat,
  uncountOpenHold,
  type OpenHoldKind,
} from '#lambdas/data/unpaid-holds';

// Every move of an enrollment and its payment is one DynamoDB transaction whose conditions say
// what both must still be (docs/product.md §10): seats, coupon uses and states move together or not at
// all, and a move that lost a race to another (webhook, status check, scheduled job) is a no-op.

type Seat = Pick<Enrollment, 'courseSlug' | 'batch' | 'couponCode'>;

const seatAndCoupon = (enrollment: Seat) => [
  takeSeat(enrollment.courseSlug, enrollment.batch.id),
  ...(enrollment.couponCode ? [takeCouponUse(enrollment.couponCode, 'no-hold')] : []),
];

const seatAndCouponBack = (enrollment: Seat) => [
  giveBackSeat(enrollment.courseSlug, enrollment.batch.id),
  ...(enrollment.couponCode ? [giveBackCouponUse(enrollment.couponCode)] : []),
];

/** Why an unpaid checkout may be refused its hold (decision 012). */
export type HoldRefusal = 'batch' | 'coupon' | 'learner' | 'same-learner' | 'moved' | 'offer';

/** One write of a hold's bookkeeping; `counts` names what it counts, to net out a replacement. */
export interface HoldWrite {
  counts: string;
  item: TransactionItem;
  refusal?: HoldRefusal;
}

/** The caps a new hold is checked against, from the batch and coupon as checkout read them. */
export interface HoldCaps {
  seats: number;
  coupon: number;
}

const learnerHoldOf = (enrollment: Enrollment) => ({
  courseSlug: enrollment.courseSlug,
  batchId: enrollment.batch.id,
  email: enrollment.student.email,
});

const openHoldsOf = (enrollment: Enrollment): Array<[OpenHoldKind, string]> => [
  ['client', enrollment.holdClient ?? ''],
  ['email', enrollment.student.email],
  ['phone', enrollment.student.phone],
];

/** What an unpaid checkout holds: a seat, the coupon, a place in each learner cap, the marker. */
export function holdWrites(enrollment: Enrollment, caps: HoldCaps, now: Date): HoldWrite[] {
  const code = enrollment.couponCode;
  return [
    {
      counts: 'batch',
      item: holdUnpaidSeat(enrollment.courseSlug, enrollment.batch.id, caps.seats),
      refusal: 'batch',
    },
    ...(code
      ? [
          {
            counts: `coupon:${code}`,
            item: holdCouponUse(code, caps.coupon),
            refusal: 'coupon' as const,
          },
        ]
      : []),
    ...openHoldsOf(enrollment).map(([kind, value]) => ({
      counts: `${kind}:${value}`,
      item: countOpenHold(kind, value, maxOpenHoldsPerLearner, now),
      refusal: 'learner' as const,
    })),
    {
      counts: 'learner-hold',
      item: putLearnerHold(learnerHoldOf(enrollment), enrollment.id, enrollment.holdExpiresAt),
      refusal: 'same-learner',
    },
  ];
}

/**
 * What ending a hold gives back: unpaid, the seat and the coupon; paid, the seat and coupon use
 * become the learner's; money to look into (a wrong amount), the seat and coupon stay with it for
 * the admin, no longer as an unpaid hold. An enrollment held before this bookkeeping (no
 * holdClient) gives back what it took then: the seat and a coupon use.
 */
export function endHoldWrites(
  enrollment: Enrollment,
  outcome: 'unpaid' | 'paid' | 'attention',
): HoldWrite[] {
  const { courseSlug, couponCode: code } = enrollment;
  const batchId = enrollment.batch.id;
  if (enrollment.holdClient === undefined) {
    const items = outcome === 'unpaid' ? seatAndCouponBack(enrollment) : [];
    return items.map((item, index) => ({ counts: `before-bookkeeping:${index}`, item }));
  }
  return [
    {
      counts: 'batch',
      item:
        outcome === 'unpaid'
          ? releaseUnpaidSeat(courseSlug, batchId)
          : settleUnpaidSeat(courseSlug, batchId),
    },
    ...(code
      ? [
          {
            counts: `coupon:${code}`,
            item:
              outcome === 'unpaid'
                ? releaseCouponHold(code)
                : takeCouponUse(code, outcome === 'paid' ? 'hold' : 'hold-for-admin'),
          },
        ]
      : []),
    ...openHoldsOf(enrollment).map(([kind, value]) => ({
      counts: `${kind}:${value}`,
      item: uncountOpenHold(kind, value),
    })),
    { counts: 'learner-hold', item: deleteLearnerHold(learnerHoldOf(enrollment)) },
  ];
}

/** The pending enrollment, its hold and its PENDING payment, written with the hold's writes. */
export const newHoldItems = (enrollment: Enrollment, payment: PaymentRecord): TransactionItem[] => [
  putNewEnrollment(enrollment),
  putHold({
    enrollmentId: enrollment.id,
    merchantTransactionId: payment.merchantTransactionId,
    holdExpiresAt: enrollment.holdExpiresAt,
  }),
  putNewPayment(payment),
];

/** The refusals of a transaction's failed items, or 'moved' for a guard on a state. */
async function writeHold(writes: Array<HoldWrite | TransactionItem>): Promise<HoldRefusal[]> {
  const result = await writeTransaction(
    writes.map((write) => ('counts' in write ? write.item : write)),
  );
  if (result.ok) return [];
  return result.failedConditions.map((index) => {
    const write = writes[index]!;
    return 'counts' in write && write.refusal ? write.refusal : 'moved';
  });
}

/**
 * Checkout: holds a seat (and the coupon) for the unpaid checkout within the caps, and writes the
 * pending enrollment, its hold and its PENDING payment. Empty when held; else why not.
 */
export function holdSeatForCheckout(
  enrollment: Enrollment,
  payment: PaymentRecord,
  caps: HoldCaps,
  now: Date,
  /** A seat kept for the learner by a waiting-list offer: these items take it instead. */
  offeredSeat?: TransactionItem[],
): Promise<HoldRefusal[]> {
  const writes = holdWrites(enrollment, caps, now);
  const held = offeredSeat
    ? [
        ...offeredSeat.map((item) => ({ counts: 'offer', item, refusal: 'offer' as const })),
        ...writes.filter((write) => write.counts !== 'batch'),
      ]
    : writes;
  return writeHold([...held, ...newHoldItems(enrollment, payment)]);
}

export const replacedReason = 'Replaced by a newer checkout for the same batch';

/**
 * The same learner checks out again for a batch they hold a seat in: the earlier checkout is
 * cancelled and the new one takes its place in one transaction, so the seat is never let go.
 * Only what differs between the two moves (a coupon, the client, the phone).
 */
export function replaceHold(
  earlier: Enrollment,
  enrollment: Enrollment,
  payment: PaymentRecord,
  caps: HoldCaps,
  now: Date,
): Promise<HoldRefusal[]> {
  const updatedAt = now.toISOString();
  const ending = endHoldWrites(earlier, 'unpaid');
  const starting = holdWrites(enrollment, caps, now);
  const both = new Set(
    ending
      .map((write) => write.counts)
      .filter((counts) => starting.some((w) => w.counts === counts)),
  );
  const net = (writes: HoldWrite[]) => writes.filter((write) => !both.has(write.counts));
  const handover: HoldWrite = {
    counts: 'learner-hold',
    item: putLearnerHold(
      learnerHoldOf(enrollment),
      enrollment.id,
      enrollment.holdExpiresAt,
      earlier.id,
    ),
  };
  return writeHold([
    changePaymentState(earlier, ['PENDING'], { state: 'FAILED', updatedAt }),
    changeEnrollment(
      earlier,
      { enrollmentStatus: 'pending', seat: 'held' },
      {
        enrollmentStatus: 'cancelled',
        paymentStatus: 'failed',
        seat: 'released',
        statusReason: replacedReason,
        updatedAt,
      },
    ),
    deleteHold(earlier.id),
    ...net(ending),
    ...net(starting),
    ...(both.has('learner-hold') ? [handover] : []),
    ...newHoldItems(enrollment, payment),
  ]);
}

/**
 * The payment failed or the hold lapsed: the enrollment is cancelled and its seat and coupon
 * given back, only if it still holds them. False when something else moved it first.
 */
export async function releaseHold(
  enrollment: Enrollment,
  outcome: 'FAILED' | 'EXPIRED',
  now: Date,
): Promise<boolean> {
  const result = await writeTransaction(releaseHoldItems(enrollment, outcome, now));
  return result.ok;
}

/** The items of releaseHold. */
export function releaseHoldItems(
  enrollment: Enrollment,
  outcome: 'FAILED' | 'EXPIRED',
  now: Date,
): TransactionItem[] {
  const updatedAt = now.toISOString();
  return [
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
    ...endHoldWrites(enrollment, 'unpaid').map((write) => write.item),
  ];
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
  const result = await writeTransaction(retakeSeatItems(enrollment, status, now));
  if (result.ok) return 'confirmed';
  // The payment or enrollment changed meanwhile (indexes 0, 1): read again. Else: no room.
  if (result.failedConditions.some((index) => index < 2)) return 'moved';
  return result.failedConditions.includes(2) ? 'batch-full' : 'coupon-used-up';
}

/** The items of retakeSeatAndConfirm: the payment, the enrollment, the seat, then the coupon. */
export const retakeSeatItems = (
  enrollment: Enrollment,
  status: PaymentStatus,
  now: Date,
): TransactionItem[] => [
  changePaymentState(enrollment, lateStates, paidFields(status, now), {
    amountPaise: status.amountPaise,
  }),
  changeEnrollment(
    enrollment,
    { enrollmentStatus: 'cancelled', seat: 'released' },
    confirmedFields(status, now),
  ),
  ...seatAndCoupon(enrollment),
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
  // A completion between our read and this write would leave a refunded enrolment with a valid
  // certificate: the move then fails, and the refund is applied again with it (decision 016).
  const guard = { enrollmentStatus, seat, withoutCertificate: !enrollment.certificateId };
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
