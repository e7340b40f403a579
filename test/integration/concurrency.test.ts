import { afterEach, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../shared/api/content';
import type { CheckoutResponse } from '../../shared/checkout/checkout-requests';
import { getEnrollmentById } from '../../lambdas/data/enrollments';
import {
  aCheckout,
  checkout,
  couponUses,
  createTestCoupon,
  createTestCourse,
  payOnSandbox,
  seatsTaken,
} from '../support/checkout';

// Design §5: whatever arrives at the same moment, no batch holds or confirms more learners than
// seats, and no coupon is used more often than its limit. Each request comes from an address
// of its own, so only the seats and the coupon decide.

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

type Answer = CheckoutResponse & ApiErrorBody;

describe('simultaneous checkouts', () => {
  it('give a 15-seat batch exactly 15 holds out of 40, and the other 25 a clear 409', async () => {
    const fixture = await createTestCourse({ seats: 15 });
    cleanups.push(() => fixture.cleanup());

    const answers = await Promise.all(
      Array.from({ length: 40 }, () => checkout<Answer>(fixture, aCheckout(fixture))),
    );

    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(15);
    expect(statuses.filter((status) => status === 409)).toHaveLength(25);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.body).toEqual({ error: 'This batch is full. Please choose another batch.' });
    }
    expect(await seatsTaken(fixture)).toBe(15);

    // Every holder pays at once: all 15 are confirmed, and still no more than the seats.
    const held = answers.filter((answer) => answer.status === 201).map((answer) => answer.body);
    await Promise.all(held.map((order) => payOnSandbox(order.merchantTransactionId, 'Success')));
    const enrollments = await Promise.all(
      held.map((order) => getEnrollmentById(order.enrollmentId)),
    );
    expect(enrollments.every((enrollment) => enrollment?.enrollmentStatus === 'confirmed')).toBe(
      true,
    );
    expect(await seatsTaken(fixture)).toBe(15);
  });

  it("grant a coupon limited to 5 uses exactly 5 times out of 30; the rest hear 'Coupon usage limit exceeded'", async () => {
    const fixture = await createTestCourse({ seats: 50 });
    const { coupon, cleanup } = await createTestCoupon({ usageLimit: 5 });
    cleanups.push(() => fixture.cleanup(), cleanup);

    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        checkout<Answer>(fixture, aCheckout(fixture, { coupon: coupon.code })),
      ),
    );

    const granted = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status === 400);
    expect(granted).toHaveLength(5);
    expect(refused).toHaveLength(25);
    for (const answer of refused) expect(answer.body.error).toBe('Coupon usage limit exceeded');
    expect(await couponUses(coupon.code)).toBe(5);
    // A refused checkout holds no seat either.
    expect(await seatsTaken(fixture)).toBe(5);
  });
});
