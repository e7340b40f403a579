import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPage } from '#shared/admin/lists';
import type { AdminPaymentRow } from '#shared/admin/sales-payments';
import * as apiPaths from '#shared/api/api-paths';
import { withPathParameters } from '#shared/api/path-parameters';
import type { LearnerEnrollment, LearnerEnrollmentsResponse } from '#shared/learning/my-learning';
import { refundRequestMessages, refundWindowDays } from '#shared/learning/refund-requests';
import { db, tableName } from '#lambdas/data/table';
import { asAdmin, callWithToken } from '../support/admin-session';
import {
  createTestCourse,
  eventually,
  paidCheckout,
  settleRefundOnSandbox,
  type CheckoutFixture,
} from '../support/checkout';
import { signInAsLearner } from '../support/learners';
import { mailsAbout } from '../support/outbox';

// Per decision 015: a learner asks for a refund from My Learning within the 30-day guarantee; the admin
// sees the request in Payments and approves it (the refund runs) or declines it with a message;
// the learner sees each state. Over the local stack, the learner pool's stand-in and the
// PhonePe sandbox.

let fixture: CheckoutFixture;
beforeAll(async () => {
  fixture = await createTestCourse({ seats: 100 });
});
afterAll(async () => {
  await fixture.cleanup();
});

/** A paid learner, signed in: their enrolment and payment ids, and their ID token. */
async function signedInPaidLearner() {
  const order = await paidCheckout(fixture);
  const tokens = await signInAsLearner(order.email);
  return { ...order, idToken: tokens.idToken };
}

const askForRefund = (idToken: string, enrollmentId: string, reason: unknown) =>
  callWithToken<LearnerEnrollment & { error?: string }>(
    idToken,
    'POST',
    withPathParameters(apiPaths.learnerRefundRequest, { enrollmentId }),
    { reason },
  );

async function myEnrollment(idToken: string, enrollmentId: string) {
  const { body } = await callWithToken<LearnerEnrollmentsResponse>(
    idToken,
    'GET',
    apiPaths.learnerEnrollments,
  );
  return body.enrollments.find((enrollment) => enrollment.id === enrollmentId)!;
}

async function paymentRow(merchantTransactionId: string) {
  const { body } = await asAdmin<AdminPage<AdminPaymentRow>>(
    'GET',
    `${apiPaths.adminPayments}?q=${encodeURIComponent(merchantTransactionId)}`,
  );
  return body.items.find((row) => row.merchantTransactionId === merchantTransactionId)!;
}

const decline = (merchantTransactionId: string, message: unknown) =>
  asAdmin<AdminPaymentRow & { error?: string }>(
    'POST',
    withPathParameters(apiPaths.adminRefundDecline, { merchantTransactionId }),
    { message },
  );

const reason = 'The weekend timings clash with my new job.';

