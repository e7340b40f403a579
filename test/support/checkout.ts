import { randomBytes } from 'node:crypto';
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import type { AdminRefundResponse } from '#shared/admin/sales-payments';
import { adminPaymentRefund } from '#shared/api/api-paths';
import type { ApiErrorBody } from '#shared/api/content';
import { withPathParameters } from '#shared/api/path-parameters';
import type { CheckoutRequest, CheckoutResponse } from '#shared/checkout/checkout-requests';
import type { Batch, Coupon, Course } from '#shared/content/schemas';
import { fallbackCourses } from '#shared/content/fallback/courses';
import { couponItem, couponKeys } from '#lambdas/data/coupons';
import { batchItem, batchKeys, courseItem } from '#lambdas/data/courses';
import { getEnrollmentById, holdKeys } from '#lambdas/data/enrollments';
import { releaseHold } from '#lambdas/checkout-payments/hold-transitions';
import { db, queryPartition, tableName } from '#lambdas/data/table';
import { asAdmin } from './admin-session';
import { postJson } from './client-ip';
import { mailsAbout, type OutboxMail } from './outbox';
import { putItems } from './table';
import { uniquePhone } from './unique-phone';

export { uniquePhone };

// Factories for checkout tests: a course, batches and coupons of the test's own, never the
// seeded ones the browser tests buy, and a cleanup that removes them with every enrollment and
// payment made against them.

const suffix = () => randomBytes(4).toString('hex');

export const uniqueEmail = (name: string) => `${name}.${Date.now()}.${suffix()}@example.com`;

export interface CheckoutFixture {
  course: Course;
  batch: Batch;
  /** Enrollment and payment ids to delete afterwards; checkout() adds to them. */
  created: Array<{ enrollmentId: string; merchantTransactionId: string }>;
  cleanup(): Promise<void>;
}

/** A batch start date that has come (in IST): its learners may be marked completed. */
export const startedBatchDate = '2026-11-02';

/**
 * A published course with one batch of `seats`, kept out of the course list (no gsi1 keys), so
 * list tests running meanwhile still count the five seeded courses. The batch starts in 2027
 * unless `startDate` says otherwise (startedBatchDate for tests that complete learners).
 */
export async function createTestCourse(
  options: {
    seats?: number;
    pricePaise?: number;
    seatsTaken?: number;
    startDate?: string | null;
  } = {},
): Promise<CheckoutFixture> {
  const base = fallbackCourses[2]!;
  const slug = `test-checkout-${suffix()}`;
  const course: Course = {
    ...base,
    id: slug,
    slug,
    title: `Checkout Test Course ${slug.slice(-8)}`,
    pricePaise: options.pricePaise ?? 2499900,
    originalPricePaise: null,
  };
  const batch: Batch = {
    id: 'weekend',
    courseSlug: slug,
    name: 'Weekend Batch',
    startDate: options.startDate === undefined ? '2027-02-06' : options.startDate,
    schedule: 'Sat–Sun, 10:00 AM–1:00 PM IST',
    seats: options.seats ?? 15,
    isActive: true,
  };
  // Without gsi1 keys (undefined values are not written), so it is left out of the list.
  const unlisted = { ...courseItem(course), gsi1pk: undefined, gsi1sk: undefined };
  await putItems([unlisted, batchItem(batch, options.seatsTaken ?? 0)]);
  const created: CheckoutFixture['created'] = [];
  return {
    course,
    batch,
    created,
    async cleanup() {
      // Open holds end as the scheduled job would end them, so the caps on unpaid checkouts
      // (the client's, e-mail's and phone's counters) are left as they were.
      for (const { enrollmentId } of created) {
        const enrollment = await getEnrollmentById(enrollmentId);
        if (enrollment?.enrollmentStatus === 'pending' && enrollment.seat === 'held') {
          await releaseHold(enrollment, 'EXPIRED', new Date());
        }
      }
      const items = [
        ...(await queryPartition(`COURSE#${slug}`)),
        ...(
          await Promise.all(
            created.map(async (ids) => [
              ...(await queryPartition(`ENROLLMENT#${ids.enrollmentId}`)),
              // The payment with its refund attempts, which the scheduled job would otherwise
              // keep asking PhonePe about.
              ...(await queryPartition(`PAYMENT#${ids.merchantTransactionId}`)),
            ]),
          )
        ).flat(),
      ];
      await Promise.all(
        items.map(({ pk, sk }) =>
          db().send(new DeleteCommand({ TableName: tableName(), Key: { pk, sk } })),
        ),
      );
    },
  };
}

