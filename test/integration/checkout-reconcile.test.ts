import { afterEach, describe, expect, it } from 'vitest';
import type { CheckoutResponse } from '#shared/checkout/checkout-requests';
import { reconcileCheckouts } from '#lambdas/checkout-payments/reconcile';
import { getEnrollmentById, listLapsedHolds } from '#lambdas/data/enrollments';
import { getPaymentByMerchantTransactionId } from '#lambdas/data/payments';
import {
  aCheckout,
  checkout,
  couponUses,
  createTestCoupon,
  createTestCourse,
  lapseHold,
  payOnSandbox,
  sandboxOrder,
  invoicedAndMailed,
  seatsTaken,
  settleRefundOnSandbox,
  type CheckoutFixture,
} from '../support/checkout';
import { mailsAbout } from '../support/outbox';

// The scheduled job, run here as its function directly: lapsed holds go back, and payments that
// land late are honoured while there is room, refunded when there is not.

const lostWebhook = { webhookUrl: 'http://127.0.0.1:9/lost' };

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

async function aCourse(seats: number) {
  const fixture = await createTestCourse({ seats });
  cleanups.push(() => fixture.cleanup());
  return fixture;
}

async function startCheckout(fixture: CheckoutFixture, coupon?: string) {
  const request = aCheckout(fixture, { coupon });
  const answer = await checkout<CheckoutResponse>(fixture, request);
  expect(answer.status).toBe(201);
  return { request, ...answer.body };
}

describe('reconcileCheckouts', () => {
  it('gives back the seat and coupon use of a hold that lapsed unpaid', async () => {
    const fixture = await aCourse(5);
    const { coupon, cleanup } = await createTestCoupon({ usageLimit: 3 });
    cleanups.push(cleanup);
    const order = await startCheckout(fixture, coupon.code);
    await lapseHold(order.enrollmentId);

    await reconcileCheckouts();

    expect(await getEnrollmentById(order.enrollmentId)).toMatchObject({
      enrollmentStatus: 'cancelled',
      paymentStatus: 'expired',
      seat: 'released',
    });
    expect(await getPaymentByMerchantTransactionId(order.merchantTransactionId)).toMatchObject({
      state: 'EXPIRED',
    });
    expect(await seatsTaken(fixture)).toBe(0);
    expect(await couponUses(coupon.code)).toBe(0);
    const lapsed = await listLapsedHolds(new Date());
    expect(lapsed.map((hold) => hold.enrollmentId)).not.toContain(order.enrollmentId);
  });

  it('leaves a hold that has not lapsed alone', async () => {
    const fixture = await aCourse(5);
    const order = await startCheckout(fixture);

    await reconcileCheckouts();

    expect((await getEnrollmentById(order.enrollmentId))!.seat).toBe('held');
    expect(await seatsTaken(fixture)).toBe(1);
  });

  it('confirms a paid order whose webhook never came when its hold lapses', async () => {
    const fixture = await aCourse(5);
    const order = await startCheckout(fixture);
    await payOnSandbox(order.merchantTransactionId, 'Success', lostWebhook);
    await lapseHold(order.enrollmentId);

    await reconcileCheckouts();

    expect((await getEnrollmentById(order.enrollmentId))!.enrollmentStatus).toBe('confirmed');
    expect(await seatsTaken(fixture)).toBe(1);
    await invoicedAndMailed(order.enrollmentId, order.request.student.email);
    expect(await mailsAbout(order.request.student.email)).toHaveLength(1);
  });

  it('honours a payment that lands after its hold lapsed while the batch still has room', async () => {
    const fixture = await aCourse(2);
    const order = await startCheckout(fixture);
    await lapseHold(order.enrollmentId);
    await reconcileCheckouts();
    expect(await seatsTaken(fixture)).toBe(0);

    await payOnSandbox(order.merchantTransactionId, 'Success');

    expect(await getEnrollmentById(order.enrollmentId)).toMatchObject({
      enrollmentStatus: 'confirmed',
      paymentStatus: 'paid',
      seat: 'taken',
    });
    expect(await seatsTaken(fixture)).toBe(1);
  });

  it('refunds a payment that lands after its hold lapsed on a batch that has filled up', async () => {
    const fixture = await aCourse(1);
    const late = await startCheckout(fixture);
    await lapseHold(late.enrollmentId);
    await reconcileCheckouts();
    const onTime = await startCheckout(fixture);
    expect(await seatsTaken(fixture)).toBe(1);

    await payOnSandbox(late.merchantTransactionId, 'Success');

    // PhonePe accepts the refund; it settles later, as every refund does.
    expect(await getEnrollmentById(late.enrollmentId)).toMatchObject({
      enrollmentStatus: 'needs_attention',
      paymentStatus: 'refunded',
      seat: 'released',
    });
    expect(await getPaymentByMerchantTransactionId(late.merchantTransactionId)).toMatchObject({
      state: 'REFUNDING',
      refundState: 'PENDING',
      merchantRefundId: `${late.merchantTransactionId}_R1`,
    });
    await settleRefundOnSandbox(`${late.merchantTransactionId}_R1`, 'COMPLETED');
    expect(await getEnrollmentById(late.enrollmentId)).toMatchObject({
      enrollmentStatus: 'refunded',
      paymentStatus: 'refunded',
      seat: 'released',
    });
    expect(await getPaymentByMerchantTransactionId(late.merchantTransactionId)).toMatchObject({
      state: 'REFUNDED',
      refundedBy: 'system',
    });
    const sandbox = await sandboxOrder<{ refunds: Array<{ amount: number }> }>(
      late.merchantTransactionId,
    );
    expect(sandbox.refunds.map((refund) => refund.amount)).toEqual([late.amounts.totalPaise]);
    expect((await getEnrollmentById(onTime.enrollmentId))!.seat).toBe('held');
    expect(await seatsTaken(fixture)).toBe(1);
    expect(await mailsAbout(late.request.student.email)).toEqual([]);
  });
});
