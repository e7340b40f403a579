import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { PaymentStatusResponse } from '#shared/api/payment-status';
import type { CheckoutResponse } from '#shared/checkout/checkout-requests';
import { getEnrollmentById } from '#lambdas/data/enrollments';
import { getInvoiceByEnrollment } from '#lambdas/data/invoices';
import { getPaymentByMerchantTransactionId } from '#lambdas/data/payments';
import { db, tableName } from '#lambdas/data/table';
import { api } from '../support/api';
import {
  aCheckout,
  checkout,
  couponUses,
  createTestCoupon,
  createTestCourse,
  invoicedAndMailed,
  payOnSandbox,
  sandbox,
  sandboxOrder,
  seatsTaken,
  type CheckoutFixture,
} from '../support/checkout';
import { mailsAbout } from '../support/outbox';

// PhonePe may deliver a callback more than once, late, or after the learner's status page has
// already asked: whatever the order and the overlap, a payment ends in one state, confirmed (or
// given up) once, with one e-mail, and seats and coupon uses counted once (docs/product.md §10, §11).
// payments-webhook.test.ts covers each path on its own; these are the repeats and the races.

type ReportedState = 'COMPLETED' | 'FAILED' | 'PENDING';
interface Delivery {
  webhook: { delivered: boolean; status?: number };
}

const lostWebhook = { webhookUrl: 'http://127.0.0.1:9/lost' };
const ourWebhookUrl = () => `${inject('siteUrl')}/api/payments/phonepe/webhook`;

/** The order's last webhook again, byte for byte, to our API. */
const resendWebhook = (merchantTransactionId: string) =>
  sandbox<Delivery>(`${merchantTransactionId}/resend-webhook`, { webhookUrl: ourWebhookUrl() });

/** A webhook signed as PhonePe signs them that reports `state`, whatever the order's real state. */
const sendWebhookAs = (merchantTransactionId: string, state: ReportedState) =>
  sandbox<Delivery>(`${merchantTransactionId}/send-webhook`, {
    state,
    webhookUrl: ourWebhookUrl(),
  });

const paymentStatus = (merchantTransactionId: string) =>
  api<PaymentStatusResponse>(`/api/payments/${merchantTransactionId}`);

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

async function aCourseAndCoupon(seats = 50) {
  const fixture = await createTestCourse({ seats });
  const { coupon, cleanup } = await createTestCoupon({ usageLimit: 20 });
  cleanups.push(() => fixture.cleanup(), cleanup);
  return { fixture, coupon };
}

async function startCheckout(fixture: CheckoutFixture, coupon?: string) {
  const request = aCheckout(fixture, { coupon });
  const answer = await checkout<CheckoutResponse>(fixture, request);
  expect(answer.status).toBe(201);
  return { email: request.student.email, coupon, ...answer.body };
}
type Order = Awaited<ReturnType<typeof startCheckout>>;

/** Our records of one order, read consistently. */
async function recordsOf(order: Order) {
  const [payment, enrollment, invoice] = await Promise.all([
    getPaymentByMerchantTransactionId(order.merchantTransactionId),
    getEnrollmentById(order.enrollmentId),
    getInvoiceByEnrollment(order.enrollmentId),
  ]);
  return { payment, enrollment, invoice };
}

/** Every webhook the sandbox sent for the order was answered 200 on its first attempt. */
async function expectEveryWebhookAccepted(merchantTransactionId: string) {
  const { webhookDeliveries } = await sandboxOrder<{
    webhookDeliveries: Array<{ attempt: number; status?: number; url: string }>;
  }>(merchantTransactionId);
  const ours = webhookDeliveries.filter((delivery) => delivery.url !== lostWebhook.webhookUrl);
  expect(ours.length).toBeGreaterThan(0);
  expect(ours.map((delivery) => [delivery.attempt, delivery.status])).toEqual(
    ours.map(() => [1, 200]),
  );
}

async function expectConfirmedOnce(order: Order) {
  await invoicedAndMailed(order.enrollmentId, order.email);
  const { payment, enrollment, invoice } = await recordsOf(order);
  expect(payment).toMatchObject({ state: 'COMPLETED' });
  expect(enrollment).toMatchObject({
    enrollmentStatus: 'confirmed',
    paymentStatus: 'paid',
    seat: 'taken',
    providerTransactionId: payment!.providerTransactionId,
    invoiceNumber: invoice!.invoiceNumber,
  });
  expect(invoice).toMatchObject({ enrollmentId: order.enrollmentId });
  const mails = await mailsAbout(order.email);
  expect(mails.map((mail) => mail.subject)).toEqual([
    `Enrollment confirmed: ${enrollment!.courseTitle}`,
  ]);
}

async function expectGivenUp(order: Order) {
  const { payment, enrollment, invoice } = await recordsOf(order);
  expect(payment).toMatchObject({ state: 'FAILED' });
  expect(enrollment).toMatchObject({
    enrollmentStatus: 'cancelled',
    paymentStatus: 'failed',
    seat: 'released',
  });
  expect(invoice).toBeUndefined();
  expect(await mailsAbout(order.email)).toEqual([]);
}

