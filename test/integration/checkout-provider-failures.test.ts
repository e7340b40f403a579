import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkoutRequest } from '#shared/checkout/checkout-requests';
import { startCheckout } from '#lambdas/checkout-payments/checkout';
import { applyPaymentStatus } from '#lambdas/checkout-payments/payment-confirmation';
import { reconcileCheckouts } from '#lambdas/checkout-payments/reconcile';
import { getEnrollmentById } from '#lambdas/data/enrollments';
import { getPaymentByMerchantTransactionId } from '#lambdas/data/payments';
import type { PaymentProvider } from '#lambdas/checkout-payments/phonepe/provider';
import { PaymentProviderError } from '#lambdas/checkout-payments/phonepe/provider-errors';
import { uniqueClientIp } from '../support/client-ip';
import {
  aCheckout,
  couponUses,
  createTestCoupon,
  createTestCourse,
  lapseHold,
  seatsTaken,
  type CheckoutFixture,
} from '../support/checkout';

// PhonePe failing, which the sandbox does not do on request: the checkout domain runs here in the
// test's own process against the stack's DynamoDB, with a provider that refuses what it is told.

const provider = vi.hoisted(
  () =>
    ({
      name: 'phonepe-v2',
      createPayment: vi.fn<PaymentProvider['createPayment']>(),
      getStatus: vi.fn<PaymentProvider['getStatus']>(),
      refund: vi.fn<PaymentProvider['refund']>(),
      getRefundStatus: vi.fn<PaymentProvider['getRefundStatus']>(),
      parseWebhook: vi.fn<PaymentProvider['parseWebhook']>(),
    }) satisfies PaymentProvider,
);

vi.mock('#lambdas/checkout-payments/payment-provider', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  paymentProvider: async () => provider,
}));

const outage = (operation: 'create the payment' | 'refund the payment') =>
  new PaymentProviderError('phonepe-v2', operation, 'TIMEOUT', 'no answer within 8000 ms');

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  vi.resetAllMocks();
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

async function aCourse(seats: number): Promise<CheckoutFixture> {
  const fixture = await createTestCourse({ seats });
  cleanups.push(() => fixture.cleanup());
  return fixture;
}

/** Starts a checkout in this process, remembering what it created for cleanup. */
async function startHere(fixture: CheckoutFixture, coupon?: string) {
  provider.createPayment.mockResolvedValueOnce({ redirectUrl: 'https://pay.example/x' });
  const started = await startCheckout(
    checkoutRequest.parse(aCheckout(fixture, { coupon })),
    uniqueClientIp(),
  );
  fixture.created.push(started);
  return started;
}

describe('when PhonePe cannot start a payment', () => {
  it("answers 502 'Payment initiation failed' and gives the seat and coupon use back at once", async () => {
    const fixture = await aCourse(3);
    const { coupon, cleanup } = await createTestCoupon({ usageLimit: 3 });
    cleanups.push(cleanup);
    provider.createPayment.mockRejectedValueOnce(outage('create the payment'));

    await expect(
      startCheckout(
        checkoutRequest.parse(aCheckout(fixture, { coupon: coupon.code })),
        uniqueClientIp(),
      ),
    ).rejects.toMatchObject({ statusCode: 502, message: 'Payment initiation failed' });

    expect(await seatsTaken(fixture)).toBe(0);
    expect(await couponUses(coupon.code)).toBe(0);
    const [call] = provider.createPayment.mock.calls;
    const payment = await getPaymentByMerchantTransactionId(call![0].merchantTransactionId);
    expect(payment).toMatchObject({ state: 'FAILED', provider: 'phonepe-v2' });
    const enrollment = await getEnrollmentById(payment!.enrollmentId);
    fixture.created.push({
      enrollmentId: payment!.enrollmentId,
      merchantTransactionId: payment!.merchantTransactionId,
    });
    expect(enrollment).toMatchObject({ enrollmentStatus: 'cancelled', seat: 'released' });
  });

  it('sends PhonePe the amount, the return page and a payment page that expires with the hold', async () => {
    const fixture = await aCourse(3);
    const started = await startHere(fixture);

    expect(provider.createPayment).toHaveBeenCalledWith({
      merchantTransactionId: started.merchantTransactionId,
      amountPaise: started.amounts.totalPaise,
      redirectUrl: expect.stringContaining(
        `/payment/success?merchantTransactionId=${started.merchantTransactionId}`,
      ),
      callbackUrl: expect.stringMatching(/\/api\/payments\/phonepe\/webhook$/),
      expiresInSeconds: 15 * 60,
      customer: {
        name: 'Asha Rao',
        email: expect.any(String),
        phone: expect.stringMatching(/^[6-9]\d{9}$/),
      },
    });
  });

  it('still honours the payment if PhonePe later reports it paid after all', async () => {
    const fixture = await aCourse(3);
    provider.createPayment.mockRejectedValueOnce(outage('create the payment'));
    await expect(
      startCheckout(checkoutRequest.parse(aCheckout(fixture)), uniqueClientIp()),
    ).rejects.toMatchObject({
      statusCode: 502,
    });
    const { merchantTransactionId, amountPaise } = provider.createPayment.mock.calls[0]![0];
    const payment = await getPaymentByMerchantTransactionId(merchantTransactionId);
    fixture.created.push({ enrollmentId: payment!.enrollmentId, merchantTransactionId });

    const outcome = await applyPaymentStatus({
      merchantTransactionId,
      state: 'COMPLETED',
      amountPaise,
    });

    expect(outcome).toBe('confirmed');
    expect((await getEnrollmentById(payment!.enrollmentId))!.enrollmentStatus).toBe('confirmed');
    expect(await seatsTaken(fixture)).toBe(1);
  });
});

