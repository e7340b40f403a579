import { describe, expect, it } from 'vitest';
import * as apiPaths from '#shared/api/api-paths';
import type { LearnerEnrollment, LearnerEnrollmentsResponse } from '#shared/learning/my-learning';
import { documentLinkLives } from '#shared/checkout/tax-document-download';
import { adminToken, callWithToken } from '../support/admin-session';
import { paidLearner, signInAsLearner, storeEnrollmentOf } from '../support/learners';
import { putItems } from '../support/table';
import { merchantRefundIdOf, type RefundAttempt } from '#shared/checkout/refund';
import { listEnrollmentsOfLearner } from '#lambdas/data/enrollments';
import { refundKeys } from '#lambdas/data/refunds';

// GET /api/learner/enrollments (decision 015): a signed-in learner's own paid enrolments, behind the
// learner pool's authorizer; nobody else's, and nothing for an admin's token.

describe('GET /api/learner/enrollments', () => {
  it("lists the learner's paid enrolments only, with the invoice's link once it is issued", async () => {
    const email = await paidLearner('paid', { invoiceNumber: 'NXT/26-27/000777' });
    const refunded = await storeEnrollmentOf(email, 'refunded');
    const unpaid = await storeEnrollmentOf(email, 'pending');
    const someoneElse = await paidLearner();
    const tokens = await signInAsLearner(email);

    const { status, body } = await callWithToken<LearnerEnrollmentsResponse>(
      tokens.idToken,
      'GET',
      apiPaths.learnerEnrollments,
    );
    expect(status).toBe(200);
    expect(body.email).toBe(email);
    const ids = body.enrollments.map((enrollment) => enrollment.id);
    expect(ids).toContain(refunded);
    expect(ids).not.toContain(unpaid);
    expect(ids).toHaveLength(2);
    const paid = body.enrollments.find((enrollment) => enrollment.paymentStatus === 'paid');
    expect(paid).toMatchObject<Partial<LearnerEnrollment>>({
      courseTitle: 'Cloud Computing with AWS',
      status: 'confirmed',
      invoice: { number: 'NXT/26-27/000777', url: expect.stringContaining('/api/invoices/') },
    });
    expect(JSON.stringify(body)).not.toContain(someoneElse);

    // Minted on this load, for a day (decision 020): v1.<expiry>.<signature>.
    const [, expiry] = new URL(paid!.invoice!.url).searchParams.get('token')!.split('.');
    const lifeLeft = Number(expiry) * 1000 - Date.now();
    expect(lifeLeft).toBeGreaterThan(documentLinkLives.screen.seconds * 1000 - 60_000);
    expect(lifeLeft).toBeLessThanOrEqual(documentLinkLives.screen.seconds * 1000);
  });

  it('lists the credit note of each completed refund, with its signed link', async () => {
    const email = await paidLearner('refunded', { invoiceNumber: 'NXT/26-27/000778' });
    const [enrollment] = await listEnrollmentsOfLearner(email);
    const refund = (attempt: number, state: RefundAttempt['state'], creditNoteNumber?: string) => {
      const stored: RefundAttempt = {
        merchantRefundId: merchantRefundIdOf(enrollment!.merchantTransactionId, attempt),
        merchantTransactionId: enrollment!.merchantTransactionId,
        enrollmentId: enrollment!.id,
        attempt,
        amountPaise: enrollment!.amounts.totalPaise,
        state,
        requestedBy: 'admin@nexoratech.in',
        requestedAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
        ...(creditNoteNumber ? { creditNoteNumber } : {}),
      };
      return { ...refundKeys(stored), entityType: 'Refund', ...stored };
    };
    await putItems([refund(1, 'FAILED'), refund(2, 'COMPLETED', 'NXT-CN/26-27/000031')]);
    const tokens = await signInAsLearner(email);

    const { body } = await callWithToken<LearnerEnrollmentsResponse>(
      tokens.idToken,
      'GET',
      apiPaths.learnerEnrollments,
    );
    const [listed] = body.enrollments;
    expect(listed!.creditNotes).toEqual([
      { number: 'NXT-CN/26-27/000031', url: expect.stringContaining('/credit-notes/') },
    ]);
    // Each document has a token of its own (decision 020): the invoice's opens no credit note.
    const tokenOf = (url: string) => new URL(url).searchParams.get('token');
    expect(tokenOf(listed!.creditNotes[0]!.url)).toMatch(/^v1\.\d+\./);
    expect(tokenOf(listed!.creditNotes[0]!.url)).not.toBe(tokenOf(listed!.invoice!.url));
  });

  it('answers 401 without a token, to an admin’s token, and to a learner’s access token', async () => {
    const email = await paidLearner();
    const tokens = await signInAsLearner(email);
    for (const token of [undefined, await adminToken(), tokens.accessToken, 'not-a-token']) {
      const { status } = await callWithToken(token, 'GET', apiPaths.learnerEnrollments);
      expect(status).toBe(401);
    }
  });
});
