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
import { myLearningUrl, siteUrl } from '#lambdas/lib/config';
import { mapInGroups } from '#lambdas/lib/in-groups';
import { ConflictError, HttpError, NotFoundError } from '#lambdas/lib/errors';
import { formatLongDate } from '#shared/booking-slots';
import { sendNotification } from '#lambdas/mail/mailer';
import { certificatePath } from '#shared/learning/certificate-path';
import type { Batch, SiteSettings } from '#shared/content/schemas';
import { certificateIssuedMail } from './certificate-mails';
import { certificateFileName, type CertificateView } from './certificate-view';
import { documentBrandingOf } from '#shared/checkout/document-branding';

// Certificates of completion (decision 016): issued with the completion itself once the
// batch has started, shown to anyone who has the id, and revoked by an admin or by a refund.

const crockford = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 'K7QM-4T2X-9RAD': 60 random bits, unguessable, and easy to read out over the phone. */
export function newCertificateId(): string {
  const characters = Array.from({ length: 12 }, () => crockford[randomInt(crockford.length)]);
  return [0, 4, 8].map((at) => characters.slice(at, at + 4).join('')).join('-');
}

/**
 * Completes each enrolment and issues its certificate at once, then mails it to the learner;
 * answers the certificates issued (one done already, or no longer confirmed, gets none). A few
 * at a time, since each draws a PDF and sends a mail.
 */
export async function completeEnrollments(
  enrollments: Enrollment[],
  batch: Batch,
  now: Date,
): Promise<Certificate[]> {
  if (enrollments.length === 0) return [];
  const company = await companySettings();
  const issued = await mapInGroups(enrollments, 5, (enrollment) =>
    completeWithMail(enrollment, batch, company, now),
  );
  return issued.filter((certificate) => certificate !== undefined);
}

/**
 * Everything the mail needs is read and drawn before the completion is stored, so that after it
 * only the sending can fail: only the request that completed the enrolment mails, so it goes
 * once, and a failed send is logged while the learner still has the certificate in My Learning.
 */
async function completeWithMail(
  enrollment: Enrollment,
  batch: Batch,
  company: SiteSettings,
  now: Date,
): Promise<Certificate | undefined> {
  const certificate = certificateOf(enrollment, batch, now);
  const view = certificateViewOf(certificate, company);
  const pdf = await renderPdf({ document: 'certificate', view });
  if (!(await completeWithCertificate(certificate, batch.id))) return undefined;
  await sendNotification(
    certificateIssuedMail({
      email: enrollment.student.email,
      certificate: view,
      pdf,
      myLearningUrl: myLearningUrl(),
      company,
    }),
  );
  return certificate;
}

/** The batch's start as it now stands, not as at enrolment: the date completion was checked against. */
function certificateOf(enrollment: Enrollment, batch: Batch, now: Date): Certificate {
  const at = now.toISOString();
  return {
    id: newCertificateId(),
    enrollmentId: enrollment.id,
    learnerName: enrollment.student.name,
    courseSlug: enrollment.courseSlug,
    courseTitle: enrollment.courseTitle,
    batchName: enrollment.batch.name,
    batchStartDate: batch.startDate,
    completedAt: at,
    issuedAt: at,
  };
}

/**
 * The certificate as drawn: every date written out, the address that checks it, and the
 * company's name, logo and signatory as they are now, as its check page names the issuer.
 */
export function certificateViewOf(
  certificate: Certificate,
  company: SiteSettings,
): CertificateView {
  const branding = documentBrandingOf(company);
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
    issuer: company.companyName,
    verifyUrl: new URL(certificatePath(certificate.id), siteUrl()).toString(),
    ...(Object.keys(branding).length ? { branding } : {}),
  };
}

/** A valid certificate as PDF, for anyone with its id; a revoked one is gone (410). */
export async function certificatePdf(id: string): Promise<{ pdf: Uint8Array; fileName: string }> {
  const certificate = await existingCertificate(id);
  if (certificate.revokedAt) throw new HttpError(410, certificateMessages.revokedPdf);
  const view = certificateViewOf(certificate, await companySettings());
  return {
    pdf: await renderPdf({ document: 'certificate', view }),
    fileName: certificateFileName(certificate.id),
  };
}

/** The certificate with this id, typed in any case: 404 for one nobody was issued. */
async function existingCertificate(typedId: string): Promise<Certificate> {
  const id = typedId.trim().toUpperCase();
  const certificate = certificateIdPattern.test(id) ? await getCertificate(id) : undefined;
  if (!certificate) throw new NotFoundError(certificateMessages.notFound);
  return certificate;
}

/** What the public verification page shows of a certificate. */
export async function verifyCertificate(id: string): Promise<CertificateVerification> {
  return verificationOf(await existingCertificate(id));
}

async function verificationOf(certificate: Certificate): Promise<CertificateVerification> {
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

/** Revokes it once; answers the check as it now reads (409 when it was revoked already). */
export async function revoke(
  id: string,
  revocation: { reason: string; revokedBy: string },
  now = new Date(),
): Promise<CertificateVerification> {
  const { id: storedId } = await existingCertificate(id);
  const revoked = await revokeCertificate(storedId, {
    revokedAt: now.toISOString(),
    revokedReason: revocation.reason,
    revokedBy: revocation.revokedBy,
  });
  if (!revoked) throw new ConflictError(certificateMessages.alreadyRevoked);
  return verificationOf(revoked);
}

/** The certificate's state for the roster and My Learning, when there is one. */
export async function certificateSummaryOf(
  enrollment: Pick<Enrollment, 'certificateId'>,
): Promise<{ id: string; revoked: boolean } | undefined> {
  if (!enrollment.certificateId) return undefined;
  const certificate = await getCertificate(enrollment.certificateId);
  return certificate && { id: certificate.id, revoked: Boolean(certificate.revokedAt) };
}