describe('when the refund of a late payment does not go through', () => {
  /** A paid order whose hold lapsed while the batch filled up: its payment must be refunded. */
  async function latePaymentOnAFullBatch() {
    const fixture = await aCourse(1);
    const late = await startHere(fixture);
    await lapseHold(late.enrollmentId);
    provider.getStatus.mockImplementation(async (merchantTransactionId) => ({
      merchantTransactionId,
      state: 'PENDING',
      amountPaise: late.amounts.totalPaise,
    }));
    await reconcileCheckouts();
    await startHere(fixture); // takes the last seat
    return { fixture, late };
  }

  const paidLate = (late: { merchantTransactionId: string; amounts: { totalPaise: number } }) =>
    applyPaymentStatus({
      merchantTransactionId: late.merchantTransactionId,
      state: 'COMPLETED',
      amountPaise: late.amounts.totalPaise,
      transactionId: 'OM2611221004051234567890123',
    });

  it('flags the enrollment for the admin and never loses the payment when PhonePe declines', async () => {
    const { fixture, late } = await latePaymentOnAFullBatch();
    provider.refund.mockRejectedValueOnce(
      new PaymentProviderError('phonepe-v2', 'refund the payment', 'BAD_REQUEST', 'declined', 400),
    );

    const outcome = await paidLate(late);

    expect(outcome).toBe('needs_attention');
    expect(await getEnrollmentById(late.enrollmentId)).toMatchObject({
      enrollmentStatus: 'needs_attention',
      paymentStatus: 'paid',
      seat: 'released',
      statusReason: expect.stringContaining('failed'),
    });
    expect(await getPaymentByMerchantTransactionId(late.merchantTransactionId)).toMatchObject({
      state: 'REFUND_FAILED',
      refundState: 'FAILED',
      providerTransactionId: 'OM2611221004051234567890123',
    });
    // (The scheduled job above may have asked about other tests' open refunds on the shared table.)
    expect(provider.getRefundStatus).not.toHaveBeenCalledWith(`${late.merchantTransactionId}_R1`);
    expect(await seatsTaken(fixture)).toBe(1);
  });

  it('reads the refund status after a timeout instead of refunding again, and waits on it', async () => {
    const { fixture, late } = await latePaymentOnAFullBatch();
    provider.refund.mockRejectedValueOnce(outage('refund the payment'));
    provider.getRefundStatus.mockImplementation(async (merchantRefundId) => ({
      merchantRefundId,
      state: 'PENDING',
    }));

    const outcome = await paidLate(late);

    expect(outcome).toBe('refund_pending');
    expect(provider.refund).toHaveBeenCalledTimes(1);
    expect(provider.getRefundStatus).toHaveBeenCalledWith(`${late.merchantTransactionId}_R1`);
    expect(await getPaymentByMerchantTransactionId(late.merchantTransactionId)).toMatchObject({
      state: 'REFUNDING',
      refundState: 'PENDING',
      refundAttempts: 1,
    });
    expect(await getEnrollmentById(late.enrollmentId)).toMatchObject({
      enrollmentStatus: 'needs_attention',
      paymentStatus: 'refunded',
      seat: 'released',
    });
    expect(await seatsTaken(fixture)).toBe(1);
  });
});
