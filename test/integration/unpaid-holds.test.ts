import { afterEach, describe, expect, it } from 'vitest';
import type { CheckoutRequest } from '#shared/checkout/checkout-requests';
import { unpaidHoldMessages } from '#shared/checkout/unpaid-holds';
import { replacedReason } from '#lambdas/checkout-payments/hold-transitions';
import { listBatchesOfCourse } from '#lambdas/data/courses';
import { getEnrollmentById } from '#lambdas/data/enrollments';
import { getPaymentByMerchantTransactionId } from '#lambdas/data/payments';
import {
  aCheckout,
  couponHolds,
  couponUses,
  createTestCoupon,
  createTestCourse,
  eventually,
  payOnSandbox,
  seatsHeldUnpaid,
  seatsTaken,
  uniqueEmail,
  type CheckoutFixture,
} from '../support/checkout';
import { apiFrom, uniqueClientIp } from '../support/client-ip';

// Per decision 012: a checkout not paid yet may hold only so much. Per batch a fifth of
// the seats (at least one), per client, e-mail and phone two open checkouts, one per learner and
// batch; a limited coupon's use is counted when paid.

interface Answer {
  error?: string;
  enrollmentId?: string;
  merchantTransactionId?: string;
}

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

async function aCourse(seats: number): Promise<CheckoutFixture> {
  const fixture = await createTestCourse({ seats });
  cleanups.push(() => fixture.cleanup());
  return fixture;
}

/**
 * POST /api/checkout from the loopback address `client` (the site server tells the API the
 * connection's address, as CloudFront does); remembers what it created for cleanup.
 */
async function checkoutFrom(client: string, fixture: CheckoutFixture, request: CheckoutRequest) {
  const answer = await apiFrom<Answer>(client, '/api/checkout', { body: request });
  const { enrollmentId, merchantTransactionId } = answer.body;
  if (answer.status === 201 && enrollmentId && merchantTransactionId) {
    fixture.created.push({ enrollmentId, merchantTransactionId });
  }
  return answer;
}

