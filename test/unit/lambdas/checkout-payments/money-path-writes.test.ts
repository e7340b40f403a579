import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Enrollment } from '#shared/checkout/enrollment';
import type { PaymentStatus } from '#lambdas/checkout-payments/phonepe/provider';
import {
  endHoldWrites,
  holdWrites,
  newHoldItems,
  releaseHoldItems,
} from '#lambdas/checkout-payments/hold-transitions';
import { confirmHeldItems, retakeSeatItems } from '#lambdas/checkout-payments/payment-transitions';
import { refundClaimItems, refundMove } from '#lambdas/checkout-payments/refund-lifecycle';
import { takeCouponUse } from '#lambdas/data/coupons';
import { batchKeys } from '#lambdas/data/courses';
import { waitingListKeys } from '#lambdas/data/batch-waiting-lists';
import { couponKeys } from '#lambdas/data/coupons';
import type { StoredPayment } from '#lambdas/data/payments';
import { conditionHolds, TableModel } from '#test/support/table-model';
import {
  batchItem,
  batchId,
  couponCode,
  couponItem,
  courseSlug,
  heldEnrollment,
  pendingPayment,
  requestedRefund,
  unusedPlaceholders,
  updateOf,
} from '#test/support/money-path';

// What each pure builder of the money path writes, and under which conditions, run against an
// in-memory double of DynamoDB's transactions (test/support/table-model.ts). The sequence of
// writes is in docs/architecture.md §8.

beforeAll(() => {
  // The items name their table; nothing is sent.
  vi.stubEnv('TABLE_NAME', 'unit-test-table');
});

const now = new Date('2026-11-27T10:00:00.000Z');
const caps = { seats: 3, coupon: 2 };
const batch = () => batchKeys(courseSlug, batchId);
const coupon = () => couponKeys(couponCode);
const withCoupon = (id: string, fields: Partial<Enrollment> = {}) =>
  heldEnrollment(id, { couponCode, ...fields });
const paid = (enrollment: Enrollment): PaymentStatus => ({
  merchantTransactionId: enrollment.merchantTransactionId,
  state: 'COMPLETED',
  amountPaise: enrollment.amounts.totalPaise,
  transactionId: `T_${enrollment.id}`,
});

/** A table with the batch and coupon, and `enrollment` held in it as checkout holds it. */
function tableHolding(enrollment: Enrollment, seats = 10, usageLimit: number | null = 5) {
  const table = new TableModel();
  table.put(batchItem(seats));
  table.put(couponItem(usageLimit));
  const checkout = [
    ...holdWrites(enrollment, caps, now).map((write) => write.item),
    ...newHoldItems(enrollment, pendingPayment(enrollment)),
  ];
  expect(table.transact(checkout)).toEqual({ ok: true });
  return table;
}

describe('the table double', () => {
  it('evaluates a comparison with a missing attribute as false, as DynamoDB does', () => {
    expect(conditionHolds('seatsTaken < seats', { seats: 3 })).toBe(false);
    expect(
      conditionHolds('attribute_not_exists(seatsHeld) OR seatsHeld < :cap', {}, {}, { ':cap': 1 }),
    ).toBe(true);
  });

  it('reads attribute_type, IN and names', () => {
    const item = { usageLimit: null, state: 'PENDING' };
    expect(conditionHolds('attribute_type(usageLimit, :null)', item, {}, { ':null': 'NULL' })).toBe(
      true,
    );
    const values = { ':a': 'EXPIRED', ':b': 'PENDING' };
    expect(conditionHolds('#s IN (:a, :b)', item, { '#s': 'state' }, values)).toBe(true);
    expect(conditionHolds('NOT (#s IN (:a, :b))', item, { '#s': 'state' }, values)).toBe(false);
  });

  it('writes all of a transaction or none, naming the items whose condition failed', () => {
    const table = new TableModel();
    table.put(batchItem(1, { seatsTaken: 1 }));
    const enrollment = heldEnrollment('E1');
    const result = table.transact([
      ...newHoldItems(enrollment, pendingPayment(enrollment)),
      ...holdWrites(enrollment, caps, now).map((write) => write.item),
    ]);
    expect(result).toEqual({ ok: false, failedConditions: [3] });
    expect(table.all('ENROLLMENT#')).toEqual([]);
  });

  it('refuses a transaction that touches one item twice, as DynamoDB does', () => {
    const table = new TableModel();
    table.put(couponItem(5));
    const use = takeCouponUse(couponCode, 'no-hold');
    expect(() => table.transact([use, use])).toThrow(/multiple operations on one item/);
  });
});

