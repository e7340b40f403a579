import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Enrollment, PaymentRecordState } from '#shared/checkout/enrollment';
import { systemRefunder } from '#shared/checkout/refund';
import {
  maxOpenHoldsPerLearner,
  unpaidCouponCap,
  unpaidSeatCap,
} from '#shared/checkout/unpaid-holds';
import type { PaymentStatus } from '#lambdas/checkout-payments/phonepe/provider';
import {
  holdWrites,
  newHoldItems,
  releaseHoldItems,
} from '#lambdas/checkout-payments/hold-transitions';
import {
  confirmHeldItems,
  lateStates,
  retakeSeatItems,
} from '#lambdas/checkout-payments/payment-transitions';
import { lateRefundRequest } from '#lambdas/checkout-payments/payment-exceptions';
import { refundClaimItems, refundMove } from '#lambdas/checkout-payments/refund-lifecycle';
import { batchKeys } from '#lambdas/data/courses';
import { couponKeys } from '#lambdas/data/coupons';
import type { StoredPayment } from '#lambdas/data/payments';
import type { RefundAttempt } from '#shared/checkout/refund';
import { TableModel } from '#test/support/table-model';
import {
  batchId,
  batchItem,
  couponCode,
  couponItem,
  courseSlug,
  heldEnrollment,
  pendingPayment,
  requestedRefund,
} from '#test/support/money-path';

// Decision 012 and docs/product.md §5: whatever happens, in whatever order, no batch has more
// learners than seats and no coupon more uses than its limit. Any sequence of checkouts, payments
// (on time, after the hold lapsed, refused), lapses and refunds (accepted, completed, failed)
// runs the real builders of the money path, each step's items as one transaction of an
// in-memory double of DynamoDB (test/support/table-model.ts), with the same decisions the
// use cases take on what they read (payment-confirmation.ts, refund-lifecycle.ts). After every
// step the counters stay within their bounds and agree with the enrollments that hold them.

beforeAll(() => {
  vi.stubEnv('TABLE_NAME', 'unit-test-table');
});

type RefundAnswerState = 'PENDING' | 'COMPLETED' | 'FAILED';

type Step =
  | { kind: 'checkout'; learner: number; coupon: boolean }
  | { kind: 'pay'; learner: number }
  | { kind: 'payment-failed'; learner: number }
  | { kind: 'lapse'; learner: number }
  | { kind: 'refund'; learner: number; answer: RefundAnswerState }
  | { kind: 'refund-settles'; learner: number; answer: 'COMPLETED' | 'FAILED' };

const learners = 4;
const learner = fc.integer({ min: 0, max: learners - 1 });
// Checkouts and payments come more often than the rest, so sequences reach the limits.
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('checkout' as const), learner, coupon: fc.boolean() }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('pay' as const), learner }) },
  fc.record({ kind: fc.constant('payment-failed' as const), learner }),
  fc.record({ kind: fc.constant('lapse' as const), learner }),
  fc.record({
    kind: fc.constant('refund' as const),
    learner,
    answer: fc.constantFrom<RefundAnswerState>('PENDING', 'COMPLETED', 'FAILED'),
  }),
  fc.record({
    kind: fc.constant('refund-settles' as const),
    learner,
    answer: fc.constantFrom<'COMPLETED' | 'FAILED'>('COMPLETED', 'FAILED'),
  }),
);

const isHolding = (enrollment: Enrollment) =>
  enrollment.enrollmentStatus === 'pending' && enrollment.seat === 'held';
const hasLapsed = (enrollment: Enrollment) =>
  enrollment.enrollmentStatus === 'cancelled' && enrollment.seat === 'released';

/** One batch of `seats` seats, one coupon limited to `usageLimit` (null: unlimited), learners. */
class Shop {
  readonly table = new TableModel();
  /** Each learner's checkouts, the latest last. */
  private readonly checkouts: string[][] = Array.from({ length: learners }, () => []);
  private clock = Date.parse('2026-11-27T10:00:00.000Z');
  private made = 0;

