import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { GetCommand, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResponse } from '#shared/checkout/checkout-requests';
import type { Enrollment, PaymentRecord } from '#shared/checkout/enrollment';
import type { Batch, Coupon, Course } from '#shared/content/schemas';
import { fallbackCourses } from '#shared/content/fallback/courses';
import { couponItem } from '#lambdas/data/coupons';
import { batchItem, courseItem } from '#lambdas/data/courses';
import { serviceUnavailableMessage } from '#lambdas/lib/errors';
import { uniqueClientIp } from '../support/client-ip';
import { requestFrom, startFaultStack, waitFor, type FaultStack } from '../support/fault-stack';
import { parseMail } from '../support/outbox';
import { startRequestBurst, type RequestBurst } from '../support/request-burst';
import { uniquePhone } from '../support/unique-phone';
import { unpaidHoldMessages } from '#shared/checkout/unpaid-holds';

// Per decision 006: in the middle of a burst of contact messages, checkouts, payments and status checks
// the table goes away (every connection to it dropped, requests cut off mid-flight), DynamoDB
// Local is killed (SIGKILL, no clean shutdown) and started again on the same port from the same
// data folder while the burst goes on. On a stack of its own (a child process), so the shared
// stack's tests never see the table go away.

const course: Course = {
  ...fallbackCourses[1]!,
  id: 'fault-course',
  slug: 'fault-course',
  title: 'Fault Drill Course',
  pricePaise: 1999900,
  originalPricePaise: null,
};
const batch: Batch = {
  id: 'weekday',
  courseSlug: course.slug,
  name: 'Weekday Batch',
  startDate: '2027-03-01',
  schedule: 'Mon–Fri, 7:00–9:00 PM IST',
  seats: 200,
  isActive: true,
};
const coupon: Coupon = {
  code: 'FAULT15',
  description: 'Fifteen per cent off, five times',
  discountType: 'percent',
  discountValue: 15,
  isActive: true,
  validUntil: null,
  usageLimit: 5,
  usedCount: 0,
  minAmountPaise: null,
  applicableCourses: [],
  // Advertised, so a used-up code says so rather than 'Invalid coupon code'.
  advertised: true,
};

/** A payment being refunded, or refunded. */
const refundStates: string[] = ['REFUNDING', 'REFUND_PENDING', 'REFUNDED'];

type Item = Record<string, unknown> & { pk: string; sk: string; entityType?: string };

let stack: FaultStack;
let burst: RequestBurst;
/** When the table began to go and was gone, when the restart began and was over. */
const fault = { goingAt: 0, goneAt: 0, restartingAt: 0, restartedAt: 0 };
/** The status page of every accepted checkout, asked once the burst is over. */
let settled: Array<{ status: number; body: { state: string } }>;

const itemAt = async (pk: string, sk: string) =>
  (await stack.dynamo.send(new GetCommand({ TableName: stack.tableName, Key: { pk, sk } })))
    .Item as Item | undefined;