describe('takeCouponUse, the one write that holds a coupon to its limit', () => {
  it('turns a held use into a paid one while uses are left', () => {
    const table = new TableModel();
    table.put(couponItem(2, { usedCount: 1, heldCount: 2 }));
    expect(table.transact([takeCouponUse(couponCode, 'hold')])).toEqual({ ok: true });
    expect(table.get(coupon())).toMatchObject({ usedCount: 2, heldCount: 1 });
    expect(table.transact([takeCouponUse(couponCode, 'hold')]).ok).toBe(false);
    expect(table.get(coupon())).toMatchObject({ usedCount: 2, heldCount: 1 });
  });

  it('takes a use of an unlimited coupon (no limit, or null) whatever its count', () => {
    for (const fields of [{ usageLimit: null }, { usageLimit: undefined }]) {
      const table = new TableModel();
      table.put(couponItem(null, { ...fields, usedCount: 1000, heldCount: 1 }));
      expect(table.transact([takeCouponUse(couponCode, 'hold')])).toEqual({ ok: true });
      expect(table.transact([takeCouponUse(couponCode, 'no-hold')])).toEqual({ ok: true });
      expect(table.get(coupon())).toMatchObject({ usedCount: 1002, heldCount: 0 });
    }
  });

  it('takes the use of money kept for the admin whatever the limit', () => {
    const table = new TableModel();
    table.put(couponItem(1, { usedCount: 1, heldCount: 1 }));
    const item = takeCouponUse(couponCode, 'hold-for-admin');
    expect(updateOf(item).ConditionExpression).toBeUndefined();
    expect(table.transact([item])).toEqual({ ok: true });
    expect(table.get(coupon())).toMatchObject({ usedCount: 2, heldCount: 0 });
  });

  it('takes a use for a payment whose hold lapsed only from an active coupon, leaving the holds', () => {
    const table = new TableModel();
    table.put(couponItem(3, { isActive: false, usedCount: 1, heldCount: 1 }));
    expect(table.transact([takeCouponUse(couponCode, 'no-hold')]).ok).toBe(false);
    table.put(couponItem(3, { usedCount: 1, heldCount: 1 }));
    expect(table.transact([takeCouponUse(couponCode, 'no-hold')])).toEqual({ ok: true });
    expect(table.get(coupon())).toMatchObject({ usedCount: 2, heldCount: 1 });
    table.put(couponItem(2, { usedCount: 2 }));
    expect(table.transact([takeCouponUse(couponCode, 'no-hold')]).ok).toBe(false);
  });

  it('defines no placeholder its expressions leave unused, which DynamoDB would refuse', () => {
    for (const from of ['hold', 'hold-for-admin', 'no-hold'] as const) {
      expect(unusedPlaceholders(takeCouponUse(couponCode, from))).toEqual([]);
    }
  });
});

