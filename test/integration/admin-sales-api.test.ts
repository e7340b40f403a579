import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { ApiErrorBody } from '#shared/api/content';
import type { AdminPage } from '#shared/admin/lists';
import type { AdminEnrollmentRow } from '#shared/admin/sales-enrollments';
import { adminPaymentMessages, type AdminPaymentRow } from '#shared/admin/sales-payments';
import type { CheckoutRequest, CheckoutResponse } from '#shared/checkout/checkout-requests';
import { getEnrollmentById } from '#lambdas/data/enrollments';
import { getPaymentByMerchantTransactionId } from '#lambdas/data/payments';
import { adminToken, asAdmin } from '../support/admin-session';
import {
  aCheckout,
  checkout,
  couponUses,
  createTestCoupon,
  createTestCourse,
  invoicedEnrollment,
  payOnSandbox,
  refundAsAdmin,
  sandbox,
  sandboxOrder,
  seatsTaken,
  uniqueEmail,
  type CheckoutFixture,
} from '../support/checkout';
import { pdfText } from '../support/pdf-text';

// Per docs/admin.md: the admin Enrollments and Payments tabs over the real local stack: lists with search,
// filters and paging, CSV exports of every matching row, and refunds through the PhonePe sandbox.

let fixture: CheckoutFixture;
const cleanups: Array<() => Promise<void>> = [];
beforeAll(async () => {
  fixture = await createTestCourse({ seats: 100, pricePaise: 2499900 });
  cleanups.push(() => fixture.cleanup());
});
afterAll(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

/** A word no other test's data holds, to search by. */
const uniqueTag = () => `zq${randomBytes(5).toString('hex')}`;

type Order = CheckoutResponse & { request: CheckoutRequest };

async function startOrder(student: Partial<CheckoutRequest['student']> = {}, coupon?: string) {
  const base = aCheckout(fixture, coupon ? { coupon } : {});
  const request = { ...base, student: { ...base.student, ...student } };
  const answer = await checkout<CheckoutResponse>(fixture, request);
  expect(answer.status).toBe(201);
  return { ...answer.body, request } satisfies Order;
}

/** A checkout paid through the sandbox, whose webhook confirms the enrollment. */
async function paidOrder(student: Partial<CheckoutRequest['student']> = {}, coupon?: string) {
  const order = await startOrder(student, coupon);
  await payOnSandbox(order.merchantTransactionId, 'Success');
  expect(await invoicedEnrollment(order.enrollmentId)).toMatchObject({
    enrollmentStatus: 'confirmed',
  });
  return order;
}

const list = <T>(path: string) => asAdmin<AdminPage<T>>('GET', path);

/** A CSV export as the admin: status, headers and text (the JSON helpers would parse it). */
async function download(path: string) {
  const response = await fetch(`${inject('siteUrl')}${path}`, {
    headers: { authorization: `Bearer ${await adminToken()}` },
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    disposition: response.headers.get('content-disposition'),
    text: await response.text(),
  };
}

const refundAnswer = (merchantTransactionId: string, answer: string) =>
  sandbox(`${merchantTransactionId}/refund-answer`, { answer });

describe('GET /api/admin/enrollments', () => {
  it('lists a paid enrollment with its amounts, statuses and invoice link', async () => {
    const tag = uniqueTag();
    const order = await paidOrder({ name: `Asha Rao ${tag}` });

    const { status, body } = await list<AdminEnrollmentRow>(`/api/admin/enrollments?q=${tag}`);

    expect(status).toBe(200);
    expect(body.items).toHaveLength(1);
    const row = body.items[0]!;
    expect(row).toMatchObject({
      id: order.enrollmentId,
      courseTitle: fixture.course.title,
      student: { name: `Asha Rao ${tag}`, email: order.request.student.email },
      enrollmentStatus: 'confirmed',
      paymentStatus: 'paid',
      merchantTransactionId: order.merchantTransactionId,
      amounts: { totalPaise: order.amounts.totalPaise },
      invoiceNumber: expect.any(String),
    });
    // The link opens the real invoice.
    const invoice = await fetch(row.invoiceUrl!.replace(/^https?:\/\/[^/]+/, inject('siteUrl')));
    expect(invoice.status).toBe(200);
    expect(await pdfText(new Uint8Array(await invoice.arrayBuffer()))).toContain(row.invoiceNumber);
  });

  it('finds an enrollment by e-mail, course and transaction id', async () => {
    const tag = uniqueTag();
    const order = await paidOrder({ name: `Ravi ${tag}`, email: uniqueEmail(tag) });
    const found = async (q: string) =>
      (await list<AdminEnrollmentRow>(`/api/admin/enrollments?q=${encodeURIComponent(q)}`)).body
        .items;

    expect((await found(order.request.student.email.toUpperCase())).map((row) => row.id)).toEqual([
      order.enrollmentId,
    ]);
    expect((await found(order.merchantTransactionId)).map((row) => row.id)).toEqual([
      order.enrollmentId,
    ]);
    expect((await found(fixture.course.title)).map((row) => row.id)).toContain(order.enrollmentId);
  });

  it('filters by status and payment status', async () => {
    const tag = uniqueTag();
    const paid = await paidOrder({ name: `Meera ${tag}` });
    const unpaid = await startOrder({ name: `Meera ${tag}` });
    const ids = async (query: string) =>
      (await list<AdminEnrollmentRow>(`/api/admin/enrollments?q=${tag}&${query}`)).body.items.map(
        (row) => row.id,
      );

    expect(await ids('status=confirmed')).toEqual([paid.enrollmentId]);
    expect(await ids('status=pending')).toEqual([unpaid.enrollmentId]);
    expect(await ids('paymentStatus=paid')).toEqual([paid.enrollmentId]);
    expect(await ids('status=refunded')).toEqual([]);
  });

  it('filters by course and batch, as a batch’s page lists its unpaid holds', async () => {
    const tag = uniqueTag();
    const unpaid = await startOrder({ name: `Nila ${tag}` });
    const ids = async (query: string) =>
      (await list<AdminEnrollmentRow>(`/api/admin/enrollments?q=${tag}&${query}`)).body.items.map(
        (row) => row.id,
      );
    const ofCourse = `courseSlug=${fixture.course.slug}`;

    expect(await ids(`${ofCourse}&batchId=${fixture.batch.id}&paymentStatus=pending`)).toEqual([
      unpaid.enrollmentId,
    ]);
    expect(await ids(`${ofCourse}&batchId=another-batch`)).toEqual([]);
    expect(await ids('courseSlug=another-course')).toEqual([]);
  });

  it('pages newest first, one Load more at a time', async () => {
    const tag = uniqueTag();
    const orders = [];
    for (let index = 0; index < 3; index += 1)
      orders.push(await startOrder({ name: `Kiran ${tag}` }));

    const first = await list<AdminEnrollmentRow>(`/api/admin/enrollments?q=${tag}&limit=2`);
    expect(first.body.items.map((row) => row.id)).toEqual([
      orders[2]!.enrollmentId,
      orders[1]!.enrollmentId,
    ]);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await list<AdminEnrollmentRow>(
      `/api/admin/enrollments?q=${tag}&limit=2&cursor=${encodeURIComponent(first.body.nextCursor!)}`,
    );
    expect(second.body.items.map((row) => row.id)).toEqual([orders[0]!.enrollmentId]);
    expect(second.body.nextCursor).toBeUndefined();
  });

  it('answers 400 with the field at fault for a bad filter', async () => {
    for (const query of ['status=archived', 'paymentStatus=maybe', 'format=xlsx', 'limit=0']) {
      const { status, body } = await asAdmin<ApiErrorBody>(
        'GET',
        `/api/admin/enrollments?${query}`,
      );
      expect(status, query).toBe(400);
      expect(Object.keys(body.fieldErrors ?? {}), query).toEqual([query.split('=')[0]]);
    }
  });
});

describe('GET /api/admin/enrollments?format=csv', () => {
  it('downloads every matching enrollment, not one page, as a CSV attachment', async () => {
    const tag = uniqueTag();
    const orders = [
      await paidOrder({ name: `Asha ${tag}` }),
      await paidOrder({ name: `Ravi ${tag}`, city: 'Pune, Camp' }),
      await startOrder({ name: `=HYPERLINK("http://evil.test") ${tag}` }),
    ];

    const csv = await download(`/api/admin/enrollments?format=csv&limit=1&q=${tag}`);

    expect(csv.status).toBe(200);
    expect(csv.contentType).toBe('text/csv; charset=utf-8');
    expect(csv.disposition).toMatch(
      /^attachment; filename="nexora-enrollments-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = csv.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toMatch(/^Enrollment ID,Enrolled At \(IST\),Learner,Email,/);
    expect(lines.at(-1)).toBe('');
    const rows = lines.slice(1, -1);
    expect(rows).toHaveLength(3);
    const asha = rows.find((line) => line.includes(`Asha ${tag}`))!;
    expect(asha).toContain(orders[0]!.request.student.email);
    expect(asha).toContain(fixture.course.title);
    expect(asha).toContain(`,${(orders[0]!.amounts.totalPaise / 100).toFixed(2)},`);
    expect(asha).toContain(',Confirmed,Paid,');
    expect(asha).toMatch(/,https?:\/\/[^,]+\/api\/invoices\/[^,]+\?token=[^,]+,/);
    // RFC 4180: a comma inside a field is quoted; a formula is neutralised with an apostrophe.
    expect(rows.find((line) => line.includes(`Ravi ${tag}`))).toContain(',"Pune, Camp",');
    expect(csv.text).toContain(`"'=HYPERLINK(""http://evil.test"") ${tag}"`);
  });
});

describe('GET /api/admin/payments', () => {
  it('lists a payment with its learner, course, method and invoice link, found by its UTR', async () => {
    const tag = uniqueTag();
    const order = await paidOrder({ name: `Priya ${tag}` });
    const stored = await getPaymentByMerchantTransactionId(order.merchantTransactionId);
    const utr = stored!.paymentInstrument!.utr!;

    const { status, body } = await list<AdminPaymentRow>(`/api/admin/payments?q=${utr}`);

    expect(status).toBe(200);
    expect(body.items).toEqual([
      expect.objectContaining({
        merchantTransactionId: order.merchantTransactionId,
        status: 'COMPLETED',
        state: 'COMPLETED',
        amountPaise: order.amounts.totalPaise,
        learner: { name: `Priya ${tag}`, email: order.request.student.email },
        courseTitle: fixture.course.title,
        batchName: fixture.batch.name,
        paymentInstrument: { type: 'UPI', utr },
        invoiceUrl: expect.stringContaining(`/api/invoices/${order.enrollmentId}?token=`),
      }),
    ]);
  });

  it('filters by status and searches by learner name', async () => {
    const tag = uniqueTag();
    const paid = await paidOrder({ name: `Arjun ${tag}` });
    const unpaid = await startOrder({ name: `Arjun ${tag}` });
    const ids = async (query: string) =>
      (await list<AdminPaymentRow>(`/api/admin/payments?q=arjun%20${tag}&${query}`)).body.items.map(
        (row) => row.merchantTransactionId,
      );

    expect(await ids('status=COMPLETED')).toEqual([paid.merchantTransactionId]);
    expect(await ids('status=PENDING')).toEqual([unpaid.merchantTransactionId]);
    expect(await ids('limit=100')).toEqual([
      unpaid.merchantTransactionId,
      paid.merchantTransactionId,
    ]);
  });

  it('downloads matching payments as CSV with amounts in rupees', async () => {
    const tag = uniqueTag();
    const order = await paidOrder({ name: `Divya ${tag}` });

    const csv = await download(`/api/admin/payments?format=csv&q=${tag}`);

    expect(csv.status).toBe(200);
    expect(csv.disposition).toMatch(/^attachment; filename="nexora-payments-[\d-]+\.csv"$/);
    const [header, row, end] = csv.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toMatch(/^Merchant Transaction ID,Created At \(IST\),Learner,Email,Course,/);
    expect(row).toContain(`${order.merchantTransactionId},`);
    expect(row).toContain(`,Divya ${tag},${order.request.student.email},`);
    expect(row).toContain(`,${(order.amounts.totalPaise / 100).toFixed(2)},Completed,UPI,`);
    expect(end).toBe('');
  });
});

describe('POST /api/admin/payments/{merchantTransactionId}/refund', () => {
  it('refunds in full through PhonePe, cancels the enrollment and gives back its seat and coupon use', async () => {
    const { coupon, cleanup } = await createTestCoupon({ usageLimit: 10 });
    cleanups.push(cleanup);
    const order = await paidOrder({}, coupon.code);
    const seatsBefore = await seatsTaken(fixture);
    expect(await couponUses(coupon.code)).toBe(1);

    const { status, body } = await refundAsAdmin(order.merchantTransactionId, {
      reason: '  Learner moved abroad  ',
    });

    expect(status).toBe(200);
    // PhonePe accepts a refund as PENDING and settles it later.
    expect(body.message).toBe(adminPaymentMessages.refundPending);
    expect(body.outcome).toBe('PENDING');
    expect(body.payment).toMatchObject({
      merchantTransactionId: order.merchantTransactionId,
      status: 'REFUND_PENDING',
      state: 'REFUNDING',
      refundState: 'PENDING',
      refundAttempts: 1,
      merchantRefundId: `${order.merchantTransactionId}_R1`,
      refunds: [
        {
          merchantRefundId: `${order.merchantTransactionId}_R1`,
          attempt: 1,
          state: 'PENDING',
          amountPaise: order.amounts.totalPaise,
          reason: 'Learner moved abroad',
          requestedBy: 'admin@nexoratech.in',
          requestedAt: expect.any(String),
        },
      ],
    });
    // Refunded only once PhonePe settles it.
    expect(body.payment.refundedAt).toBeUndefined();
    expect(await getEnrollmentById(order.enrollmentId)).toMatchObject({
      enrollmentStatus: 'cancelled',
      paymentStatus: 'refunded',
      seat: 'released',
      statusReason: 'Refunded by an admin: Learner moved abroad',
    });
    expect(await seatsTaken(fixture)).toBe(seatsBefore - 1);
    expect(await couponUses(coupon.code)).toBe(0);
    const atPhonePe = await sandboxOrder<{ refunds: Array<{ amount: number }> }>(
      order.merchantTransactionId,
    );
    expect(atPhonePe.refunds.map((r) => r.amount)).toEqual([order.amounts.totalPaise]);
    const listed = await list<AdminPaymentRow>(
      `/api/admin/payments?q=${order.merchantTransactionId}&status=REFUND_PENDING`,
    );
    expect(listed.body.items.map((row) => row.merchantTransactionId)).toEqual([
      order.merchantTransactionId,
    ]);
  });

  it('still cancels the enrollment and frees its seat when its coupon was deleted since', async () => {
    const { coupon, cleanup } = await createTestCoupon();
    const order = await paidOrder({}, coupon.code);
    await cleanup();
    const seats = await seatsTaken(fixture);

    expect((await refundAsAdmin(order.merchantTransactionId)).status).toBe(200);

    expect(await getEnrollmentById(order.enrollmentId)).toMatchObject({
      enrollmentStatus: 'cancelled',
      seat: 'released',
    });
    expect(await seatsTaken(fixture)).toBe(seats - 1);
  });

  it('records REFUNDED when PhonePe settles the refund at once', async () => {
    const order = await paidOrder();
    await refundAnswer(order.merchantTransactionId, 'COMPLETED');

    const { status, body } = await refundAsAdmin(order.merchantTransactionId);

    expect(status).toBe(200);
    expect(body.message).toBe(adminPaymentMessages.refunded);
    expect(body.payment).toMatchObject({ status: 'REFUNDED', refundState: 'COMPLETED' });
    expect(body.payment.refundReason).toBeUndefined();
    expect(await getEnrollmentById(order.enrollmentId)).toMatchObject({
      enrollmentStatus: 'cancelled',
      statusReason: 'Refunded by an admin.',
    });
  });

  it('answers 409 when the payment has already been refunded, and refunds once', async () => {
    const order = await paidOrder();
    await refundAnswer(order.merchantTransactionId, 'COMPLETED');
    expect((await refundAsAdmin(order.merchantTransactionId)).status).toBe(200);
    const seats = await seatsTaken(fixture);

    expect(await refundAsAdmin(order.merchantTransactionId)).toEqual({
      status: 409,
      body: { error: adminPaymentMessages.alreadyRefunded },
    });
    expect(await seatsTaken(fixture)).toBe(seats);
    const atPhonePe = await sandboxOrder<{ refunds: unknown[] }>(order.merchantTransactionId);
    expect(atPhonePe.refunds).toHaveLength(1);
  });

  it('refunds once when two admins refund the same payment at the same moment', async () => {
    const order = await paidOrder();
    const seats = await seatsTaken(fixture);

    const answers = await Promise.all([
      refundAsAdmin(order.merchantTransactionId),
      refundAsAdmin(order.merchantTransactionId),
    ]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect([adminPaymentMessages.refundInProgress, adminPaymentMessages.alreadyRefunded]).toContain(
      answers.find((answer) => answer.status === 409)!.body.error,
    );
    expect(await seatsTaken(fixture)).toBe(seats - 1);
    const atPhonePe = await sandboxOrder<{ refunds: unknown[] }>(order.merchantTransactionId);
    expect(atPhonePe.refunds).toHaveLength(1);
  });

  it('records a refused refund as failed, changes nothing else, and retries with a new refund id', async () => {
    const order = await paidOrder();
    const seats = await seatsTaken(fixture);
    await refundAnswer(order.merchantTransactionId, 'REFUSED');

    const refused = await refundAsAdmin(order.merchantTransactionId);

    expect(refused.status).toBe(200);
    expect(refused.body.outcome).toBe('FAILED');
    expect(refused.body.message).toMatch(
      /^PhonePe declined the refund: PhonePe could not refund the payment: .*refuse/,
    );
    expect(refused.body.message).toMatch(/The payment is unchanged; you can try again\.$/);
    expect(refused.body.payment).toMatchObject({ status: 'REFUND_FAILED', refundAttempts: 1 });
    expect(refused.body.payment.refunds).toMatchObject([{ attempt: 1, state: 'FAILED' }]);
    expect(await getEnrollmentById(order.enrollmentId)).toMatchObject({
      enrollmentStatus: 'confirmed',
      seat: 'taken',
    });
    expect(await seatsTaken(fixture)).toBe(seats);

    await refundAnswer(order.merchantTransactionId, 'PENDING');
    const retried = await refundAsAdmin(order.merchantTransactionId);
    expect(retried.status).toBe(200);
    expect(retried.body.payment).toMatchObject({
      status: 'REFUND_PENDING',
      merchantRefundId: `${order.merchantTransactionId}_R2`,
    });
    expect(await seatsTaken(fixture)).toBe(seats - 1);
    const atPhonePe = await sandboxOrder<{ refunds: Array<{ merchantRefundId: string }> }>(
      order.merchantTransactionId,
    );
    expect(atPhonePe.refunds.map((r) => r.merchantRefundId)).toEqual([
      `${order.merchantTransactionId}_R2`,
    ]);
  });

  it('shows a refund PhonePe reports failed at once, leaving the enrollment confirmed', async () => {
    const order = await paidOrder();
    await refundAnswer(order.merchantTransactionId, 'FAILED');

    const failed = await refundAsAdmin(order.merchantTransactionId);

    expect(failed.status).toBe(200);
    expect(failed.body.outcome).toBe('FAILED');
    expect(failed.body.message).toMatch(/^PhonePe declined the refund/);
    expect(await getPaymentByMerchantTransactionId(order.merchantTransactionId)).toMatchObject({
      state: 'REFUND_FAILED',
      refundState: 'FAILED',
    });
    expect(await getEnrollmentById(order.enrollmentId)).toMatchObject({
      enrollmentStatus: 'confirmed',
    });
  });

  it('refunds only completed payments', async () => {
    const unpaid = await startOrder();

    expect(await refundAsAdmin(unpaid.merchantTransactionId)).toEqual({
      status: 409,
      body: { error: 'Only completed payments can be refunded. This payment is pending.' },
    });
    expect(await getEnrollmentById(unpaid.enrollmentId)).toMatchObject({ seat: 'held' });
  });

  it('answers 404 for an unknown payment and 400 for a reason too long', async () => {
    expect(await refundAsAdmin('NXT_0_unknown')).toEqual({
      status: 404,
      body: { error: adminPaymentMessages.notFound },
    });
    const order = await paidOrder();
    const tooLong = await refundAsAdmin(order.merchantTransactionId, { reason: 'x'.repeat(501) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fieldErrors).toEqual({
      reason: 'Please keep the reason under 500 characters',
    });
    expect(await getPaymentByMerchantTransactionId(order.merchantTransactionId)).toMatchObject({
      state: 'COMPLETED',
    });
  });
});