async function scanTable(): Promise<Item[]> {
  const items: Item[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await stack.dynamo.send(
      new ScanCommand({ TableName: stack.tableName, ExclusiveStartKey, ConsistentRead: true }),
    );
    items.push(...((page.Items ?? []) as Item[]));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

async function outbox() {
  const files = (await readdir(stack.outboxDir)).filter((name) => name.endsWith('.eml'));
  return Promise.all(
    files.map(async (file) => parseMail(file, await readFile(join(stack.outboxDir, file), 'utf8'))),
  );
}

async function sandboxDeliveries(merchantTransactionId: string) {
  const response = await fetch(
    `${stack.phonePeSandboxUrl}/__sandbox/orders/${merchantTransactionId}`,
  );
  const order = (await response.json()) as { webhookDeliveries: Array<{ status?: number }> };
  return order.webhookDeliveries.map((delivery) => delivery.status);
}

const paymentStatus = (merchantTransactionId: string) =>
  requestFrom<{ state: string }>(
    stack.siteUrl,
    uniqueClientIp(),
    `/api/payments/${merchantTransactionId}`,
  );

/** True while every request of the burst was answered; its first failure otherwise. */
function going(): true {
  if (burst.failures.length) throw burst.failures[0];
  return true;
}

beforeAll(async () => {
  stack = await startFaultStack();
  for (const Item of [courseItem(course), batchItem(batch), couponItem(coupon)]) {
    await stack.dynamo.send(new PutCommand({ TableName: stack.tableName, Item }));
  }

  burst = startRequestBurst({
    siteUrl: stack.siteUrl,
    phonePeSandboxUrl: stack.phonePeSandboxUrl,
    courseSlug: course.slug,
    batchId: batch.id,
    couponCode: coupon.code,
  });
  await waitFor(
    () => going() && burst.count('checkout', 201) >= 8 && burst.count('pay', 200) >= 3,
    'the burst to get going',
    30_000,
  );

  fault.goingAt = Date.now();
  await stack.cutDynamoDb();
  fault.goneAt = Date.now();
  await stack.killDynamoDb();
  // The burst goes on against a table that is gone.
  await waitFor(
    () =>
      going() &&
      burst.answers.filter((a) => a.startedAt > fault.goneAt && a.status >= 500).length >= 20,
    'requests to meet the missing table',
    30_000,
  );
  fault.restartingAt = Date.now();
  await stack.restartDynamoDb();
  fault.restartedAt = Date.now();

  await waitFor(
    () =>
      going() &&
      burst.count('checkout', 201, fault.restartedAt) >= 8 &&
      burst.count('contact', 201, fault.restartedAt) >= 8 &&
      burst.count('pay', 200, fault.restartedAt) >= 3,
    'the burst to carry on after the restart',
    30_000,
  );
  await burst.stop();

  // PhonePe's callbacks that met the missing table are retried a few times, then given up.
  await waitFor(
    async () => {
      const orders = await Promise.all(
        burst.accepted
          .filter((order) => order.paid)
          .map((order) => sandboxDeliveries(order.merchantTransactionId)),
      );
      return orders.every(
        (tries) => tries.some((s) => s !== undefined && s < 300) || tries.length >= 4,
      );
    },
    "PhonePe's webhook retries to end",
    10_000,
  );
  // Then each learner's status page asks, which asks PhonePe when our record is still PENDING,
  // as it (or the scheduled job) would after any lost webhook.
  settled = await Promise.all(
    burst.accepted.map((order) => paymentStatus(order.merchantTransactionId)),
  );
}, 120_000);

afterAll(async () => {
  await burst?.stop();
  await stack?.stop();
});

describe('DynamoDB Local killed and restarted in the middle of a burst', () => {
  it('cuts requests off mid-flight, answers a clear 503 while the table is gone, and never a 500', () => {
    expect(burst.failures).toEqual([]);
    const cutShort = burst.answers.filter(
      (answer) => answer.startedAt < fault.goingAt && answer.answeredAt > fault.goneAt,
    );
    expect(cutShort.length).toBeGreaterThan(0);

    const api = burst.answers.filter((answer) => answer.kind !== 'pay');
    const whileDown = api.filter(
      (answer) => answer.startedAt > fault.goneAt && answer.answeredAt < fault.restartingAt,
    );
    expect(whileDown.length).toBeGreaterThanOrEqual(20);
    for (const answer of whileDown) {
      expect(answer).toMatchObject({ status: 503, body: { error: serviceUnavailableMessage } });
    }
    // Before, during and after: served, the coupon used up, the batch's share for unpaid
    // checkouts taken (decision 012), or 503. Nothing else.
    const expectedRefusals = [
      { status: 400, error: 'Coupon usage limit exceeded' },
      { status: 409, error: unpaidHoldMessages.batchBusy },
    ];
    const unexpected = api.filter(
      (answer) =>
        answer.status >= 300 &&
        answer.status !== 503 &&
        !expectedRefusals.some(
          (refusal) =>
            answer.status === refusal.status &&
            (answer.body as { error?: string }).error === refusal.error,
        ),
    );
    expect(unexpected).toEqual([]);
    // The sandbox itself never went away.
    const payments = burst.answers.filter((answer) => answer.kind === 'pay');
    expect(payments.map((answer) => answer.status)).toEqual(payments.map(() => 200));
  });

  it('stores every contact message it answered 201 to', async () => {
    const answered = burst.contacts.filter((contact) => contact.answer.status === 201);
    expect(answered.length).toBeGreaterThanOrEqual(8);
    for (const contact of answered) {
      const { id } = contact.answer.body as { id: string };
      expect(await itemAt(`CONTACT#${id}`, 'CONTACT')).toMatchObject({
        email: contact.email,
        message: contact.message,
        status: 'new',
      });
    }
    // And the company heard of each by e-mail (Reply-To is the visitor).
    const replyTo = new Set((await outbox()).map((mail) => mail.headers['reply-to']));
    for (const contact of answered) {
      expect([...replyTo].some((address) => address?.includes(contact.email))).toBe(true);
    }
  });

  it('settles every payment made during the burst once the table is back', () => {
    expect(settled.map((answer) => answer.status)).toEqual(settled.map(() => 200));
    // Unpaid checkouts may hold a coupon's uses past its limit (decision 012): when more of them
    // pay than it has uses, the later payers are refunded, and only they.
    const beyondCoupon = (order: (typeof burst.accepted)[number], state: string) =>
      order.paid === 'SUCCESS' && order.coupon !== undefined && refundStates.includes(state);
    const expected = { SUCCESS: 'COMPLETED', FAILURE: 'FAILED', unpaid: 'PENDING' };
    expect(
      settled.map((answer, index) => {
        const order = burst.accepted[index]!;
        return beyondCoupon(order, answer.body.state) ? 'COMPLETED' : answer.body.state;
      }),
    ).toEqual(burst.accepted.map((order) => expected[order.paid ?? 'unpaid']));
    const paidWithCoupon = burst.accepted.filter((o) => o.paid === 'SUCCESS' && o.coupon).length;
    expect(
      settled.filter((answer, index) => beyondCoupon(burst.accepted[index]!, answer.body.state))
        .length,
    ).toBe(Math.max(0, paidWithCoupon - coupon.usageLimit!));
  });

  it('keeps every checkout it answered 201 to, with its payment, its hold and its seat', async () => {
    const answered = burst.accepted;
    expect(answered.length).toBeGreaterThanOrEqual(16);
    for (const order of answered) {
      const enrollment = await itemAt(`ENROLLMENT#${order.enrollmentId}`, 'ENROLLMENT');
      const payment = await itemAt(`PAYMENT#${order.merchantTransactionId}`, 'PAYMENT');
      expect(enrollment).toMatchObject({
        merchantTransactionId: order.merchantTransactionId,
        courseSlug: course.slug,
        couponCode: order.coupon ?? null,
        student: expect.objectContaining({ email: order.email }),
        amounts: order.amounts,
      });
      expect(payment).toMatchObject({
        enrollmentId: order.enrollmentId,
        amountPaise: order.amounts.totalPaise,
      });
      const held = await itemAt(`ENROLLMENT#${order.enrollmentId}`, 'HOLD');
      if (!order.paid)
        expect(held).toMatchObject({ merchantTransactionId: order.merchantTransactionId });
      else expect(held).toBeUndefined();
    }
  });

  it('leaves nothing half-written: payments and enrollments in step, seats and coupon uses counted', async () => {
    const items = await scanTable();
    const of = (type: string) => items.filter((item) => item.entityType === type);
    const enrollments = of('Enrollment') as unknown as Array<Enrollment & Item>;
    const payments = new Map(
      (of('Payment') as unknown as Array<PaymentRecord & Item>).map((p) => [
        p.merchantTransactionId,
        p,
      ]),
    );
    const holds = new Set(of('SeatHold').map((hold) => hold.enrollmentId));
    // Checkouts answered 503 may have been stored whole before the table went: never in part.
    expect(enrollments.length).toBeGreaterThanOrEqual(burst.accepted.length);
    expect(payments.size).toBe(enrollments.length);

    const states = {
      pending: { state: 'PENDING', seat: 'held', paymentStatus: 'pending' },
      confirmed: { state: 'COMPLETED', seat: 'taken', paymentStatus: 'paid' },
      cancelled: { state: 'FAILED', seat: 'released', paymentStatus: 'failed' },
    } as const;
    for (const enrollment of enrollments) {
      const payment = payments.get(enrollment.merchantTransactionId);
      expect(payment?.enrollmentId).toBe(enrollment.id);
      if (['needs_attention', 'refunded'].includes(enrollment.enrollmentStatus)) {
        // Paid after the coupon's last uses went to others: refunded, its seat given back.
        expect(enrollment.couponCode).toBe(coupon.code);
        expect(refundStates).toContain(payment!.state);
        expect([enrollment.seat, holds.has(enrollment.id)]).toEqual(['released', false]);
        continue;
      }
      const expected = states[enrollment.enrollmentStatus as keyof typeof states];
      expect(
        expected,
        `enrollment ${enrollment.id} is ${enrollment.enrollmentStatus}`,
      ).toBeTruthy();
      expect([payment!.state, enrollment.seat, enrollment.paymentStatus]).toEqual([
        expected.state,
        expected.seat,
        expected.paymentStatus,
      ]);
      // Each sits in the status collection its state says.
      expect(enrollment.gsi1pk).toBe(`ENROLLMENTS#${enrollment.enrollmentStatus}`);
      expect(payment!.gsi1pk).toBe(`PAYMENTS#${payment!.state}`);
      expect(holds.has(enrollment.id)).toBe(enrollment.seat === 'held');
    }
    expect(holds.size).toBe(enrollments.filter((e) => e.seat === 'held').length);

    const occupying = enrollments.filter((e) => e.seat === 'held' || e.seat === 'taken');
    const held = enrollments.filter((e) => e.seat === 'held');
    const storedBatch = await itemAt(`COURSE#${course.slug}`, `BATCH#${batch.id}`);
    expect(storedBatch!.seatsTaken).toBe(occupying.length);
    expect(storedBatch!.seatsHeld ?? 0).toBe(held.length);
    // A coupon's use is counted when paid; unpaid checkouts hold it apart (decision 012).
    const storedCoupon = await itemAt(`COUPON#${coupon.code}`, 'COUPON');
    const withCoupon = (list: Enrollment[]) =>
      list.filter((e) => e.couponCode === coupon.code).length;
    const couponUses = withCoupon(enrollments.filter((e) => e.seat === 'taken'));
    expect(storedCoupon!.usedCount).toBe(couponUses);
    expect(storedCoupon!.heldCount ?? 0).toBe(withCoupon(held));
    expect(couponUses).toBeLessThanOrEqual(coupon.usageLimit!);
  });

  it('confirms each paid enrollment once: one invoice, numbered without gaps, and one e-mail', async () => {
    const items = await scanTable();
    const confirmed = items.filter(
      (item) => item.entityType === 'Enrollment' && item.enrollmentStatus === 'confirmed',
    ) as unknown as Array<Enrollment & Item>;
    expect(confirmed.length).toBeGreaterThanOrEqual(4);
    const invoices = items.filter((item) => item.entityType === 'Invoice');
    expect(invoices.map((invoice) => invoice.enrollmentId).sort()).toEqual(
      confirmed.map((enrollment) => enrollment.id).sort(),
    );
    for (const enrollment of confirmed) {
      const invoice = invoices.find((candidate) => candidate.enrollmentId === enrollment.id);
      expect(enrollment.invoiceNumber).toBe(invoice!.invoiceNumber);
    }
    const serials = invoices.map((invoice) => Number(String(invoice.invoiceNumber).slice(-6)));
    expect(serials.sort((a, b) => a - b)).toEqual(serials.map((_, index) => index + 1));
    const counter = items.find((item) => item.pk === 'COUNTER#INVOICE');
    expect(counter!.lastSerial).toBe(invoices.length);

    const mails = await outbox();
    for (const enrollment of confirmed) {
      const theirs = mails.filter((mail) => mail.headers.to?.includes(enrollment.student.email));
      expect(theirs.map((mail) => mail.subject)).toEqual([`Enrollment confirmed: ${course.title}`]);
    }
  });

  it('serves normally again: the catalogue, a contact message and a paid checkout', async () => {
    const courses = await requestFrom<{ courses: Array<{ slug: string }> }>(
      stack.siteUrl,
      uniqueClientIp(),
      '/api/courses',
    );
    expect(courses.status).toBe(200);
    expect(courses.body.courses.map((listed) => listed.slug)).toContain(course.slug);

    const contact = await requestFrom<{ id: string }>(
      stack.siteUrl,
      uniqueClientIp(),
      '/api/contact',
      {
        name: 'Kavya Nair',
        email: 'kavya.after@example.com',
        message: 'Are you taking on new projects this quarter?',
      },
    );
    expect(contact.status).toBe(201);
    expect(await itemAt(`CONTACT#${contact.body.id}`, 'CONTACT')).toMatchObject({
      email: 'kavya.after@example.com',
    });

    const started = await requestFrom<CheckoutResponse>(
      stack.siteUrl,
      uniqueClientIp(),
      '/api/checkout',
      {
        courseSlug: course.slug,
        batchId: batch.id,
        student: {
          name: 'Kavya Nair',
          email: `after.${Date.now()}@example.com`,
          phone: uniquePhone(),
          city: 'Kochi',
          state: 'Kerala',
        },
        paymentMethod: 'phonepe',
        termsAccepted: true,
      },
    );
    expect(started.status).toBe(201);
    const paid = await fetch(
      `${stack.phonePeSandboxUrl}/__sandbox/orders/${started.body.merchantTransactionId}/complete`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"outcome":"SUCCESS"}',
      },
    );
    expect(((await paid.json()) as { webhook: { status: number } }).webhook.status).toBe(200);
    const enrollment = await itemAt(`ENROLLMENT#${started.body.enrollmentId}`, 'ENROLLMENT');
    expect(enrollment).toMatchObject({ enrollmentStatus: 'confirmed', seat: 'taken' });
  });
});
