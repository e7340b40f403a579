import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { AdminPage } from '#shared/admin/lists';
import type { AdminPaymentRow } from '#shared/admin/sales-payments';
import type { RefundAttempt } from '#shared/checkout/refund';
import { reconcileCheckouts } from '#lambdas/checkout-payments/reconcile';
import { getEnrollmentById } from '#lambdas/data/enrollments';
import { getPaymentByMerchantTransactionId } from '#lambdas/data/payments';
import { changeRefundState, getRefund, putNewRefund } from '#lambdas/data/refunds';
import { db, tableName } from '#lambdas/data/table';
import { writeTransaction } from '#lambdas/data/transactions';
import { documentAmount } from '#lambdas/checkout-payments/tax-documents/tax-document-format';
import { productMetrics } from '#shared/operations/product-metrics';
import { webhookAuthorization } from '#lambdas/checkout-payments/phonepe/checksums';
import { phonePeSandboxSettings, type LocalSettings } from '#scripts/local/settings';
import { adminToken, asAdmin } from '../support/admin-session';
import {
  createTestCourse,
  creditNoteMails,
  eventually,
  paidCheckout,
  refundAsAdmin,
  sandbox,
  sandboxOrder,
  settleRefundOnSandbox,
  type CheckoutFixture,
} from '../support/checkout';
import { metricTotal } from '../support/metrics';
import { pdfText } from '../support/pdf-text';

// Per decision 009: a refund as PhonePe runs it, over the real local stack and the PhonePe sandbox. A
// refund is accepted PENDING and settles later, by webhook or by the scheduled job's status
// check; a failed one may be retried with a new id; a refund whose request got no answer is
// looked up before anything else is tried, so nothing is refunded twice.

let fixture: CheckoutFixture;
beforeAll(async () => {
  fixture = await createTestCourse({ seats: 100, pricePaise: 1_999_900 });
});
afterAll(async () => {
  await fixture.cleanup();
});

/** Where a webhook goes to be lost: nothing listens on the discard port. */
const lostWebhook = { webhookUrl: 'http://127.0.0.1:9/lost' };

const paidOrder = () => paidCheckout(fixture);

const paymentState = async (merchantTransactionId: string) =>
  (await getPaymentByMerchantTransactionId(merchantTransactionId))?.state;