  constructor(
    readonly seats: number,
    readonly usageLimit: number | null,
  ) {
    this.table.put(batchItem(seats));
    this.table.put(couponItem(usageLimit));
  }

  run(action: Step): void {
    this.clock += 60_000;
    const now = new Date(this.clock);
    if (action.kind === 'checkout') return this.checkout(action.learner, action.coupon, now);
    const id = this.checkouts[action.learner]!.at(-1);
    if (!id) return;
    if (action.kind === 'pay') return this.pay(id, now);
    const enrollment = this.enrollment(id);
    const payment = this.payment(enrollment);
    if (action.kind === 'payment-failed' || action.kind === 'lapse') {
      // The webhook's failure, or the scheduled job's lapse, while the seat is held.
      if (payment.state === 'PENDING' && isHolding(enrollment)) {
        const outcome = action.kind === 'lapse' ? 'EXPIRED' : 'FAILED';
        this.table.transact(releaseHoldItems(enrollment, outcome, now));
      }
      return;
    }
    if (action.kind === 'refund') {
      // An admin refunds a paid payment (refund-lifecycle.ts, startRefund).
      const attempt = requestedRefund(payment, 'admin@example.com', now.toISOString());
      const claim = refundClaimItems(
        payment,
        {
          amountPaise: payment.amountPaise,
          requestedBy: 'admin@example.com',
          fromStates: ['COMPLETED', 'REFUND_FAILED'],
        },
        attempt,
      );
      if (this.table.transact(claim).ok) this.answerRefund(attempt, action.answer, now);
      return;
    }
    const latest = payment.merchantRefundId;
    if (latest) this.answerRefund(this.refund(payment, latest), action.answer, now);
  }

  private checkout(learnerIndex: number, withCoupon: boolean, now: Date): void {
    this.made += 1;
    const id = `E${String(this.made).padStart(4, '0')}`;
    const enrollment = heldEnrollment(
      id,
      {
        couponCode: withCoupon ? couponCode : null,
        // Four learners from three connections, each with an address and phone of their own.
        holdClient: `203.0.113.${learnerIndex % 3}`,
        student: {
          name: 'Priya Sharma',
          email: `learner${learnerIndex}@example.com`,
          phone: `98765432${String(learnerIndex).padStart(2, '0')}`,
          city: 'Bengaluru',
          state: 'Karnataka',
        },
      },
      now.toISOString(),
    );
    // The caps from the batch and coupon as checkout reads them (checkout.ts, capsOf).
    const coupon = this.table.get(couponKeys(couponCode))!;
    const caps = {
      seats: unpaidSeatCap(this.seats),
      coupon: this.usageLimit ? unpaidCouponCap(this.usageLimit, Number(coupon.usedCount)) : 0,
    };
    const held = this.table.transact([
      ...holdWrites(enrollment, caps, now).map((write) => write.item),
      ...newHoldItems(enrollment, pendingPayment(enrollment)),
    ]);
    if (held.ok) this.checkouts[learnerIndex]!.push(id);
  }