/** A stored coupon of the test's own, e.g. with a usage limit. */
export async function createTestCoupon(overrides: Partial<Coupon> = {}) {
  const coupon: Coupon = {
    code: `TEST${suffix().toUpperCase()}`,
    description: 'A coupon for one test',
    discountType: 'percent',
    discountValue: 10,
    isActive: true,
    validUntil: null,
    usageLimit: null,
    usedCount: 0,
    minAmountPaise: null,
    applicableCourses: [],
    // Advertised unless a test says otherwise, so refusals carry the spec's messages.
    advertised: true,
    ...overrides,
  };
  const cleanup = await putItems([couponItem(coupon)]);
  return { coupon, cleanup };
}

export function aCheckout(
  fixture: CheckoutFixture,
  overrides: Partial<CheckoutRequest> = {},
): CheckoutRequest {
  return {
    courseSlug: fixture.course.slug,
    batchId: fixture.batch.id,
    student: {
      name: 'Asha Rao',
      email: uniqueEmail('asha'),
      phone: uniquePhone(),
      city: 'Pune',
      state: 'Maharashtra',
    },
    paymentMethod: 'phonepe',
    termsAccepted: true,
    ...overrides,
  };
}

/**
 * A learner's checkout paid on the sandbox, once its invoice is issued and its confirmation mail
 * is out: the checkout's answer and the learner's e-mail.
 */
export async function paidCheckout(
  fixture: CheckoutFixture,
  overrides: Partial<CheckoutRequest> = {},
): Promise<CheckoutResponse & { email: string }> {
  const request = aCheckout(fixture, overrides);
  const answer = await checkout<CheckoutResponse>(fixture, request);
  if (answer.status !== 201) throw new Error(`Checkout answered ${answer.status}`);
  await payOnSandbox(answer.body.merchantTransactionId, 'Success');
  await invoicedAndMailed(answer.body.enrollmentId, request.student.email);
  return { ...answer.body, email: request.student.email };
}

/** POST /api/checkout from an address of its own; remembers what it created for cleanup. */
export async function checkout<T = Record<string, unknown>>(
  fixture: CheckoutFixture,
  request: CheckoutRequest,
) {
  const answer = await postJson<T>('/api/checkout', request);
  const body = answer.body as { enrollmentId?: string; merchantTransactionId?: string };
  if (answer.status === 201 && body.enrollmentId && body.merchantTransactionId) {
    fixture.created.push({
      enrollmentId: body.enrollmentId,
      merchantTransactionId: body.merchantTransactionId,
    });
  }
  return answer;
}

export async function seatsTaken(fixture: CheckoutFixture): Promise<number> {
  const items = await queryPartition(batchKeys(fixture.course.slug, fixture.batch.id).pk, 'BATCH#');
  return items[0]!.seatsTaken as number;
}

/** Paid uses of a coupon. */
export async function couponUses(code: string): Promise<number> {
  const items = await queryPartition(couponKeys(code).pk);
  return items[0]!.usedCount as number;
}

/** Unpaid checkouts holding a coupon (decision 012). */
export async function couponHolds(code: string): Promise<number> {
  const items = await queryPartition(couponKeys(code).pk);
  return (items[0]!.heldCount as number | undefined) ?? 0;
}

/** Seats of the fixture's batch held by unpaid checkouts. */
export async function seatsHeldUnpaid(fixture: CheckoutFixture): Promise<number> {
  const items = await queryPartition(batchKeys(fixture.course.slug, fixture.batch.id).pk, 'BATCH#');
  return (items[0]!.seatsHeld as number | undefined) ?? 0;
}

