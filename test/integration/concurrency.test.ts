import { afterEach, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '#shared/api/content';
import type { CheckoutResponse } from '#shared/checkout/checkout-requests';
import { getEnrollmentById } from '#lambdas/data/enrollments';
import {
  aCheckout,
  checkout,
  couponHolds,
  couponUses,
  createTestCoupon,
  createTestCourse,
  eventually,
  payOnSandbox,
  seatsHeldUnpaid,
  seatsTaken,
} from '../support/checkout';
import { unpaidHoldMessages } from '#shared/checkout/unpaid-holds';

// Design §5: whatever arrives at the same moment, no batch holds or confirms more learners than
// seats, unpaid checkouts hold no more than their share (decision 012), and no coupon is used
// more often than its limit. Each request comes from an address
// of its own, so only the seats and the coupon decide.

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

type Answer = CheckoutResponse & ApiErrorBody;

describe('simultaneous checkouts', () => {
  it('give a 15-seat batch with 13 seats paid for exactly its last 2 out of 40, and the other 38 a clear 409', async () => {
    const fixture = await createTestCourse({ seats: 15, seatsTaken: 13 });
    cleanups.push(() => fixture.cleanup());

    const answers = await Promise.all(
      Array.from({ length: 40 }, () => checkout<Answer>(fixture, aCheckout(fixture))),
    );

    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(38);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.body).toEqual({ error: 'This batch is full. Please choose another batch.' });
    }
    expect(await seatsTaken(fixture)).toBe(15);

    // Both holders pay at once: both are confirmed, and still no more than the seats.
    const held = answers.filter((answer) => answer.status === 201).map((answer) => answer.body);
    await Promise.all(held.map((order) => payOnSandbox(order.merchantTransactionId, 'Success')));
    const enrollments = await Promise.all(
      held.map((order) => getEnrollmentById(order.enrollmentId)),
    );
    expect(enrollments.every((enrollment) => enrollment?.enrollmentStatus === 'confirmed')).toBe(
      true,
    );
    expect(await seatsTaken(fixture)).toBe(15);
    expect(await seatsHeldUnpaid(fixture)).toBe(0);
  });

  it('let unpaid checkouts hold exactly a fifth of a 50-seat batch, 10 out of 40; the rest hear it is busy', async () => {
    const fixture = await createTestCourse({ seats: 50 });
    cleanups.push(() => fixture.cleanup());

    const answers = await Promise.all(
      Array.from({ length: 40 }, () => checkout<Answer>(fixture, aCheckout(fixture))),
    );

    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(30);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.body).toEqual({ error: unpaidHoldMessages.batchBusy });
    }
    expect(await seatsTaken(fixture)).toBe(10);
    expect(await seatsHeldUnpaid(fixture)).toBe(10);
  });

  it('grant a coupon limited to 5 uses exactly 5 times, however many of its 6 unpaid holders pay', async () => {
    const fixture = await createTestCourse({ seats: 200 });
    const { coupon, cleanup } = await createTestCoupon({ usageLimit: 5 });
    cleanups.push(() => fixture.cleanup(), cleanup);

    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        checkout<Answer>(fixture, aCheckout(fixture, { coupon: coupon.code })),
      ),
    );

    // The 5 uses left and a fifth of the limit besides may be held unpaid (decision 012).
    const granted = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status === 400);
    expect(granted).toHaveLength(6);
    expect(refused).toHaveLength(24);
    for (const answer of refused) expect(answer.body.error).toBe('Coupon usage limit exceeded');
    expect(await couponHolds(coupon.code)).toBe(6);
    expect(await couponUses(coupon.code)).toBe(0);

    // All six pay at once: five get the coupon's uses, the sixth is refunded.
    await Promise.all(
      granted.map((answer) => payOnSandbox(answer.body.merchantTransactionId, 'Success')),
    );
    const enrollments = await eventually(
      () => Promise.all(granted.map((answer) => getEnrollmentById(answer.body.enrollmentId))),
      (all) => all.every((enrollment) => enrollment?.enrollmentStatus !== 'pending'),
    );
    const statuses = enrollments.map((enrollment) => enrollment?.enrollmentStatus).sort();
    expect(statuses).toEqual([
      'confirmed',
      'confirmed',
      'confirmed',
      'confirmed',
      'confirmed',
      'needs_attention',
    ]);
    expect(await couponUses(coupon.code)).toBe(5);
    expect(await couponHolds(coupon.code)).toBe(0);
    expect(await seatsTaken(fixture)).toBe(5);
  });
});