  /** PhonePe says the payment completed, for the right amount (payment-confirmation.ts). */
  private pay(id: string, now: Date): void {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const enrollment = this.enrollment(id);
      const payment = this.payment(enrollment);
      const status: PaymentStatus = {
        merchantTransactionId: payment.merchantTransactionId,
        state: 'COMPLETED',
        amountPaise: payment.amountPaise,
        transactionId: `T_${id}`,
      };
      if (payment.state === 'PENDING' && isHolding(enrollment)) {
        const { items, couponIndex } = confirmHeldItems(enrollment, status, now);
        const result = this.table.transact(items);
        if (result.ok) return;
        if (!result.failedConditions.every((index) => index === couponIndex)) return;
        // Others paid the coupon's last uses: the hold ends, and it is read again as late.
        this.table.transact(releaseHoldItems(enrollment, 'EXPIRED', now));
        continue;
      }
      if (lateStates.includes(payment.state) && hasLapsed(enrollment)) {
        const result = this.table.transact(retakeSeatItems(enrollment, status, now));
        if (result.ok || result.failedConditions.some((index) => index < 2)) return;
        this.refundLatePayment(enrollment, payment, status, now);
      }
      return;
    }
  }

  /** No seat or no coupon use left for a late payment (payment-exceptions.ts). */
  private refundLatePayment(
    enrollment: Enrollment,
    payment: StoredPayment,
    status: PaymentStatus,
    now: Date,
  ): void {
    const request = lateRefundRequest(enrollment, status, 'Paid late.', now);
    const paid = { ...payment, ...request.paymentFields };
    const attempt = requestedRefund(paid, systemRefunder, now.toISOString(), request.reason);
    const claim = refundClaimItems(paid, request, attempt);
    if (this.table.transact(claim).ok) this.answerRefund(attempt, 'PENDING', now);
  }

  /** PhonePe's answer to a refund, applied as applyRefundAnswer applies it. */
  private answerRefund(attempt: RefundAttempt, answer: RefundAnswerState, now: Date): void {
    const refund = this.refund(attempt, attempt.merchantRefundId);
    const enrollment = this.enrollment(refund.enrollmentId);
    const payment = this.payment(enrollment);
    const items = refundMove(
      refund,
      { state: answer },
      { payment, enrollment, certificate: undefined, reviewWithdrawal: [] },
      now.toISOString(),
    );
    const result = this.table.transact(items);
    const couponLast = items.length - 1;
    if (
      !result.ok &&
      enrollment.couponCode &&
      result.failedConditions.every((index) => index === couponLast)
    ) {
      this.table.transact(items.slice(0, couponLast));
    }
  }

  private enrollment(id: string): Enrollment {
    return this.table.get({ pk: `ENROLLMENT#${id}`, sk: 'ENROLLMENT' }) as unknown as Enrollment;
  }

  private payment(enrollment: Enrollment): StoredPayment {
    const key = { pk: `PAYMENT#${enrollment.merchantTransactionId}`, sk: 'PAYMENT' };
    return this.table.get(key) as unknown as StoredPayment;
  }

  private refund(
    payment: Pick<StoredPayment, 'merchantTransactionId'>,
    merchantRefundId: string,
  ): RefundAttempt {
    const key = {
      pk: `PAYMENT#${payment.merchantTransactionId}`,
      sk: `REFUND#${merchantRefundId}`,
    };
    return this.table.get(key) as unknown as RefundAttempt;
  }

  /** The bounds, and the counters against the enrollments that hold them. */
  expectWithinBounds(): void {
    const batch = this.table.get(batchKeys(courseSlug, batchId))!;
    const coupon = this.table.get(couponKeys(couponCode))!;
    const enrollments = this.table
      .all('ENROLLMENT#')
      .filter((item) => item.sk === 'ENROLLMENT') as unknown as Enrollment[];
    const count = (holds: (enrollment: Enrollment) => boolean) => enrollments.filter(holds).length;
    const withCoupon = (enrollment: Enrollment) => enrollment.couponCode === couponCode;

    const seatsTaken = Number(batch.seatsTaken);
    const seatsHeld = Number(batch.seatsHeld ?? 0);
    expect(seatsTaken).toBeGreaterThanOrEqual(0);
    expect(seatsTaken).toBeLessThanOrEqual(this.seats);
    expect(seatsHeld).toBeGreaterThanOrEqual(0);
    expect(seatsHeld).toBeLessThanOrEqual(Math.min(seatsTaken, unpaidSeatCap(this.seats)));
    expect(seatsTaken).toBe(count((e) => e.seat === 'held' || e.seat === 'taken'));
    expect(seatsHeld).toBe(count((e) => e.seat === 'held'));

    const usedCount = Number(coupon.usedCount);
    const heldCount = Number(coupon.heldCount ?? 0);
    expect(usedCount).toBeGreaterThanOrEqual(0);
    if (this.usageLimit !== null) expect(usedCount).toBeLessThanOrEqual(this.usageLimit);
    expect(heldCount).toBeGreaterThanOrEqual(0);
    expect(usedCount).toBe(count((e) => withCoupon(e) && e.seat === 'taken'));
    expect(heldCount).toBe(count((e) => withCoupon(e) && e.seat === 'held'));

    for (const counter of this.table.all('OPEN_HOLDS#')) {
      const [, kind, value] = String(counter.pk).split('#');
      const open = count(
        (e) =>
          e.seat === 'held' &&
          (kind === 'client'
            ? e.holdClient === value
            : kind === 'email'
              ? e.student.email === value
              : e.student.phone === value),
      );
      expect(counter.openHolds).toBe(open);
      expect(open).toBeLessThanOrEqual(maxOpenHoldsPerLearner);
    }
  }

  /** How the run ended, so a test can tell the sequences reached what they are meant to. */
  paymentStates(): PaymentRecordState[] {
    return this.table
      .all('PAYMENT#')
      .filter((item) => item.sk === 'PAYMENT')
      .map((item) => item.state as PaymentRecordState);
  }
}