describe('a refund PhonePe accepts and settles later', () => {
  it('is pending until the pg.refund.completed webhook, then refunded with one credit note mailed', async () => {
    const order = await paidOrder();
    const started = await refundAsAdmin(order.merchantTransactionId, { reason: 'Changed plans' });
    expect(started.body.payment).toMatchObject({ status: 'REFUND_PENDING', state: 'REFUNDING' });
    expect(await creditNoteMails(order.email)).toEqual([]);

    const settled = await settleRefundOnSandbox(`${order.merchantTransactionId}_R1`, 'COMPLETED');

    expect(settled.webhook).toMatchObject({ delivered: true, status: 200 });
    expect(await getPaymentByMerchantTransactionId(order.merchantTransactionId)).toMatchObject({
      state: 'REFUNDED',
      refundState: 'COMPLETED',
      refundedBy: 'admin@nexoratech.in',
      refundReason: 'Changed plans',
      refundedAt: expect.any(String),
    });
    expect(
      await getRefund(order.merchantTransactionId, `${order.merchantTransactionId}_R1`),
    ).toMatchObject({ state: 'COMPLETED', settledAt: expect.any(String) });
    const mails = await eventually(
      () => creditNoteMails(order.email),
      (found) => found.length > 0,
    );
    expect(mails).toHaveLength(1);
  });

  it('mails the credit note as a PDF, and its link opens the PDF to its owner only', async () => {
    const order = await paidOrder();
    await refundAsAdmin(order.merchantTransactionId);
    await settleRefundOnSandbox(`${order.merchantTransactionId}_R1`, 'COMPLETED');
    const [mail] = await eventually(
      () => creditNoteMails(order.email),
      (found) => found.length > 0,
    );
    const number = /^Credit note (\S+) for your refund$/.exec(mail!.subject)![1]!;
    const [attachment] = mail!.attachments;
    expect(attachment!.fileName).toBe(`Credit-Note-${number.replace(/\//g, '-')}.pdf`);
    expect(attachment!.contentType).toMatch(/^application\/pdf;/);
    const attached = await pdfText(attachment!.bytes);
    expect(attached).toContain('CREDIT NOTE');
    expect(attached).toContain(number);
    expect(attached).toContain(documentAmount(order.amounts.totalPaise));

    const link = new URL(/https?:\/\/\S+\/api\/credit-notes\/\S+/.exec(mail!.text)![0]);
    const local = `${inject('siteUrl')}${link.pathname}`;
    const download = await fetch(`${local}${link.search}`);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(await pdfText(new Uint8Array(await download.arrayBuffer()))).toBe(attached);
    const page = await fetch(`${local}${link.search}&format=html`);
    expect(await page.text()).toContain(number);
    expect((await fetch(`${local}?token=forged`)).status).toBe(403);
    expect((await fetch(`${local}${link.search}&format=docx`)).status).toBe(400);
  });

  it('lists the credit note with its refund in admin Payments and in its CSV', async () => {
    const order = await paidOrder();
    await refundAsAdmin(order.merchantTransactionId, { reason: 'Duplicate purchase' });
    const refundId = `${order.merchantTransactionId}_R1`;
    await settleRefundOnSandbox(refundId, 'COMPLETED');
    const settled = await eventually(
      () => getRefund(order.merchantTransactionId, refundId),
      (stored) => Boolean(stored?.creditNoteNumber),
    );

    const { body } = await asAdmin<AdminPage<AdminPaymentRow>>(
      'GET',
      `/api/admin/payments?q=${order.merchantTransactionId}`,
    );

    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({
      status: 'REFUNDED',
      refundedBy: 'admin@nexoratech.in',
      refunds: [
        {
          state: 'COMPLETED',
          reason: 'Duplicate purchase',
          settledAt: expect.any(String),
          creditNoteNumber: settled!.creditNoteNumber,
          creditNoteUrl: expect.stringContaining(
            `/api/credit-notes/${order.enrollmentId}/${refundId}?token=`,
          ),
        },
      ],
    });
    const csv = await fetch(
      `${inject('siteUrl')}/api/admin/payments?format=csv&q=${order.merchantTransactionId}`,
      { headers: { authorization: `Bearer ${await adminToken()}` } },
    );
    const [header, row] = (await csv.text()).split('\r\n');
    expect(header).toContain('Refunded By,Refund Attempts,Refund Failure,Invoice Link,Credit Note');
    expect(row).toContain(`,${settled!.creditNoteNumber},`);
    expect(row).toContain('admin@nexoratech.in');
  });

  it('is refunded when the scheduled job reads COMPLETED, though the webhook was lost', async () => {
    const order = await paidOrder();
    await refundAsAdmin(order.merchantTransactionId);
    await settleRefundOnSandbox(`${order.merchantTransactionId}_R1`, 'COMPLETED', lostWebhook);
    expect(await paymentState(order.merchantTransactionId)).toBe('REFUNDING');

    const report = await reconcileCheckouts();

    expect(report.refunds.COMPLETED).toBeGreaterThanOrEqual(1);
    expect(await paymentState(order.merchantTransactionId)).toBe('REFUNDED');
    const mails = await eventually(
      () => creditNoteMails(order.email),
      (found) => found.length > 0,
    );
    expect(mails).toHaveLength(1);
  });

  it('finishes the credit note of a refund asked for days ago whose documents job was lost', async () => {
    const order = await paidOrder();
    await refundAsAdmin(order.merchantTransactionId);
    const refundId = `${order.merchantTransactionId}_R1`;
    // PhonePe took three days; the settlement was stored, but the job after it never ran.
    const threeDaysAgo = new Date(Date.now() - 3 * 24 * 60 * 60_000).toISOString();
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: `PAYMENT#${order.merchantTransactionId}`, sk: `REFUND#${refundId}` },
        UpdateExpression: 'SET requestedAt = :then, gsi1sk = :sk',
        ExpressionAttributeValues: { ':then': threeDaysAgo, ':sk': `${threeDaysAgo}#${refundId}` },
      }),
    );
    const settledAt = new Date().toISOString();
    await writeTransaction([
      changeRefundState(
        { merchantTransactionId: order.merchantTransactionId, merchantRefundId: refundId },
        ['PENDING'],
        {
          state: 'COMPLETED',
          settledAt,
          updatedAt: settledAt,
        },
      ),
    ]);
    expect(await creditNoteMails(order.email)).toEqual([]);

    await reconcileCheckouts();

    expect(await getRefund(order.merchantTransactionId, refundId)).toMatchObject({
      creditNoteNumber: expect.any(String),
    });
    expect(await creditNoteMails(order.email)).toHaveLength(1);
  });

  it('issues one credit note however often PhonePe repeats the completed webhook', async () => {
    const order = await paidOrder();
    await refundAsAdmin(order.merchantTransactionId);
    const refundId = `${order.merchantTransactionId}_R1`;
    await settleRefundOnSandbox(refundId, 'COMPLETED');

    const resend = () =>
      fetch(`${inject('phonePeSandboxUrl')}/__sandbox/refunds/${refundId}/resend-webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
    const answers = await Promise.all([resend(), resend(), resend()]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);

    await eventually(
      () => creditNoteMails(order.email),
      (found) => found.length > 0,
    );
    // Give any duplicate its chance to land: the refund's documents are settled once recorded.
    await eventually(
      () => getRefund(order.merchantTransactionId, refundId),
      (stored) => Boolean(stored?.creditNoteNumber),
    );
    expect(await creditNoteMails(order.email)).toHaveLength(1);
  });
});

describe('the scheduled job', () => {
  it('counts a refund it cannot settle as a reconcile failure, and goes on', async () => {
    // A refund attempt whose payment is gone: settling it throws every time it is asked about.
    const longAgo = new Date(Date.now() - 10 * 60_000).toISOString();
    const orphan: RefundAttempt = {
      merchantRefundId: `NXT_${Date.now()}_orphan_R1`,
      merchantTransactionId: `NXT_${Date.now()}_orphan`,
      enrollmentId: 'no-such-enrollment',
      attempt: 1,
      amountPaise: 100,
      state: 'PENDING',
      requestedBy: 'test',
      requestedAt: longAgo,
      updatedAt: longAgo,
    };
    await writeTransaction([putNewRefund(orphan)]);
    const failuresBefore = await metricTotal(productMetrics.reconcileFailures);
    try {
      const report = await reconcileCheckouts();

      expect(report.errors).toBeGreaterThanOrEqual(1);
      expect(await metricTotal(productMetrics.reconcileFailures)).toBeGreaterThan(failuresBefore);
    } finally {
      await db().send(
        new DeleteCommand({
          TableName: tableName(),
          Key: {
            pk: `PAYMENT#${orphan.merchantTransactionId}`,
            sk: `REFUND#${orphan.merchantRefundId}`,
          },
        }),
      );
    }
  });
});

