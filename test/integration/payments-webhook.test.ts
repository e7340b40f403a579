import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeEach, describe, expect, it, inject } from 'vitest';
import type { PaymentStatusResponse } from '#shared/api/payment-status';
import type { CheckoutResponse } from '#shared/checkout/checkout-requests';
import { getEnrollmentById } from '#lambdas/data/enrollments';
import { getInvoiceByEnrollment } from '#lambdas/data/invoices';
import { getPaymentByMerchantTransactionId } from '#lambdas/data/payments';
import { db, tableName } from '#lambdas/data/table';
import { productMetrics } from '#shared/operations/product-metrics';
import { api } from '../support/api';
import {
  aCheckout,
  checkout,
  couponUses,
  createTestCoupon,
  createTestCourse,
  eventually,
  invoicedAndMailed,
  invoicedEnrollment,
  payOnSandbox,
  sandbox,
  seatsTaken,
  type CheckoutFixture,
} from '../support/checkout';
import { metricTotal } from '../support/metrics';
import { mailsAbout } from '../support/outbox';
import { pdfText } from '../support/pdf-text';

// A closed port: the sandbox's webhook goes nowhere, as when PhonePe's callback is lost.
const lostWebhook = { webhookUrl: 'http://127.0.0.1:9/lost' };

let fixture: CheckoutFixture;
const cleanups: Array<() => Promise<void>> = [];
beforeEach(async () => {
  fixture = await createTestCourse({ seats: 100, pricePaise: 2499900 });
  cleanups.push(() => fixture.cleanup());
});
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

async function startCheckout(options: { coupon?: string } = {}) {
  const request = aCheckout(fixture, options);
  const answer = await checkout<CheckoutResponse>(fixture, request);
  expect(answer.status).toBe(201);
  return { request, ...answer.body };
}

const paymentStatus = (merchantTransactionId: string) =>
  api<PaymentStatusResponse>(`/api/payments/${merchantTransactionId}`);