describe('holdWrites: what an unpaid checkout holds', () => {
  it('holds a seat, the coupon, a place in each open-checkout cap and the learner’s marker', () => {
    const enrollment = withCoupon('E1');
    const writes = holdWrites(enrollment, caps, now);
    expect(writes.map(({ counts, refusal }) => [counts, refusal])).toEqual([
      ['batch', 'batch'],
      [`coupon:${couponCode}`, 'coupon'],
      ['client:203.0.113.7', 'learner'],
      ['email:e1@example.com', 'learner'],
      ['phone:9876543210', 'learner'],
      ['learner-hold', 'same-learner'],
    ]);
    for (const { item } of writes) expect(unusedPlaceholders(item)).toEqual([]);

    const table = tableHolding(enrollment);
    expect(table.get(batch())).toMatchObject({ seatsTaken: 1, seatsHeld: 1, hasEnrollments: true });
    expect(table.get(coupon())).toMatchObject({ usedCount: 0, heldCount: 1 });
    expect(table.get({ pk: 'OPEN_HOLDS#phone#9876543210', sk: 'OPEN_HOLDS' })).toMatchObject({
      openHolds: 1,
    });
    expect(
      table.get({ pk: `LEARNER_HOLD#${courseSlug}#${batchId}#e1@example.com`, sk: 'LEARNER_HOLD' }),
    ).toMatchObject({ enrollmentId: 'E1' });
  });

  it('writes nothing for a coupon when the checkout has none', () => {
    const counts = holdWrites(heldEnrollment('E1'), caps, now).map((write) => write.counts);
    expect(counts.some((name) => name.startsWith('coupon:'))).toBe(false);
  });

  it('refuses a seat past the unpaid share, and past the seats', () => {
    const table = new TableModel();
    table.put(batchItem(10, { seatsTaken: 4, seatsHeld: 3 }));
    const seat = holdWrites(heldEnrollment('E1'), caps, now)[0]!.item;
    expect(table.transact([seat])).toEqual({ ok: false, failedConditions: [0] });
    table.put(batchItem(4, { seatsTaken: 4, seatsHeld: 0 }));
    expect(table.transact([seat])).toEqual({ ok: false, failedConditions: [0] });
    table.put(batchItem(4, { seatsTaken: 3 }));
    expect(table.transact([seat])).toEqual({ ok: true });
    expect(table.get(batch())).toMatchObject({ seatsTaken: 4, seatsHeld: 1 });
  });

  it('refuses a limited coupon held to its cap, or with every use paid', () => {
    const table = new TableModel();
    const hold = holdWrites(withCoupon('E1'), caps, now)[1]!.item;
    table.put(couponItem(5, { heldCount: caps.coupon }));
    expect(table.transact([hold]).ok).toBe(false);
    table.put(couponItem(5, { usedCount: 5 }));
    expect(table.transact([hold]).ok).toBe(false);
    table.put(couponItem(5, { usedCount: 4, heldCount: 1 }));
    expect(table.transact([hold])).toEqual({ ok: true });
  });

  it('refuses a third open checkout of one phone', () => {
    const table = new TableModel();
    table.put(batchItem(10));
    for (const [index, id] of ['E1', 'E2', 'E3'].entries()) {
      const enrollment = heldEnrollment(id, { holdClient: `198.51.100.${index}` });
      const result = table.transact(holdWrites(enrollment, caps, now).map((write) => write.item));
      expect(result).toEqual(index < 2 ? { ok: true } : { ok: false, failedConditions: [3] });
    }
  });
});