/** Makes a hold look lapsed: its expiry (on the enrollment and in the HOLDS index) in the past. */
export async function lapseHold(enrollmentId: string, at = new Date(Date.now() - 60_000)) {
  const expired = at.toISOString();
  const { gsi1sk } = holdKeys(enrollmentId, expired);
  await Promise.all([
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: `ENROLLMENT#${enrollmentId}`, sk: 'HOLD' },
        UpdateExpression: 'SET holdExpiresAt = :at, gsi1sk = :sk',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':at': expired, ':sk': gsi1sk },
      }),
    ),
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: `ENROLLMENT#${enrollmentId}`, sk: 'ENROLLMENT' },
        UpdateExpression: 'SET holdExpiresAt = :at',
        ExpressionAttributeValues: { ':at': expired },
      }),
    ),
  ]);
}

/** The PhonePe sandbox's test controls (scripts/phonepe-sandbox/control-api.ts). */
export async function sandbox<T = unknown>(path: string, body: unknown = {}): Promise<T> {
  const response = await fetch(`${inject('phonePeSandboxUrl')}/__sandbox/orders/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`Sandbox ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export const payOnSandbox = (
  merchantTransactionId: string,
  outcome: 'Success' | 'Failure' | 'Pending',
  options: { webhookUrl?: string } = {},
) => sandbox(`${merchantTransactionId}/complete`, { outcome, ...options });

export async function sandboxOrder<T = Record<string, unknown>>(merchantTransactionId: string) {
  const response = await fetch(
    `${inject('phonePeSandboxUrl')}/__sandbox/orders/${merchantTransactionId}`,
  );
  return (await response.json()) as T;
}

/** Polls until `probe` answers something `done` accepts, or fails after `timeoutMs`. */
export async function eventually<T>(
  probe: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The enrollment once its invoice is issued: a paid enrollment is confirmed when the webhook is
 * answered, its invoice follows a moment later (lambdas/checkout-payments/tax-documents/money-documents.ts).
 */
export async function invoicedEnrollment(enrollmentId: string) {
  const enrollment = await eventually(
    () => getEnrollmentById(enrollmentId),
    (found) => Boolean(found?.invoiceNumber),
  );
  if (!enrollment?.invoiceNumber) throw new Error(`Enrollment ${enrollmentId} got no invoice`);
  return enrollment;
}

/**
 * The enrollment once its confirmation e-mail is out: the e-mail follows the invoice's number,
 * so waiting for the number alone races the mail.
 */
export async function invoicedAndMailed(enrollmentId: string, email: string) {
  const enrollment = await invoicedEnrollment(enrollmentId);
  await eventually(
    () => mailsAbout(email),
    (mails) => mails.length > 0,
  );
  return enrollment;
}

/** Ends a refund PENDING at the sandbox, which then sends its signed pg.refund.* webhook. */
export async function settleRefundOnSandbox(
  merchantRefundId: string,
  state: 'COMPLETED' | 'FAILED',
  options: { webhookUrl?: string } = {},
) {
  const response = await fetch(
    `${inject('phonePeSandboxUrl')}/__sandbox/refunds/${merchantRefundId}/settle`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ state, ...options }),
    },
  );
  if (!response.ok) throw new Error(`Sandbox settle: ${response.status} ${await response.text()}`);
  return (await response.json()) as { webhook: { delivered: boolean; status?: number } | null };
}

/** Staff refunds a payment from the admin (POST /api/admin/payments/{id}/refund), as Sales does. */
export const refundAsAdmin = (merchantTransactionId: string, body: unknown = {}) =>
  asAdmin<AdminRefundResponse & ApiErrorBody>(
    'POST',
    withPathParameters(adminPaymentRefund, { merchantTransactionId }),
    body,
  );

/** The credit-note mails sent to `email` so far. */
export const creditNoteMails = async (email: string): Promise<OutboxMail[]> =>
  (await mailsAbout(email)).filter((mail) => mail.subject.startsWith('Credit note '));

/**
 * Refunds a paid order in full as staff and completes the refund at the sandbox; answers the
 * credit-note mails to the learner once the first is out.
 */
export async function refundedInFull(
  order: { merchantTransactionId: string; email: string },
  reason?: string,
): Promise<OutboxMail[]> {
  const refund = await refundAsAdmin(order.merchantTransactionId, reason ? { reason } : {});
  if (refund.status !== 200) throw new Error(`Admin refund: ${refund.status}`);
  await settleRefundOnSandbox(`${order.merchantTransactionId}_R1`, 'COMPLETED');
  return eventually(
    () => creditNoteMails(order.email),
    (found) => found.length > 0,
  );
}