describe('a replayed webhook', () => {
  it('sent five times at once confirms the payment once, with one invoice and one e-mail', async () => {
    const { fixture, coupon } = await aCourseAndCoupon();
    const order = await startCheckout(fixture, coupon.code);
    // Paid at PhonePe, but its callback went nowhere: our records are still PENDING.
    await payOnSandbox(order.merchantTransactionId, 'Success', lostWebhook);

    const deliveries = await Promise.all(
      Array.from({ length: 5 }, () => resendWebhook(order.merchantTransactionId)),
    );

    expect(deliveries.map((delivery) => delivery.webhook.status)).toEqual([
      200, 200, 200, 200, 200,
    ]);
    await expectConfirmedOnce(order);
    expect(await seatsTaken(fixture)).toBe(1);
    expect(await couponUses(coupon.code)).toBe(1);
  });

  it('finishes a confirmation cut short after its invoice was stored, sending the one e-mail', async () => {
    const { fixture } = await aCourseAndCoupon();
    const order = await startCheckout(fixture);
    await payOnSandbox(order.merchantTransactionId, 'Success', lostWebhook);
    await resendWebhook(order.merchantTransactionId);
    await invoicedAndMailed(order.enrollmentId, order.email);
    const [mail] = await mailsAbout(order.email);
    const issued = await recordsOf(order);
    // Where a crash (or the table going away) right after storing the invoice leaves things:
    // the invoice is there, but the enrollment never heard its number and no e-mail went out.
    await unlink(join(inject('outboxDir'), mail!.file));
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: `ENROLLMENT#${order.enrollmentId}`, sk: 'ENROLLMENT' },
        UpdateExpression: 'REMOVE invoiceNumber',
      }),
    );

    // PhonePe calls again (it got no 200), and the learner's status page asks at the same time.
    await Promise.all([
      resendWebhook(order.merchantTransactionId),
      resendWebhook(order.merchantTransactionId),
      paymentStatus(order.merchantTransactionId),
    ]);

    await expectConfirmedOnce(order);
    expect((await recordsOf(order)).invoice).toEqual(issued.invoice);
  });
});

describe('a webhook out of order', () => {
  it.each([
    { first: 'Success', late: 'FAILED' },
    { first: 'Success', late: 'PENDING' },
    { first: 'Failure', late: 'COMPLETED' },
  ] as const)(
    'reporting $late after the payment ended with $first changes nothing, however often it comes',
    async ({ first, late }) => {
      const { fixture, coupon } = await aCourseAndCoupon();
      const order = await startCheckout(fixture, coupon.code);
      await payOnSandbox(order.merchantTransactionId, first);
      if (first === 'Success') await invoicedAndMailed(order.enrollmentId, order.email);
      const settled = await recordsOf(order);
      const kept = first === 'Success' ? 1 : 0;

      // The stale callback three times, the genuine one again, and the status page, all at once.
      await Promise.all([
        sendWebhookAs(order.merchantTransactionId, late),
        sendWebhookAs(order.merchantTransactionId, late),
        sendWebhookAs(order.merchantTransactionId, late),
        paymentStatus(order.merchantTransactionId),
        paymentStatus(order.merchantTransactionId),
      ]);
      await sendWebhookAs(
        order.merchantTransactionId,
        first === 'Success' ? 'COMPLETED' : 'FAILED',
      );

      expect(await recordsOf(order)).toEqual(settled);
      await expectEveryWebhookAccepted(order.merchantTransactionId);
      if (first === 'Success') await expectConfirmedOnce(order);
      else await expectGivenUp(order);
      expect((await paymentStatus(order.merchantTransactionId)).body.state).toBe(
        first === 'Success' ? 'COMPLETED' : 'FAILED',
      );
      expect(await seatsTaken(fixture)).toBe(kept);
      expect(await couponUses(coupon.code)).toBe(kept);
    },
  );
});

describe('the status page racing the webhook', () => {
  it('ends each of eight orders in one state, confirmed or given up once, seats and coupon uses counted once', async () => {
    const { fixture, coupon } = await aCourseAndCoupon();
    const plans = Array.from({ length: 8 }, (_, index) => ({
      outcome: index % 4 === 3 ? ('Failure' as const) : ('Success' as const),
      coupon: index % 2 === 0 ? coupon.code : undefined,
    }));
    const orders = await Promise.all(plans.map((plan) => startCheckout(fixture, plan.coupon)));
    expect(await seatsTaken(fixture)).toBe(8);

    // The payer presses the button (PhonePe calls back) while the status page polls, for every
    // order at once; then PhonePe's retries and the page's next polls overlap again.
    const statusChecks: Array<Promise<Awaited<ReturnType<typeof paymentStatus>>>> = [];
    const check = (order: Order) => {
      const answer = paymentStatus(order.merchantTransactionId);
      statusChecks.push(answer);
      return answer;
    };
    await Promise.all(
      orders.flatMap((order, index) => [
        payOnSandbox(order.merchantTransactionId, plans[index]!.outcome),
        check(order),
        check(order),
        check(order),
      ]),
    );
    await Promise.all(
      orders.flatMap((order) => [
        resendWebhook(order.merchantTransactionId),
        resendWebhook(order.merchantTransactionId),
        check(order),
        check(order),
      ]),
    );

    const answers = await Promise.all(statusChecks);
    expect(answers).toHaveLength(8 * 5);
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    const succeeded = orders.filter((_, index) => plans[index]!.outcome === 'Success');
    for (const [index, order] of orders.entries()) {
      await expectEveryWebhookAccepted(order.merchantTransactionId);
      if (plans[index]!.outcome === 'Success') await expectConfirmedOnce(order);
      else await expectGivenUp(order);
    }
    expect(await seatsTaken(fixture)).toBe(succeeded.length);
    expect(await couponUses(coupon.code)).toBe(
      succeeded.filter((order) => order.coupon !== undefined).length,
    );
  });
});
