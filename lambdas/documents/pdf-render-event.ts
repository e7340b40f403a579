import * as z from 'zod/mini';
import { taxDocumentViewSchema } from '#lambdas/checkout-payments/tax-documents/tax-document-view-schema';
import type { TaxDocumentView } from '#lambdas/checkout-payments/tax-documents/tax-document-view';
import { certificateViewSchema, type CertificateView } from '#lambdas/learning/certificate-view';

// The PDF Lambda's event names the document and carries its view (decision 016). Each area
// that issues a document makes its view's schema and its drawer public to this one.

export type PdfRenderRequest =
  | { document: 'tax-document'; view: TaxDocumentView }
  | { document: 'certificate'; view: CertificateView };

const pdfRenderEventSchema = z.discriminatedUnion('document', [
  z.object({ document: z.literal('tax-document'), view: taxDocumentViewSchema }),
  z.object({ document: z.literal('certificate'), view: certificateViewSchema }),
]);

export interface PdfRenderResult {
  pdfBase64: string;
}

/** The event as a typed request, or an Error naming every field that is wrong. */
export function parsePdfRenderEvent(event: unknown): PdfRenderRequest {
  const parsed = pdfRenderEventSchema.safeParse(event);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.') || '(event)'}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid PDF render event: ${problems}`);
  }
  return parsed.data;
}