const webhook = (init: { headers: Record<string, string>; body: string }) =>
  fetch(`${inject('siteUrl')}/api/payments/phonepe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...init.headers },
    body: init.body,
  });

describe('a successful payment', () => {
  it('confirms the enrollment on the webhook, keeps the seat and the coupon use, and says so', async () => {
    const { coupon, cleanup } = await createTestCoupon({ usageLimit: 5 });
    cleanups.push(cleanup);
    const order = await startCheckout({ coupon: coupon.code });

    await payOnSandbox(order.merchantTransactionId, 'Success');

    expect(await getEnrollmentById(order.enrollmentId)).toMatchObject({
      enrollmentStatus: 'confirmed',
      paymentStatus: 'paid',
      seat: 'taken',
      providerTransactionId: expect.any(String),
    });
    // The invoice follows the webhook's answer.
    const enrollment = await invoicedEnrollment(order.enrollmentId);
    expect(enrollment).toMatchObject({
      invoiceNumber: expect.stringMatching(/^NXT\/\d{2}-\d{2}\/\d{6}$/),
    });
    expect(await seatsTaken(fixture)).toBe(1);
    expect(await couponUses(coupon.code)).toBe(1);
    const payment = await getPaymentByMerchantTransactionId(order.merchantTransactionId);
    expect(payment).toMatchObject({ state: 'COMPLETED', amountPaise: 2654894 });

    expect(await paymentStatus(order.merchantTransactionId)).toEqual({
      status: 200,
      body: {
        state: 'COMPLETED',
        amountPaise: 2654894,
        amount: 2654894,
        transactionId: enrollment!.providerTransactionId,
        paymentInstrument: { type: expect.any(String), utr: expect.stringMatching(/^\d{12}$/) },
        enrollment: {
          id: order.enrollmentId,
          courseTitle: fixture.course.title,
          batchName: 'Weekend Batch',
          startDate: '2027-02-06',
          totalPaise: 2654894,
          status: 'confirmed',
        },
      },
    });
  });

  it('e-mails the learner once, with the GST invoice attached and a link that opens it', async () => {
    const order = await startCheckout();
    await payOnSandbox(order.merchantTransactionId, 'Success');

    const mails = await eventually(
      () => mailsAbout(order.request.student.email),
      (found) => found.length > 0,
    );
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe(`Enrollment confirmed: ${fixture.course.title}`);
    for (const line of [
      'Batch: Weekend Batch',
      'Start date: 6 February 2027',
      'Amount paid: ₹29,498.82 (incl. GST)',
      'IGST @ 18%: ₹4,499.82',
      'Place of supply: Maharashtra (27)',
    ]) {
      expect(mail!.text).toContain(line);
    }
    // The learner's way in to My Learning (decision 015), as a button in HTML and the address in text.
    expect(mail!.text).toMatch(/Open My Learning:\nhttps?:\/\/\S+\/my-learning\n/);
    expect(mail!.html).toMatch(/<a href="https?:\/\/\S+\/my-learning"/);
    const invoice = await getInvoiceByEnrollment(order.enrollmentId);
    expect(mail!.text).toContain(`Transaction ID: ${invoice!.providerTransactionId}`);
    const [attachment] = mail!.attachments;
    expect(attachment!.fileName).toBe(`Invoice-${invoice!.invoiceNumber.replace(/\//g, '-')}.pdf`);
    expect(attachment!.contentType).toMatch(/^application\/pdf/);
    const attached = await pdfText(attachment!.bytes);
    for (const drawn of [
      'GSTIN: 29AAKCN4821P1ZR',
      '999293',
      '₹29,498.82',
      'Rupees Twenty-Nine Thousand Four Hundred Ninety-Eight and Eighty-Two Paise Only',
    ]) {
      expect(attached).toContain(drawn);
    }

    const link = new URL(/https?:\/\/\S+\/api\/invoices\/\S+/.exec(mail!.text)![0]);
    const download = await fetch(`${inject('siteUrl')}${link.pathname}${link.search}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe(
      `inline; filename="${attachment!.fileName}"`,
    );
    expect(await pdfText(new Uint8Array(await download.arrayBuffer()))).toBe(attached);
    const page = await fetch(`${inject('siteUrl')}${link.pathname}${link.search}&format=html`);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toBe(invoice!.html);

    // Decision 020: a token that is not ours opens nothing, with one answer for every such case.
    const forged = await fetch(`${inject('siteUrl')}${link.pathname}?token=forged`);
    expect(forged.status).toBe(403);
  });

  it('changes nothing and sends no second e-mail when the same webhook comes again', async () => {
    const order = await startCheckout();
    await payOnSandbox(order.merchantTransactionId, 'Success');
    const before = await invoicedAndMailed(order.enrollmentId, order.request.student.email);

    await sandbox(`${order.merchantTransactionId}/resend-webhook`);
    await sandbox(`${order.merchantTransactionId}/resend-webhook`);

    expect(await getEnrollmentById(order.enrollmentId)).toEqual(before);
    expect(await seatsTaken(fixture)).toBe(1);
    await invoicedAndMailed(order.enrollmentId, order.request.student.email);
    expect(await mailsAbout(order.request.student.email)).toHaveLength(1);
  });
});

describe('a failed payment', () => {
  it('cancels the enrollment and gives the seat and the coupon use back', async () => {
    const { coupon, cleanup } = await createTestCoupon({ usageLimit: 5 });
    cleanups.push(cleanup);
    const order = await startCheckout({ coupon: coupon.code });
    expect(await seatsTaken(fixture)).toBe(1);

    await payOnSandbox(order.merchantTransactionId, 'Failure');

    expect(await getEnrollmentById(order.enrollmentId)).toMatchObject({
      enrollmentStatus: 'cancelled',
      paymentStatus: 'failed',
      seat: 'released',
    });
    expect(await seatsTaken(fixture)).toBe(0);
    expect(await couponUses(coupon.code)).toBe(0);
    const { body } = await paymentStatus(order.merchantTransactionId);
    expect(body.state).toBe('FAILED');
    expect(body.enrollment.status).toBe('cancelled');
    expect(await mailsAbout(order.request.student.email)).toEqual([]);
  });
});

describe('a pending payment', () => {
  it('stays pending until the status check finds it paid, then confirms it once', async () => {
    const order = await startCheckout();
    await payOnSandbox(order.merchantTransactionId, 'Pending');
    expect((await paymentStatus(order.merchantTransactionId)).body.state).toBe('PENDING');
    expect((await getEnrollmentById(order.enrollmentId))!.seat).toBe('held');

    await payOnSandbox(order.merchantTransactionId, 'Success', lostWebhook);
    const checks = await Promise.all([
      paymentStatus(order.merchantTransactionId),
      paymentStatus(order.merchantTransactionId),
    ]);

    expect(checks.map((check) => check.body.state)).toEqual(['COMPLETED', 'COMPLETED']);
    expect((await getEnrollmentById(order.enrollmentId))!.enrollmentStatus).toBe('confirmed');
    expect(await seatsTaken(fixture)).toBe(1);
    await invoicedAndMailed(order.enrollmentId, order.request.student.email);
    expect(await mailsAbout(order.request.student.email)).toHaveLength(1);
  });
});

describe('POST /api/payments/phonepe/webhook', () => {
  it('answers 401 to a forged callback and changes nothing', async () => {
    const order = await startCheckout();
    const claim = {
      event: 'checkout.order.completed',
      payload: {
        merchantOrderId: order.merchantTransactionId,
        state: 'COMPLETED',
        amount: order.amounts.totalPaise,
      },
    };
    const forgeries: Array<Record<string, string>> = [
      {},
      { authorization: 'SHA256 forged' },
      { 'x-verify': 'forged###1' },
    ];
    for (const headers of forgeries) {
      const answer = await webhook({ headers, body: JSON.stringify(claim) });
      expect(answer.status).toBe(401);
    }
    expect(await getPaymentByMerchantTransactionId(order.merchantTransactionId)).toMatchObject({
      state: 'PENDING',
    });
    expect((await getEnrollmentById(order.enrollmentId))!.enrollmentStatus).toBe('pending');
  });

  it('never confirms an amount that differs from the order, and flags it for the admin', async () => {
    const order = await startCheckout();
    const flaggedBefore = await metricTotal(productMetrics.paymentsNeedingAttention);
    // Our record asks one rupee more than the provider will report as paid.
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: `PAYMENT#${order.merchantTransactionId}`, sk: 'PAYMENT' },
        UpdateExpression: 'SET amountPaise = :more',
        ExpressionAttributeValues: { ':more': order.amounts.totalPaise + 100 },
      }),
    );

    await payOnSandbox(order.merchantTransactionId, 'Success');

    expect(await getPaymentByMerchantTransactionId(order.merchantTransactionId)).toMatchObject({
      state: 'AMOUNT_MISMATCH',
      reportedAmountPaise: order.amounts.totalPaise,
    });
    expect(await getEnrollmentById(order.enrollmentId)).toMatchObject({
      enrollmentStatus: 'needs_attention',
      paymentStatus: 'amount_mismatch',
    });
    expect((await paymentStatus(order.merchantTransactionId)).body.state).toBe('PENDING');
    expect(await getInvoiceByEnrollment(order.enrollmentId)).toBeUndefined();
    expect(await mailsAbout(order.request.student.email)).toEqual([]);
    // The operators' alarm on payments needing attention counts it.
    expect(await metricTotal(productMetrics.paymentsNeedingAttention)).toBeGreaterThan(
      flaggedBefore,
    );
  });
});

describe('GET /api/payments/{merchantTransactionId}', () => {
  it("answers 404 'Payment not found' for an unknown id", async () => {
    for (const id of ['NXT_1795341845123_000000000000', 'anything']) {
      expect(await paymentStatus(id)).toEqual({
        status: 404,
        body: { error: 'Payment not found' },
      });
    }
  });
});
