import * as z from 'zod';

// Certificates of completion (decision 016): issued when an admin marks a learner's batch completed,
// verifiable by anyone at /certificates/{id} (employers), and revocable by an admin.

/** 'K7QM-4T2X-9RAD': 12 characters of Crockford's base32 (60 random bits), in groups of four. */
export const certificateIdPattern =
  /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** A certificate as stored (pk CERTIFICATE#<id>). */
export interface Certificate {
  id: string;
  enrollmentId: string;
  learnerName: string;
  courseSlug: string;
  courseTitle: string;
  batchName: string;
  batchStartDate: string | null;
  completedAt: string;
  issuedAt: string;
  revokedAt?: string;
  revokedReason?: string;
  revokedBy?: string;
}

/** What the public verification page shows: no e-mail, no enrolment id. */
export interface CertificateVerification {
  id: string;
  learnerName: string;
  courseTitle: string;
  batchName: string;
  batchStartDate: string | null;
  completedAt: string;
  issuer: string;
  status: 'valid' | 'revoked';
  revokedAt?: string;
}

export const certificateMessages = {
  notFound: 'Certificate not found',
  revokeReason: 'Write why the certificate is revoked, in 5 to 500 characters.',
  alreadyRevoked: 'This certificate is already revoked.',
  revoked: 'Certificate revoked. Its verification page now says so.',
  revokedPdf: 'This certificate was revoked, so it can no longer be downloaded.',
} as const;

/** POST /api/admin/certificates/{id}/revoke. */
export const adminCertificateRevokeBody = z.object({
  reason: z
    .string({ error: certificateMessages.revokeReason })
    .trim()
    .min(5, certificateMessages.revokeReason)
    .max(500, certificateMessages.revokeReason),
});
export type AdminCertificateRevokeBody = z.input<typeof adminCertificateRevokeBody>;
