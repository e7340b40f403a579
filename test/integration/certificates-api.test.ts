import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as apiPaths from '#shared/api/api-paths';
import { withPathParameters } from '#shared/api/path-parameters';
import type { CompletionResult } from '#shared/learning/batch-roster';
import {
  certificateIdPattern,
  certificateMessages,
  type CertificateVerification,
} from '#shared/learning/certificates';
import type { LearnerEnrollmentsResponse } from '#shared/learning/my-learning';
import { asAdmin, callWithToken } from '../support/admin-session';
import { createTestCourse, paidCheckout, type CheckoutFixture } from '../support/checkout';
import { apiFrom, uniqueClientIp } from '../support/client-ip';
import { signInAsLearner } from '../support/learners';

// Issue 15: a certificate is issued when the admin marks a learner's batch completed; anyone with
// its id can check it at /api/certificates/{id} (no e-mail, no enrolment id shown); an admin can
// revoke it, and the check then says so.

let fixture: CheckoutFixture;
beforeAll(async () => {
  fixture = await createTestCourse({ seats: 20 });
});
afterAll(async () => {
  await fixture.cleanup();
});

const verify = (id: string) =>
  apiFrom<CertificateVerification & { error?: string }>(
    uniqueClientIp(),
    withPathParameters(apiPaths.certificate, { id }),
    { method: 'GET' },
  );

/** A paid learner whose completion the admin marked: their certificate's id. */
async function completedLearner() {
  const order = await paidCheckout(fixture);
  const completed = await asAdmin<CompletionResult>(
    'POST',
    withPathParameters(apiPaths.adminBatchCompletions, {
      id: fixture.course.id,
      batchId: fixture.batch.id,
    }),
    { enrollmentIds: [order.enrollmentId] },
  );
  expect(completed.status).toBe(200);
  const learner = completed.body.roster.learners.find((l) => l.enrollmentId === order.enrollmentId);
  return { ...order, certificateId: learner!.certificate!.id };
}

describe('certificates', () => {
  it('are issued on completion, shown in My Learning, and verified by anyone with the id', async () => {
    const learner = await completedLearner();
    expect(learner.certificateId).toMatch(certificateIdPattern);

    const tokens = await signInAsLearner(learner.email);
    const { body } = await callWithToken<LearnerEnrollmentsResponse>(
      tokens.idToken,
      'GET',
      apiPaths.learnerEnrollments,
    );
    expect(body.enrollments.find((e) => e.id === learner.enrollmentId)?.certificate).toEqual({
      id: learner.certificateId,
      revoked: false,
    });

    const checked = await verify(learner.certificateId);
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({
      id: learner.certificateId,
      learnerName: 'Asha Rao',
      courseTitle: fixture.course.title,
      batchName: fixture.batch.name,
      batchStartDate: fixture.batch.startDate,
      status: 'valid',
      issuer: expect.any(String),
    });
    expect(JSON.stringify(checked.body)).not.toContain(learner.email);
    expect(JSON.stringify(checked.body)).not.toContain(learner.enrollmentId);
    // Typed in lower case, as someone reading it off a page might.
    expect((await verify(learner.certificateId.toLowerCase())).status).toBe(200);
  });

  it('answers 404 for an id nobody was issued, or one that is not an id', async () => {
    for (const id of ['ABCD-EFGH-JKMN', 'not-a-certificate']) {
      expect(await verify(id)).toEqual({
        status: 404,
        body: { error: certificateMessages.notFound },
      });
    }
  });

  it('are revoked by an admin once, with a reason; the check then says revoked', async () => {
    const learner = await completedLearner();
    const revokePath = withPathParameters(apiPaths.adminCertificateRevoke, {
      id: learner.certificateId,
    });
    expect((await asAdmin('POST', revokePath, { reason: 'no' })).status).toBe(400);
    const revoked = await asAdmin<CertificateVerification>('POST', revokePath, {
      reason: 'Issued to the wrong learner by mistake.',
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ status: 'revoked', revokedAt: expect.any(String) });
    expect((await verify(learner.certificateId)).body.status).toBe('revoked');
    expect(await asAdmin('POST', revokePath, { reason: 'Again, to be sure.' })).toMatchObject({
      status: 409,
      body: { error: certificateMessages.alreadyRevoked },
    });
    expect((await callWithToken(undefined, 'POST', revokePath, { reason: 'Anyone?' })).status).toBe(
      401,
    );
  });
});
