import { randomInt } from 'node:crypto';
import type { Enrollment } from '#shared/checkout/enrollment';
import {
  certificateIdPattern,
  certificateMessages,
  type Certificate,
  type CertificateVerification,
} from '#shared/learning/certificates';
import {
  completeWithCertificate,
  getCertificate,
  revokeCertificate,
} from '#lambdas/data/certificates';
import { companySettings } from '#lambdas/data/company-settings';
import { renderPdf } from '#lambdas/documents/pdf-client';
import { siteUrl } from '#lambdas/lib/config';
import { ConflictError, HttpError, NotFoundError } from '#lambdas/lib/errors';
import { formatLongDate } from '#lambdas/mail/layout';
import { sendNotification } from '#lambdas/mail/mailer';
import { certificatePath } from '#shared/learning/certificate-path';
import { myLearningPath } from '#shared/learning/my-learning-path';
import { certificateIssuedMail } from './certificate-mails';
import { certificateFileName, type CertificateView } from './certificate-view';

// Certificates of completion (issue 15, decision 015): issued with the completion itself, shown
// to anyone who has the id, and revoked by an admin.

const crockford = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 'K7QM-4T2X-9RAD': 60 random bits, unguessable, and easy to read out over the phone. */
export function newCertificateId(): string {
  const characters = Array.from({ length: 12 }, () => crockford[randomInt(crockford.length)]);
  return [0, 4, 8].map((at) => characters.slice(at, at + 4).join('')).join('-');
}

/**
 * Completes the enrolment and issues its certificate at once, then mails it to the learner;
 * undefined when the enrolment cannot complete (done already, or no longer confirmed).
 */
export async function completeEnrollment(
  enrollment: Enrollment,
  now: Date,
): Promise<Certificate | undefined> {
  const at = now.toISOString();
  const certificate: Certificate = {
    id: newCertificateId(),
    enrollmentId: enrollment.id,
    learnerName: enrollment.student.name,
    courseSlug: enrollment.courseSlug,
    courseTitle: enrollment.courseTitle,
    batchName: enrollment.batch.name,
    batchStartDate: enrollment.batch.startDate,
    completedAt: at,
    issuedAt: at,
  };
  if (!(await completeWithCertificate(certificate))) return undefined;
  await mailCertificate(enrollment.student.email, certificate);
  return certificate;
}

/**
 * The learner's mail with the certificate attached. Only the request that completed the
 * enrolment sends it, so it goes once; should it fail, the failure is logged and the learner
 * still has the certificate in My Learning.
 */
async function mailCertificate(email: string, certificate: Certificate): Promise<void> {
  const company = await companySettings();
  const view = certificateViewOf(certificate, company.companyName);
  await sendNotification(
    certificateIssuedMail({
      email,
      certificate: view,
      pdf: await renderPdf({ document: 'certificate', view }),
      myLearningUrl: new URL(myLearningPath, siteUrl()).toString(),
      company,
    }),
  );
}

/** The certificate as drawn: every date written out, the address that checks it. */
export function certificateViewOf(certificate: Certificate, issuer: string): CertificateView {
  return {
    id: certificate.id,
    learnerName: certificate.learnerName,
    courseTitle: certificate.courseTitle,
    batchName: certificate.batchName,
    ...(certificate.batchStartDate
      ? { batchStarted: formatLongDate(certificate.batchStartDate) }
      : {}),
    completedOn: formatLongDate(certificate.completedAt),
    issuedAt: certificate.issuedAt,
    issuer,
    verifyUrl: new URL(certificatePath(certificate.id), siteUrl()).toString(),
  };
}

/** A valid certificate as PDF, for anyone with its id; a revoked one is gone (410). */
export async function certificatePdf(id: string): Promise<{ pdf: Uint8Array; fileName: string }> {
  const certificate = await existingCertificate(id.trim().toUpperCase());
  if (certificate.revokedAt) throw new HttpError(410, certificateMessages.revokedPdf);
  const { companyName } = await companySettings();
  const view = certificateViewOf(certificate, companyName);
  return {
    pdf: await renderPdf({ document: 'certificate', view }),
    fileName: certificateFileName(certificate.id),
  };
}

async function existingCertificate(id: string): Promise<Certificate> {
  const certificate = certificateIdPattern.test(id) ? await getCertificate(id) : undefined;
  if (!certificate) throw new NotFoundError(certificateMessages.notFound);
  return certificate;
}

/** What the public verification page shows of a certificate. */
export async function verifyCertificate(id: string): Promise<CertificateVerification> {
  const certificate = await existingCertificate(id.trim().toUpperCase());
  const { companyName } = await companySettings();
  return {
    id: certificate.id,
    learnerName: certificate.learnerName,
    courseTitle: certificate.courseTitle,
    batchName: certificate.batchName,
    batchStartDate: certificate.batchStartDate,
    completedAt: certificate.completedAt,
    issuer: companyName,
    status: certificate.revokedAt ? 'revoked' : 'valid',
    ...(certificate.revokedAt ? { revokedAt: certificate.revokedAt } : {}),
  };
}

export async function revoke(
  id: string,
  revocation: { reason: string; revokedBy: string },
  now = new Date(),
): Promise<CertificateVerification> {
  await existingCertificate(id);
  const revoked = await revokeCertificate(id, {
    revokedAt: now.toISOString(),
    revokedReason: revocation.reason,
    revokedBy: revocation.revokedBy,
  });
  if (!revoked) throw new ConflictError(certificateMessages.alreadyRevoked);
  return verifyCertificate(id);
}

/** The certificate's state for the roster and My Learning, when there is one. */
export async function certificateSummaryOf(
  enrollment: Pick<Enrollment, 'certificateId'>,
): Promise<{ id: string; revoked: boolean } | undefined> {
  if (!enrollment.certificateId) return undefined;
  const certificate = await getCertificate(enrollment.certificateId);
  return certificate && { id: certificate.id, revoked: Boolean(certificate.revokedAt) };
}