const shop = fc.record({
  // From 10 seats up, unpaid checkouts may hold two or three at once (a fifth of the seats).
  seats: fc.integer({ min: 1, max: 15 }),
  usageLimit: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
});
// `size: 'max'`, or fast-check keeps arrays to about ten steps, too few to fill a batch and pay.
const steps = fc.array(step, { minLength: 1, maxLength: 80, size: 'max' });

describe('seats and coupon uses across any sequence of checkout, payment, lapse and refund', () => {
  it('never go below zero or above their limits, and always match the enrollments holding them', () => {
    fc.assert(
      fc.property(shop, steps, ({ seats, usageLimit }, sequence) => {
        const run = new Shop(seats, usageLimit);
        for (const action of sequence) {
          run.run(action);
          run.expectWithinBounds();
        }
      }),
      { numRuns: 200 },
    );
    // 200 sequences of up to 80 steps take a few seconds, more on a loaded machine.
  }, 60_000);

  it('grant a coupon held by more checkouts than it has uses only its uses; the later payer is refunded', () => {
    const run = new Shop(10, 1);
    for (const action of [
      { kind: 'checkout', learner: 0, coupon: true },
      { kind: 'checkout', learner: 1, coupon: true },
      { kind: 'pay', learner: 0 },
      { kind: 'pay', learner: 1 },
    ] satisfies Step[]) {
      run.run(action);
      run.expectWithinBounds();
    }
    expect(run.table.get(couponKeys(couponCode))).toMatchObject({ usedCount: 1, heldCount: 0 });
    expect(run.paymentStates().sort()).toEqual(['COMPLETED', 'REFUNDING']);
  });

  it('reach the limits: a full batch, a coupon used up, late payments refunded, refunds settled', () => {
    // The property above means little unless its sequences reach the bounds; these do.
    const run = new Shop(2, 1);
    const script: Step[] = [
      { kind: 'checkout', learner: 0, coupon: true },
      { kind: 'lapse', learner: 0 },
      { kind: 'checkout', learner: 1, coupon: true },
      { kind: 'pay', learner: 1 },
      { kind: 'checkout', learner: 2, coupon: false },
      { kind: 'pay', learner: 2 },
      { kind: 'pay', learner: 0 },
      { kind: 'refund', learner: 2, answer: 'PENDING' },
      { kind: 'refund-settles', learner: 2, answer: 'COMPLETED' },
      { kind: 'checkout', learner: 3, coupon: false },
      { kind: 'pay', learner: 3 },
    ];
    for (const action of script) {
      run.run(action);
      run.expectWithinBounds();
    }
    expect(run.table.get(batchKeys(courseSlug, batchId))).toMatchObject({ seatsTaken: 2 });
    expect(run.table.get(couponKeys(couponCode))).toMatchObject({ usedCount: 1 });
    // Learner 0 paid after the hold lapsed, with the coupon's one use taken: refunded.
    expect(run.paymentStates().sort()).toEqual(['COMPLETED', 'COMPLETED', 'REFUNDED', 'REFUNDING']);
  });
});