describe('unpaid checkouts', () => {
  // One client: one IPv4 address, or one IPv6 /64 (lambdas/lib/client-key.ts, unit-tested).
  it('20 checkouts from one client on a 15-seat batch leave seats, and a learner elsewhere gets one', async () => {
    const fixture = await aCourse(15);
    const client = uniqueClientIp();

    const answers = [];
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      // A different learner each time, as someone holding seats on purpose would type.
      answers.push(await checkoutFrom(client, fixture, aCheckout(fixture)));
    }

    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(2);
    expect(answers.slice(2).map((answer) => answer.status)).toEqual(
      answers.slice(2).map(() => 429),
    );
    expect(answers[2]!.body.error).toBe(unpaidHoldMessages.tooManyOpen);
    expect(await seatsTaken(fixture)).toBe(2);

    const learner = await checkoutFrom(uniqueClientIp(), fixture, aCheckout(fixture));
    expect(learner.status).toBe(201);
    expect(await seatsTaken(fixture)).toBe(3);
    expect(await seatsHeldUnpaid(fixture)).toBe(3);
    // What the admin's batch list shows (GET /api/admin/courses/{id} reads the same).
    const [batch] = await listBatchesOfCourse(fixture.course.slug);
    expect(batch).toMatchObject({ seatsTaken: 3, seatsHeld: 3 });
  });

  it('hold at most a fifth of the seats; the rest hear the batch is busy, and a payment makes room', async () => {
    const fixture = await aCourse(15);

    const held = [];
    for (let index = 0; index < 3; index += 1) {
      held.push(await checkoutFrom(uniqueClientIp(), fixture, aCheckout(fixture)));
    }
    const fourth = await checkoutFrom(uniqueClientIp(), fixture, aCheckout(fixture));

    expect(held.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(fourth).toMatchObject({ status: 409, body: { error: unpaidHoldMessages.batchBusy } });
    expect(await seatsTaken(fixture)).toBe(3);

    await payOnSandbox(held[0]!.body.merchantTransactionId!, 'Success');
    await eventually(
      () => seatsHeldUnpaid(fixture),
      (count) => count === 2,
    );
    const fifth = await checkoutFrom(uniqueClientIp(), fixture, aCheckout(fixture));
    expect(fifth.status).toBe(201);
    expect(await seatsTaken(fixture)).toBe(4);
  });

  it('let one learner check out twice for a batch and hold one seat: the newer checkout replaces the older', async () => {
    const fixture = await aCourse(15);
    const request = aCheckout(fixture);

    const first = await checkoutFrom(uniqueClientIp(), fixture, request);
    const second = await checkoutFrom(uniqueClientIp(), fixture, request);

    expect([first.status, second.status]).toEqual([201, 201]);
    expect(await seatsTaken(fixture)).toBe(1);
    expect(await seatsHeldUnpaid(fixture)).toBe(1);
    expect(await getEnrollmentById(first.body.enrollmentId!)).toMatchObject({
      enrollmentStatus: 'cancelled',
      seat: 'released',
      statusReason: replacedReason,
    });
    expect(await getEnrollmentById(second.body.enrollmentId!)).toMatchObject({
      enrollmentStatus: 'pending',
      seat: 'held',
    });
    // The newer one is paid as any other.
    await payOnSandbox(second.body.merchantTransactionId!, 'Success');
    const paid = await eventually(
      () => getEnrollmentById(second.body.enrollmentId!),
      (enrollment) => enrollment?.enrollmentStatus === 'confirmed',
    );
    expect(paid?.enrollmentStatus).toBe('confirmed');
    expect(await seatsHeldUnpaid(fixture)).toBe(0);
  });

  it('give one e-mail address two open checkouts at a time, across batches', async () => {
    const courses = [await aCourse(15), await aCourse(15), await aCourse(15)];
    const email = uniqueEmail('three-batches');
    const answers = [];
    for (const fixture of courses) {
      const request = aCheckout(fixture);
      answers.push(
        await checkoutFrom(uniqueClientIp(), fixture, {
          ...request,
          student: { ...request.student, email },
        }),
      );
    }

    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 429]);
    expect(answers[2]!.body.error).toBe(unpaidHoldMessages.tooManyOpen);
    expect(await seatsTaken(courses[2]!)).toBe(0);
  });

  it('keep a limit-1 coupon for whoever pays: an unpaid checkout from another client does not use it up', async () => {
    const fixture = await aCourse(15);
    const { coupon, cleanup } = await createTestCoupon({ usageLimit: 1, advertised: false });
    cleanups.push(cleanup);

    const idle = await checkoutFrom(
      uniqueClientIp(),
      fixture,
      aCheckout(fixture, { coupon: coupon.code }),
    );
    const payer = await checkoutFrom(
      uniqueClientIp(),
      fixture,
      aCheckout(fixture, { coupon: coupon.code }),
    );
    expect([idle.status, payer.status]).toEqual([201, 201]);
    expect(await couponHolds(coupon.code)).toBe(2);
    // A third would hold more than the uses left and a fifth of the limit (one) besides.
    const third = await checkoutFrom(
      uniqueClientIp(),
      fixture,
      aCheckout(fixture, { coupon: coupon.code }),
    );
    expect(third).toMatchObject({ status: 400, body: { error: 'Invalid coupon code' } });

    await payOnSandbox(payer.body.merchantTransactionId!, 'Success');
    await eventually(
      () => couponUses(coupon.code),
      (uses) => uses === 1,
    );
    expect(await getEnrollmentById(payer.body.enrollmentId!)).toMatchObject({
      enrollmentStatus: 'confirmed',
      couponCode: coupon.code,
    });

    // The idle checkout pays after all: the code's one use is gone, so its money goes back.
    await payOnSandbox(idle.body.merchantTransactionId!, 'Success');
    const refunded = await eventually(
      () => getPaymentByMerchantTransactionId(idle.body.merchantTransactionId!),
      (payment) => payment?.state === 'REFUNDING' || payment?.state === 'REFUNDED',
    );
    expect(refunded?.state).toMatch(/^REFUND(ING|ED)$/);
    expect((await getEnrollmentById(idle.body.enrollmentId!))?.statusReason).toMatch(/coupon/);
    expect(await couponUses(coupon.code)).toBe(1);
    expect(await couponHolds(coupon.code)).toBe(0);
    expect(await seatsTaken(fixture)).toBe(1);
  });
});
