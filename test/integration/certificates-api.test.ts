import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as apiPaths from '#shared/api/api-paths';
import { withPathParameters } from '#shared/api/path-parameters';
import {
  certificateIdPattern,
  certificateMessages,
  type CertificateVerification,
} from '#shared/learning/certificates';
import type { LearnerEnrollmentsResponse } from '#shared/learning/my-learning';
import { getCertificate } from '#lambdas/data/certificates';
import { getPaymentByMerchantTransactionId } from '#lambdas/data/payments';
import { asAdmin, callWithToken } from '../support/admin-session';
import {
  createTestCourse,
  creditNoteMails,
  eventually,
  paidCheckout,
  refundAsAdmin,
  sandbox,
  settleRefundOnSandbox,
  startedBatchDate,
  type CheckoutFixture,
} from '../support/checkout';
import { apiFrom, startOfFreshWindow, uniqueClientIp } from '../support/client-ip';
import { formRateLimits, rateLimitMessage } from '#shared/forms/rate-limit';
import { completeAsAdmin, signInAsLearner } from '../support/learners';
import { mailsAbout } from '../support/outbox';
import { pdfText } from '../support/pdf-text';
import { inject } from 'vitest';

// Per decision 016: a certificate is issued when the admin marks a learner's batch completed and mailed
// to the learner as PDF; anyone with its id can check it at /api/certificates/{id} (no e-mail, no
// enrolment id shown) and download it; an admin can revoke it, and the check then says so. A
// refund of a completed enrolment revokes it too (decision 016), and the refund still settles.