describe('a learner’s refund request', () => {
  it('is open for 30 days after payment, reaches the company and shows in Payments', async () => {
    const learner = await signedInPaidLearner();
    const before = await myEnrollment(learner.idToken, learner.enrollmentId);
    expect(before.refund.state).toBe('available');
    const closesAt = Date.parse((before.refund as { closesAt: string }).closesAt);
    // 30 days from the payment a moment ago: neither shorter nor longer.
    const windowMs = refundWindowDays * 24 * 3_600_000;
    expect(closesAt - Date.now()).toBeGreaterThan(windowMs - 10 * 60_000);
    expect(closesAt - Date.now()).toBeLessThanOrEqual(windowMs);

    const asked = await askForRefund(learner.idToken, learner.enrollmentId, `  ${reason}  `);
    expect(asked.status).toBe(201);
    expect(asked.body.refund).toEqual({ state: 'requested', requestedAt: expect.any(String) });
    expect((await myEnrollment(learner.idToken, learner.enrollmentId)).refund.state).toBe(
      'requested',
    );

    const row = await paymentRow(learner.merchantTransactionId);
    expect(row.refundRequest).toMatchObject({ state: 'requested', reason });
    expect(row.status).toBe('COMPLETED');

    const toCompany = await eventually(
      async () =>
        (await mailsAbout(learner.email)).filter((mail) =>
          mail.subject.startsWith('Refund requested'),
        ),
      (mails) => mails.length > 0,
    );
    expect(toCompany).toHaveLength(1);
    expect(toCompany[0]!.text).toContain(reason);

    // Once is enough: a second request (another tab, a double tap) is refused.
    const again = await askForRefund(learner.idToken, learner.enrollmentId, reason);
    expect(again).toMatchObject({
      status: 409,
      body: { error: refundRequestMessages.alreadyAsked },
    });
  });

  it('is closed once the 30 days are over, saying when they ended', async () => {
    const learner = await signedInPaidLearner();
    const paidAt = new Date(Date.now() - (refundWindowDays + 1) * 24 * 3_600_000).toISOString();
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: `PAYMENT#${learner.merchantTransactionId}`, sk: 'PAYMENT' },
        UpdateExpression: 'SET completedAt = :paidAt',
        ExpressionAttributeValues: { ':paidAt': paidAt },
      }),
    );
    const listed = await myEnrollment(learner.idToken, learner.enrollmentId);
    expect(listed.refund.state).toBe('closed');

    const asked = await askForRefund(learner.idToken, learner.enrollmentId, reason);
    expect(asked.status).toBe(400);
    expect(asked.body.error).toBe(
      refundRequestMessages.windowClosed((listed.refund as { closedAt: string }).closedAt),
    );
    expect((await paymentRow(learner.merchantTransactionId)).refundRequest).toBeUndefined();
  });

  it('answers 404 for another learner’s enrolment or an unknown one, and 400 without a reason', async () => {
    const learner = await signedInPaidLearner();
    const other = await paidCheckout(fixture);
    for (const enrollmentId of [other.enrollmentId, 'no-such-enrollment']) {
      const { status, body } = await askForRefund(learner.idToken, enrollmentId, reason);
      expect({ status, body }).toEqual({
        status: 404,
        body: { error: refundRequestMessages.notFound },
      });
    }
    expect((await paymentRow(other.merchantTransactionId)).refundRequest).toBeUndefined();

    const short = await askForRefund(learner.idToken, learner.enrollmentId, 'meh');
    expect(short.status).toBe(400);
    expect(short.body.error).toBe(refundRequestMessages.reasonLength);
    const unsigned = await callWithToken(
      undefined,
      'POST',
      withPathParameters(apiPaths.learnerRefundRequest, { enrollmentId: learner.enrollmentId }),
      { reason },
    );
    expect(unsigned.status).toBe(401);
  });

  it('declined by the admin with a message: the learner is mailed it and sees it', async () => {
    const learner = await signedInPaidLearner();
    expect((await askForRefund(learner.idToken, learner.enrollmentId, reason)).status).toBe(201);

    expect((await decline(learner.merchantTransactionId, 'no')).status).toBe(400);
    const message = 'Your batch has already finished half of its classes.';
    const declined = await decline(learner.merchantTransactionId, message);
    expect(declined.status).toBe(200);
    expect(declined.body.refundRequest).toMatchObject({
      state: 'declined',
      declineMessage: message,
      decidedBy: expect.any(String),
    });
    expect(declined.body.status).toBe('COMPLETED');

    const listed = await myEnrollment(learner.idToken, learner.enrollmentId);
    expect(listed.refund).toEqual({
      state: 'declined',
      message,
      decidedAt: expect.any(String),
    });
    const mails = await eventually(
      async () =>
        (await mailsAbout(learner.email)).filter((mail) =>
          mail.subject.startsWith('About your refund request'),
        ),
      (found) => found.length > 0,
    );
    expect(mails[0]!.text).toContain(message);
    expect(mails[0]!.text).toMatch(/Open My Learning:\nhttps?:\/\/\S+\/my-learning/);

    // Decided once: nothing waits any more.
    expect(await decline(learner.merchantTransactionId, message)).toMatchObject({
      status: 409,
      body: { error: refundRequestMessages.noRequest },
    });
  });

  it('approved by refunding: processing while PhonePe settles, then refunded, with a credit note', async () => {
    const learner = await signedInPaidLearner();
    expect((await askForRefund(learner.idToken, learner.enrollmentId, reason)).status).toBe(201);

    const refunded = await asAdmin<{ payment: AdminPaymentRow }>(
      'POST',
      withPathParameters(apiPaths.adminPaymentRefund, {
        merchantTransactionId: learner.merchantTransactionId,
      }),
      {},
    );
    expect(refunded.status).toBe(200);
    expect(refunded.body.payment.refundRequest).toMatchObject({ state: 'approved', reason });
    // The learner's reason is kept as the refund's own.
    expect(refunded.body.payment.refunds?.[0]?.reason).toBe(reason);
    expect((await myEnrollment(learner.idToken, learner.enrollmentId)).refund.state).toBe(
      'processing',
    );

    await settleRefundOnSandbox(refunded.body.payment.merchantRefundId!, 'COMPLETED');
    const settled = await eventually(
      () => myEnrollment(learner.idToken, learner.enrollmentId),
      (enrollment) => enrollment.refund.state === 'refunded' && enrollment.creditNotes.length > 0,
    );
    expect(settled).toMatchObject({ paymentStatus: 'refunded', refund: { state: 'refunded' } });
    expect(settled.creditNotes).toHaveLength(1);
  });
});
