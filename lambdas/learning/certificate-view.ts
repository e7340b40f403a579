import * as z from 'zod/mini';
import type { DocumentBranding } from '#shared/checkout/document-branding';
import { documentBrandingSchema } from '#lambdas/lib/document-branding';

// A certificate of completion as the PDF Lambda draws it (lambdas/documents/pdf-render-event.ts):
// every line already written out, so the drawer only places text and the same certificate
// always gives the same bytes. zod/mini, as for tax documents, to keep the PDF Lambda small.

export interface CertificateView {
  id: string;
  learnerName: string;
  courseTitle: string;
  batchName: string;
  /** '1 February 2027'; absent when the batch never had a start date. */
  batchStarted?: string;
  /** '15 March 2027', in IST. */
  completedOn: string;
  /** When it was issued, for the file's own dates. */
  issuedAt: string;
  issuer: string;
  /** The public page that says whether it is genuine: /certificates/{id}; printed as a QR code too. */
  verifyUrl: string;
  /** The company's logo and signatory as Settings name them (decision 028). */
  branding?: DocumentBranding;
}

const line = z.string().check(z.minLength(1));

export const certificateViewSchema = z.object({
  id: line,
  learnerName: line,
  courseTitle: line,
  batchName: line,
  batchStarted: z.optional(line),
  completedOn: line,
  issuedAt: z.iso.datetime({ offset: true }),
  issuer: line,
  verifyUrl: z.url(),
  branding: z.optional(documentBrandingSchema),
}) satisfies z.ZodMiniType<CertificateView>;

/** "K7QM-4T2X-9RAD" → "Certificate-K7QM-4T2X-9RAD.pdf". */
export const certificateFileName = (id: string) => `Certificate-${id}.pdf`;