let fixture: CheckoutFixture;
beforeAll(async () => {
  fixture = await createTestCourse({ seats: 20, startDate: startedBatchDate });
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

/** GET /api/certificates/{id}/pdf: its status, type and bytes, or its error. */
async function download(id: string) {
  const response = await fetch(
    new URL(withPathParameters(apiPaths.certificatePdf, { id }), inject('siteUrl')),
  );
  const bytes = new Uint8Array(await response.arrayBuffer());
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    disposition: response.headers.get('content-disposition'),
    bytes,
    error: response.ok ? undefined : (JSON.parse(Buffer.from(bytes).toString('utf8')) as unknown),
  };
}

/** A paid learner whose completion the admin marked: their certificate's id. */
async function completedLearner() {
  const order = await paidCheckout(fixture);
  const [certificateId] = await completeAsAdmin(fixture, [order.enrollmentId]);
  return { ...order, certificateId: certificateId! };
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

  it('are mailed to the learner as PDF once, with the address that checks them', async () => {
    const learner = await completedLearner();
    const mails = (await mailsAbout(learner.email)).filter((mail) =>
      mail.subject.startsWith('Your certificate:'),
    );
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe(`Your certificate: ${fixture.course.title}`);
    const checkUrl = new URL(`/certificates/${learner.certificateId}`, inject('siteUrl')).href;
    expect(mail!.text).toContain(checkUrl);
    expect(mail!.text).toContain('/my-learning');
    const [attachment] = mail!.attachments;
    expect(attachment).toMatchObject({
      fileName: `Certificate-${learner.certificateId}.pdf`,
      contentType: expect.stringMatching(/^application\/pdf\b/),
    });
    const text = await pdfText(new Uint8Array(attachment!.bytes));
    for (const line of [
      'Asha Rao',
      fixture.course.title,
      `Certificate ID: ${learner.certificateId}`,
    ]) {
      expect(text).toContain(line);
    }
    expect(text).toContain(checkUrl);

    // Marking the batch completed again issues and mails nothing more.
    expect(await completeAsAdmin(fixture, [learner.enrollmentId])).toEqual([learner.certificateId]);
    const again = (await mailsAbout(learner.email)).filter((m) =>
      m.subject.startsWith('Your certificate:'),
    );
    expect(again).toHaveLength(1);
  });

  it('download as PDF for anyone with the id, the same certificate as mailed', async () => {
    const learner = await completedLearner();
    const pdf = await download(learner.certificateId);
    expect(pdf).toMatchObject({ status: 200, contentType: 'application/pdf' });
    expect(pdf.disposition).toContain(`Certificate-${learner.certificateId}.pdf`);
    const [mail] = (await mailsAbout(learner.email)).filter((m) =>
      m.subject.startsWith('Your certificate:'),
    );
    expect(Buffer.from(pdf.bytes).equals(mail!.attachments[0]!.bytes)).toBe(true);

    expect(await download('ABCD-EFGH-JKMN')).toMatchObject({
      status: 404,
      error: { error: certificateMessages.notFound },
    });
  });

  it('answers 404 for an id nobody was issued, or one that is not an id', async () => {
    for (const id of ['ABCD-EFGH-JKMN', 'not-a-certificate']) {
      expect(await verify(id)).toEqual({
        status: 404,
        body: { error: certificateMessages.notFound },
      });
    }
  });

  it('are revoked by an admin once, with a reason; the check then says revoked, the PDF is gone', async () => {
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
    expect(await download(learner.certificateId)).toMatchObject({
      status: 410,
      error: { error: certificateMessages.revokedPdf },
    });
    expect(await asAdmin('POST', revokePath, { reason: 'Again, to be sure.' })).toMatchObject({
      status: 409,
      body: { error: certificateMessages.alreadyRevoked },
    });
    expect((await callWithToken(undefined, 'POST', revokePath, { reason: 'Anyone?' })).status).toBe(
      401,
    );

    // The learner sees it revoked in My Learning.
    const tokens = await signInAsLearner(learner.email);
    const { body } = await callWithToken<LearnerEnrollmentsResponse>(
      tokens.idToken,
      'GET',
      apiPaths.learnerEnrollments,
    );
    expect(body.enrollments.find((e) => e.id === learner.enrollmentId)?.certificate).toEqual({
      id: learner.certificateId,
      revoked: true,
    });
  });

  it('are revoked by their id as typed, in any case', async () => {
    const learner = await completedLearner();
    const revoked = await asAdmin<CertificateVerification>(
      'POST',
      withPathParameters(apiPaths.adminCertificateRevoke, {
        id: learner.certificateId.toLowerCase(),
      }),
      { reason: 'Typed from the paper copy.' },
    );
    expect(revoked).toMatchObject({
      status: 200,
      body: { id: learner.certificateId, status: 'revoked' },
    });
  });

  it('are looked up at most 30 times a minute per client, checks and downloads together', async () => {
    const clientIp = uniqueClientIp();
    await startOfFreshWindow();
    const lookups = await Promise.all(
      Array.from({ length: formRateLimits.certificateLookup }, (_, index) =>
        apiFrom(
          clientIp,
          withPathParameters(index % 2 ? apiPaths.certificatePdf : apiPaths.certificate, {
            id: 'ABCD-EFGH-JKMN',
          }),
          { method: 'GET' },
        ),
      ),
    );
    expect(lookups.map((answer) => answer.status)).toEqual(
      Array(formRateLimits.certificateLookup).fill(404),
    );
    expect(
      await apiFrom(clientIp, withPathParameters(apiPaths.certificate, { id: 'ABCD-EFGH-JKMN' }), {
        method: 'GET',
      }),
    ).toEqual({ status: 429, body: { error: rateLimitMessage } });
  });
});

