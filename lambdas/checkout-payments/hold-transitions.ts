import type { Enrollment, PaymentRecord } from '#shared/checkout/enrollment';
import { maxOpenHoldsPerLearner } from '#shared/checkout/unpaid-holds';
import { giveBackCouponUse, takeCouponUse } from '#lambdas/data/coupons';
import { giveBackSeat, takeSeat } from '#lambdas/data/courses';
import { changeEnrollment, deleteHold, putHold, putNewEnrollment } from '#lambdas/data/enrollments';
import { changePaymentState, putNewPayment } from '#lambdas/data/payments';
import { writeTransaction, type TransactionItem } from '#lambdas/data/transactions';
import {
  passTakenOffer,
  reopenOfferItems,
  type TakenOffer,
} from '#lambdas/data/batch-waiting-lists';
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
// what both must still be (docs/product.md §10): seats, coupon uses and states move together or not
// at all, and a move that lost a race to another (webhook, status check, scheduled job) is a no-op.
// The moves, hold → pay | lapse → refund, are in docs/architecture.md §8; each builds its items
// in a pure function (…Items, …Writes) and writes them in another.
// This file: a checkout's hold, its replacement by the same learner's next one, and its end.

type Seat = Pick<Enrollment, 'courseSlug' | 'batch' | 'couponCode'>;

/** A coupon use taken outright, with no hold of it: a payment after its hold lapsed. */
export const couponUseWithoutHold = ({ couponCode }: Pick<Seat, 'couponCode'>) =>
  couponCode ? [takeCouponUse(couponCode, 'no-hold')] : [];

/** A seat and a coupon use taken outright, as a payment after its hold lapsed takes them. */
export const seatAndCouponUse = (enrollment: Seat) => [
  takeSeat(enrollment.courseSlug, enrollment.batch.id),
  ...couponUseWithoutHold(enrollment),
];

/** A taken seat and coupon use given back: a refund, or a hold from before holds were counted. */
export const seatAndCouponUseBack = (enrollment: Seat) => [
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
    const items = outcome === 'unpaid' ? seatAndCouponUseBack(enrollment) : [];
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
  const offer = takenOfferOf(earlier);
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
    ...(offer ? [passTakenOffer(offer, earlier.id, enrollment.id)] : []),
    ...newHoldItems(enrollment, payment),
  ]);
}

/** The waiting-list offer an enrollment's hold was taken from, with the list it is on. */
export const takenOfferOf = (enrollment: Enrollment): TakenOffer | undefined =>
  enrollment.waitingListOffer && {
    courseSlug: enrollment.courseSlug,
    batchId: enrollment.batch.id,
    ...enrollment.waitingListOffer,
  };

/**
 * The payment failed or the hold lapsed: the enrollment is cancelled and its seat and coupon
 * given back, only if it still holds them. False when something else moved it first.
 */
export async function releaseHold(
  enrollment: Enrollment,
  outcome: 'FAILED' | 'EXPIRED',
  now: Date,
): Promise<boolean> {
  const offer = takenOfferOf(enrollment);
  if (offer && offer.expiresAt > now.toISOString()) {
    const reopened = await writeTransaction(releaseHoldItems(enrollment, outcome, now, offer));
    if (reopened.ok) return true;
    // The offer moved on (staff took the entry off the list): the seat goes back to the batch.
  }
  const result = await writeTransaction(releaseHoldItems(enrollment, outcome, now));
  return result.ok;
}

/**
 * The items of releaseHold. Given the offer the hold was taken from, while it runs, the seat goes
 * back to that offer instead of the batch (decision 025): a failed payment is tried again.
 */
export function releaseHoldItems(
  enrollment: Enrollment,
  outcome: 'FAILED' | 'EXPIRED',
  now: Date,
  reopenedOffer?: TakenOffer,
): TransactionItem[] {
  const updatedAt = now.toISOString();
  const ending = endHoldWrites(enrollment, 'unpaid');
  const seatBack = reopenedOffer
    ? [
        ...ending.filter((write) => write.counts !== 'batch').map((write) => write.item),
        ...reopenOfferItems(reopenedOffer, enrollment.id, now),
      ]
    : ending.map((write) => write.item);
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
    ...seatBack,
  ];
}