describe('a refund that fails', () => {
  it('shows failed when PhonePe fails it later, and a retry with a new id completes it', async () => {
    const order = await paidOrder();
    await refundAsAdmin(order.merchantTransactionId, { reason: 'Batch cancelled' });
    const failuresBefore = await metricTotal(productMetrics.refundFailures);

    await settleRefundOnSandbox(`${order.merchantTransactionId}_R1`, 'FAILED');

    expect(await metricTotal(productMetrics.refundFailures)).toBeGreaterThan(failuresBefore);

    expect(await getPaymentByMerchantTransactionId(order.merchantTransactionId)).toMatchObject({
      state: 'REFUND_FAILED',
      refundState: 'FAILED',
    });
    expect(await getEnrollmentById(order.enrollmentId)).toMatchObject({
      enrollmentStatus: 'cancelled',
      paymentStatus: 'paid',
      statusReason: expect.stringContaining('retry the refund from Payments'),
    });

    const retried = await refundAsAdmin(order.merchantTransactionId, { reason: 'Batch cancelled' });
    expect(retried.status).toBe(200);
    expect(retried.body.payment).toMatchObject({
      status: 'REFUND_PENDING',
      merchantRefundId: `${order.merchantTransactionId}_R2`,
      refundAttempts: 2,
    });
    expect(retried.body.payment.refunds?.map((attempt) => attempt.state)).toEqual([
      'FAILED',
      'PENDING',
    ]);
    await settleRefundOnSandbox(`${order.merchantTransactionId}_R2`, 'COMPLETED');
    expect(await paymentState(order.merchantTransactionId)).toBe('REFUNDED');
    expect(await getEnrollmentById(order.enrollmentId)).toMatchObject({
      enrollmentStatus: 'cancelled',
      paymentStatus: 'refunded',
    });
  });
});