describe('endHoldWrites: what ending a hold gives back', () => {
  it('gives the seat, the coupon hold and the caps back when the hold ends unpaid', () => {
    const enrollment = withCoupon('E1');
    const table = tableHolding(enrollment);
    const result = table.transact(releaseHoldItems(enrollment, 'EXPIRED', now));
    expect(result).toEqual({ ok: true });
    expect(table.get(batch())).toMatchObject({ seatsTaken: 0, seatsHeld: 0 });
    expect(table.get(coupon())).toMatchObject({ usedCount: 0, heldCount: 0 });
    expect(table.get({ pk: 'OPEN_HOLDS#client#203.0.113.7', sk: 'OPEN_HOLDS' })).toMatchObject({
      openHolds: 0,
    });
    expect(table.get({ pk: 'ENROLLMENT#E1', sk: 'HOLD' })).toBeUndefined();
    expect(table.get({ pk: 'ENROLLMENT#E1', sk: 'ENROLLMENT' })).toMatchObject({
      enrollmentStatus: 'cancelled',
      paymentStatus: 'expired',
      seat: 'released',
    });
  });

  it('keeps the seat and turns the held coupon into a use when paid', () => {
    const enrollment = withCoupon('E1');
    const table = tableHolding(enrollment);
    expect(table.transact(confirmHeldItems(enrollment, paid(enrollment), now).items)).toEqual({
      ok: true,
    });
    expect(table.get(batch())).toMatchObject({ seatsTaken: 1, seatsHeld: 0 });
    expect(table.get(coupon())).toMatchObject({ usedCount: 1, heldCount: 0 });
    expect(table.get({ pk: `PAYMENT#MT_E1`, sk: 'PAYMENT' })).toMatchObject({
      state: 'COMPLETED',
    });
  });

  it('gives an enrollment held before holds were counted back its seat and use, and settles nothing', () => {
    const legacy = withCoupon('E1', { holdClient: undefined });
    const unpaid = endHoldWrites(legacy, 'unpaid').map((write) => updateOf(write.item));
    expect(unpaid.map((update) => [update.Key, update.UpdateExpression])).toEqual([
      [batch(), 'SET seatsTaken = seatsTaken - :one'],
      [{ pk: coupon().pk, sk: coupon().sk }, 'SET usedCount = usedCount - :one'],
    ]);
    expect(endHoldWrites(legacy, 'paid')).toEqual([]);
    expect(endHoldWrites(legacy, 'attention')).toEqual([]);
  });

  it('settles a wrong amount’s seat and coupon for the admin, past the coupon’s limit', () => {
    const writes = endHoldWrites(withCoupon('E1'), 'attention');
    const couponWrite = writes.find((write) => write.counts.startsWith('coupon:'))!;
    expect(updateOf(couponWrite.item).ConditionExpression).toBeUndefined();
  });
});

describe('confirming a paid hold', () => {
  it('points at its coupon item, so a refusal there reads as the coupon used up', () => {
    const enrollment = withCoupon('E1');
    const { items, couponIndex } = confirmHeldItems(enrollment, paid(enrollment), now);
    expect(updateOf(items[couponIndex]).Key).toEqual({ pk: coupon().pk, sk: coupon().sk });
    const table = tableHolding(enrollment, 10, 1);
    table.put(couponItem(1, { usedCount: 1, heldCount: 1 }));
    expect(table.transact(items)).toEqual({ ok: false, failedConditions: [couponIndex] });
    expect(confirmHeldItems(heldEnrollment('E2'), paid(enrollment), now).couponIndex).toBe(-1);
  });

  it('moves nothing a second time: the payment must still be PENDING and the seat held', () => {
    const enrollment = withCoupon('E1');
    const table = tableHolding(enrollment);
    const { items } = confirmHeldItems(enrollment, paid(enrollment), now);
    expect(table.transact(items)).toEqual({ ok: true });
    const again = table.transact(items);
    expect(again.ok).toBe(false);
    expect(table.get(coupon())).toMatchObject({ usedCount: 1, heldCount: 0 });
  });
});

describe('retakeSeatItems: a payment after its hold lapsed', () => {
  it('takes a seat and a use again, in the order payment, enrollment, seat, coupon', () => {
    const enrollment = withCoupon('E1');
    const table = tableHolding(enrollment);
    table.transact(releaseHoldItems(enrollment, 'EXPIRED', now));
    const lapsed = { ...enrollment, enrollmentStatus: 'cancelled', seat: 'released' } as const;
    const items = retakeSeatItems(lapsed, paid(enrollment), now);
    expect(items.map((item) => updateOf(item).Key.pk)).toEqual([
      'PAYMENT#MT_E1',
      'ENROLLMENT#E1',
      batch().pk,
      coupon().pk,
    ]);
    expect(table.transact(items)).toEqual({ ok: true });
    expect(table.get(batch())).toMatchObject({ seatsTaken: 1, seatsHeld: 0 });
    expect(table.get(coupon())).toMatchObject({ usedCount: 1, heldCount: 0 });
  });

  it('is refused on a full batch and on a coupon used up, by the seat’s and the coupon’s items', () => {
    const enrollment = withCoupon('E1');
    const table = tableHolding(enrollment, 1, 1);
    table.transact(releaseHoldItems(enrollment, 'EXPIRED', now));
    const lapsed = { ...enrollment, enrollmentStatus: 'cancelled', seat: 'released' } as const;
    table.put(batchItem(1, { seatsTaken: 1, seatsHeld: 0 }));
    table.put(couponItem(1, { usedCount: 1, heldCount: 0 }));
    expect(table.transact(retakeSeatItems(lapsed, paid(enrollment), now))).toEqual({
      ok: false,
      failedConditions: [2, 3],
    });
  });
});