describe('a certificate whose enrolment is refunded', () => {
  const myEnrollment = async (email: string, enrollmentId: string) => {
    const tokens = await signInAsLearner(email);
    const { body } = await callWithToken<LearnerEnrollmentsResponse>(
      tokens.idToken,
      'GET',
      apiPaths.learnerEnrollments,
    );
    return body.enrollments.find((enrollment) => enrollment.id === enrollmentId)!;
  };

  const expectRevokedEverywhere = async (certificateId: string) => {
    expect((await verify(certificateId)).body).toMatchObject({
      status: 'revoked',
      revokedAt: expect.any(String),
    });
    expect(await download(certificateId)).toMatchObject({
      status: 410,
      error: { error: certificateMessages.revokedPdf },
    });
  };

  it('is revoked as refunded when the learner’s request is approved, and the refund still settles', async () => {
    const learner = await completedLearner();
    const tokens = await signInAsLearner(learner.email);
    const asked = await callWithToken(
      tokens.idToken,
      'POST',
      withPathParameters(apiPaths.learnerRefundRequest, { enrollmentId: learner.enrollmentId }),
      { reason: 'I finished it, but it was not what I needed.' },
    );
    expect(asked.status).toBe(201);

    const approved = await refundAsAdmin(learner.merchantTransactionId);
    expect(approved.status).toBe(200);
    expect(approved.body.outcome).toBe('PENDING');

    // Revoked when PhonePe accepts the refund, by the system, with the reason 'refunded'.
    await expectRevokedEverywhere(learner.certificateId);
    expect(await getCertificate(learner.certificateId)).toMatchObject({
      revokedReason: 'refunded',
      revokedBy: 'system',
    });
    expect((await myEnrollment(learner.email, learner.enrollmentId)).certificate).toEqual({
      id: learner.certificateId,
      revoked: true,
    });

    // PhonePe completes it: refunded, with the credit note mailed, saying the certificate went.
    await settleRefundOnSandbox(`${learner.merchantTransactionId}_R1`, 'COMPLETED');
    const [creditNoteMail] = await eventually(
      () => creditNoteMails(learner.email),
      (mails) => mails.length > 0,
    );
    expect((await getPaymentByMerchantTransactionId(learner.merchantTransactionId))?.state).toBe(
      'REFUNDED',
    );
    expect(creditNoteMail!.text).toContain(`your certificate ${learner.certificateId} is revoked`);
    await expectRevokedEverywhere(learner.certificateId);
  });

  it('is revoked when PhonePe completes the refund at once', async () => {
    const learner = await completedLearner();
    await sandbox(`${learner.merchantTransactionId}/refund-answer`, { answer: 'COMPLETED' });

    const refunded = await refundAsAdmin(learner.merchantTransactionId);

    expect(refunded.body.outcome).toBe('COMPLETED');
    expect((await getPaymentByMerchantTransactionId(learner.merchantTransactionId))?.state).toBe(
      'REFUNDED',
    );
    await expectRevokedEverywhere(learner.certificateId);
  });

  it('stays valid when PhonePe refuses the refund: the learner is still one of the batch', async () => {
    const learner = await completedLearner();
    await sandbox(`${learner.merchantTransactionId}/refund-answer`, { answer: 'REFUSED' });

    const refused = await refundAsAdmin(learner.merchantTransactionId);

    expect(refused.body.outcome).toBe('FAILED');
    expect((await verify(learner.certificateId)).body.status).toBe('valid');
    expect((await download(learner.certificateId)).status).toBe(200);
  });

  it('keeps an admin’s revocation made at the same moment, and the refund goes ahead', async () => {
    const learner = await completedLearner();
    const [revoked, refunded] = await Promise.all([
      asAdmin(
        'POST',
        withPathParameters(apiPaths.adminCertificateRevoke, { id: learner.certificateId }),
        { reason: 'Issued to the wrong learner by mistake.' },
      ),
      refundAsAdmin(learner.merchantTransactionId),
    ]);

    expect(refunded.status).toBe(200);
    expect(refunded.body.outcome).toBe('PENDING');
    // Whichever came first, the certificate is revoked once; the admin's either won or got 409.
    expect([200, 409]).toContain(revoked.status);
    const stored = await getCertificate(learner.certificateId);
    expect(stored).toMatchObject(
      revoked.status === 200
        ? { revokedReason: 'Issued to the wrong learner by mistake.' }
        : { revokedReason: 'refunded', revokedBy: 'system' },
    );
    await expectRevokedEverywhere(learner.certificateId);
  });
});