describe('a refund request that gets no clear answer', () => {
  it('reads the refund status first, so a refund PhonePe did make is never made twice', async () => {
    const order = await paidOrder();
    // PhonePe creates the refund but answers 500.
    await sandbox(`${order.merchantTransactionId}/refund-answer`, { answer: 'SERVER_ERROR' });

    const first = await refundAsAdmin(order.merchantTransactionId);

    expect(first.status).toBe(200);
    expect(first.body.outcome).toBe('PENDING');
    expect(first.body.payment).toMatchObject({ status: 'REFUND_PENDING', refundAttempts: 1 });
    const again = await refundAsAdmin(order.merchantTransactionId);
    expect(again.status).toBe(409);
    const atPhonePe = await sandboxOrder<{ refunds: unknown[] }>(order.merchantTransactionId);
    expect(atPhonePe.refunds).toHaveLength(1);
  });
});

describe('POST /api/payments/phonepe/webhook', () => {
  const { PHONEPE_WEBHOOK_USERNAME, PHONEPE_WEBHOOK_PASSWORD } = phonePeSandboxSettings(
    {} as LocalSettings,
  );
  const signed = webhookAuthorization(PHONEPE_WEBHOOK_USERNAME, PHONEPE_WEBHOOK_PASSWORD);

  const post = (body: unknown, authorization = signed) =>
    fetch(`${inject('siteUrl')}/api/payments/phonepe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization },
      body: JSON.stringify(body),
    });

  const order = {
    merchantId: 'SANDBOXMERCHANT',
    merchantOrderId: 'NXT_1732270000000_000000000000',
    orderId: 'OMO2611250000000000000000',
    state: 'COMPLETED',
    amount: 100,
    paymentDetails: [],
  };
  const refundPayload = {
    merchantId: 'SANDBOXMERCHANT',
    merchantRefundId: 'NXT_1732270000000_000000000000_R1',
    originalMerchantOrderId: 'NXT_1732270000000_000000000000',
    refundId: 'OMR2611250000000000000000',
    amount: 100,
    state: 'COMPLETED',
    timestamp: 1_764_000_000_000,
  };
  const documented = [
    { event: 'checkout.order.completed', type: 'CHECKOUT_ORDER_COMPLETED', payload: order },
    { event: 'checkout.order.failed', type: 'CHECKOUT_ORDER_FAILED', payload: order },
    { event: 'pg.order.completed', type: 'PG_ORDER_COMPLETED', payload: order },
    { event: 'pg.order.failed', type: 'PG_ORDER_FAILED', payload: order },
    { event: 'pg.refund.accepted', type: 'PG_REFUND_ACCEPTED', payload: refundPayload },
    { event: 'pg.refund.completed', type: 'PG_REFUND_COMPLETED', payload: refundPayload },
    { event: 'pg.refund.failed', type: 'PG_REFUND_FAILED', payload: refundPayload },
    // Events we do not subscribe to, the deprecated `type` alone, and fields PhonePe may add.
    { event: 'subscription.setup.order.completed', payload: { merchantOrderId: 'X' } },
    { type: 'PG_REFUND_COMPLETED', payload: refundPayload },
    { event: 'pg.refund.completed', payload: { ...refundPayload, newField: { nested: true } } },
  ];

  it.each(documented.map((body) => [body.event ?? body.type, body]))(
    'answers 2xx to a signed %s and 401 to the same unsigned',
    async (_name, body) => {
      expect((await post(body)).status).toBe(200);
      expect((await post(body, 'not-the-signature')).status).toBe(401);
    },
  );

  it('answers 2xx to a signed body it cannot read, so PhonePe does not retry it forever', async () => {
    expect((await post({ event: 'pg.refund.completed', payload: 'garbage' })).status).toBe(200);
  });
});