describe('a hold taken from a waiting-list offer (decision 025)', () => {
  const offerEnds = '2026-11-28T09:00:00.000Z';
  const offer = { courseSlug, batchId, entryId: 'ENTRY1', expiresAt: offerEnds };
  const entryKey = waitingListKeys(offer, offer.entryId);

  /** A 1-seat batch whose seat an offer kept, taken by E1's unpaid checkout. */
  function tableWithTakenOffer(entryFields: Record<string, unknown> = {}) {
    const enrollment = heldEnrollment('E1', {
      waitingListOffer: { entryId: offer.entryId, expiresAt: offerEnds },
    });
    const table = tableHolding(enrollment, 1);
    table.put({
      ...entryKey,
      status: 'taken',
      enrollmentId: 'E1',
      offerExpiresAt: offerEnds,
      takenAt: now.toISOString(),
      ...entryFields,
    });
    return { enrollment, table };
  }

  it('gives the seat back to the offer, not the batch, when it ends unpaid', () => {
    const { enrollment, table } = tableWithTakenOffer();
    expect(table.transact(releaseHoldItems(enrollment, 'FAILED', now, offer))).toEqual({
      ok: true,
    });
    expect(table.get(batch())).toMatchObject({ seatsTaken: 1, seatsHeld: 0, seatsOffered: 1 });
    const entry = table.get(entryKey);
    expect(entry).toMatchObject({ status: 'offered', offerExpiresAt: offerEnds });
    expect(entry).not.toHaveProperty('enrollmentId');
    expect(table.get({ pk: 'WAITLISTS', sk: `${courseSlug}#${batchId}` })).toBeDefined();
    expect(table.get({ pk: 'ENROLLMENT#E1', sk: 'ENROLLMENT' })).toMatchObject({
      enrollmentStatus: 'cancelled',
      paymentStatus: 'failed',
    });
  });

  it('is refused by the entry when the offer moved on, or has ended', () => {
    const left = tableWithTakenOffer({ status: 'left' });
    const items = releaseHoldItems(left.enrollment, 'FAILED', now, offer);
    const entryIndex = items.findIndex((item) => item.Update?.Key?.pk === entryKey.pk);
    expect(left.table.transact(items)).toEqual({ ok: false, failedConditions: [entryIndex] });
    const ended = tableWithTakenOffer();
    const later = new Date(offerEnds);
    expect(
      ended.table.transact(releaseHoldItems(ended.enrollment, 'FAILED', later, offer)),
    ).toEqual({ ok: false, failedConditions: [entryIndex] });
  });

  it('lets a payment that completes afterwards take the offer’s seat, the batch being full', () => {
    const { enrollment, table } = tableWithTakenOffer();
    table.transact(releaseHoldItems(enrollment, 'EXPIRED', now, offer));
    const lapsed = { ...enrollment, enrollmentStatus: 'cancelled', seat: 'released' } as const;
    expect(table.transact(retakeSeatItems(lapsed, paid(enrollment), now))).toMatchObject({
      ok: false,
    });
    expect(table.transact(retakeSeatItems(lapsed, paid(enrollment), now, offer))).toEqual({
      ok: true,
    });
    expect(table.get(batch())).toMatchObject({ seatsTaken: 1, seatsHeld: 0, seatsOffered: 0 });
    expect(table.get(entryKey)).toMatchObject({ status: 'taken', enrollmentId: 'E1' });
  });
});

