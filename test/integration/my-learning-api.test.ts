import { describe, expect, it } from 'vitest';
import * as apiPaths from '#shared/api/api-paths';
import type { LearnerEnrollment, LearnerEnrollmentsResponse } from '#shared/learning/my-learning';
import { adminToken, callWithToken } from '../support/admin-session';
import { paidLearner, signInAsLearner, storeEnrollmentOf } from '../support/learners';

// GET /api/learner/enrollments (issue 15): a signed-in learner's own paid enrolments, behind the
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

    // The same signed link the invoice mail and the admin's list carry (invoiceUrl).
    expect(new URL(paid!.invoice!.url).searchParams.get('token')).toMatch(/.{20,}/);
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