describe('refundMove: a refund’s answer moves the attempt, the payment and the enrollment', () => {
  function confirmedWithRefund(answer: 'PENDING' | 'COMPLETED' | 'FAILED') {
    const enrollment = withCoupon('E1');
    const table = tableHolding(enrollment);
    table.transact(confirmHeldItems(enrollment, paid(enrollment), now).items);
    const payment = table.get({ pk: 'PAYMENT#MT_E1', sk: 'PAYMENT' }) as unknown as StoredPayment;
    const attempt = requestedRefund(payment, 'admin@example.com', now.toISOString());
    const request = {
      amountPaise: payment.amountPaise,
      requestedBy: 'admin@example.com',
      fromStates: ['COMPLETED' as const, 'REFUND_FAILED' as const],
    };
    expect(table.transact(refundClaimItems(payment, request, attempt))).toEqual({ ok: true });
    const claimed = table.get({ pk: 'PAYMENT#MT_E1', sk: 'PAYMENT' }) as unknown as StoredPayment;
    const confirmed = table.get({ pk: 'ENROLLMENT#E1', sk: 'ENROLLMENT' }) as unknown as Enrollment;
    const items = refundMove(
      attempt,
      { state: answer },
      { payment: claimed, enrollment: confirmed, certificate: undefined, reviewWithdrawal: [] },
      now.toISOString(),
    );
    return { table, items, attempt };
  }

  it('gives the seat and the coupon use back once PhonePe accepts, the coupon item last', () => {
    const { table, items } = confirmedWithRefund('PENDING');
    expect(items.map((item) => updateOf(item).Key.pk)).toEqual([
      'PAYMENT#MT_E1',
      'PAYMENT#MT_E1',
      'ENROLLMENT#E1',
      batch().pk,
      coupon().pk,
    ]);
    expect(table.transact(items)).toEqual({ ok: true });
    expect(table.get(batch())).toMatchObject({ seatsTaken: 0 });
    expect(table.get(coupon())).toMatchObject({ usedCount: 0 });
    expect(table.get({ pk: 'PAYMENT#MT_E1', sk: 'PAYMENT' })).toMatchObject({
      state: 'REFUNDING',
      refundState: 'PENDING',
    });
  });

  it('leaves the seat and the use with the learner when the refund fails', () => {
    const { table, items } = confirmedWithRefund('FAILED');
    expect(items).toHaveLength(2);
    expect(table.transact(items)).toEqual({ ok: true });
    expect(table.get(batch())).toMatchObject({ seatsTaken: 1 });
    expect(table.get(coupon())).toMatchObject({ usedCount: 1 });
    expect(table.get({ pk: 'PAYMENT#MT_E1', sk: 'PAYMENT' })).toMatchObject({
      state: 'REFUND_FAILED',
    });
  });

  it('moves only the attempt when a later attempt speaks for the payment', () => {
    const { attempt } = confirmedWithRefund('PENDING');
    const enrollment = withCoupon('E1', { enrollmentStatus: 'confirmed', seat: 'taken' });
    const payment = {
      ...pendingPayment(enrollment),
      state: 'REFUNDING',
      merchantRefundId: 'MT_E1_R2',
    } as StoredPayment;
    const items = refundMove(
      attempt,
      { state: 'COMPLETED' },
      { payment, enrollment, certificate: undefined, reviewWithdrawal: [] },
      now.toISOString(),
    );
    expect(items).toHaveLength(1);
    expect(updateOf(items[0]).Key.sk).toBe(`REFUND#${attempt.merchantRefundId}`);
  });

  it('applies an answer once: a repeated one finds the attempt already moved', () => {
    const { table, items } = confirmedWithRefund('COMPLETED');
    expect(table.transact(items)).toEqual({ ok: true });
    expect(table.transact(items).ok).toBe(false);
    expect(table.get(batch())).toMatchObject({ seatsTaken: 0 });
    expect(table.get(coupon())).toMatchObject({ usedCount: 0 });
  });
});
