import { renderTaxDocumentPdf } from '#lambdas/checkout-payments/tax-documents/tax-document-pdf';
import { renderCertificatePdf } from '#lambdas/learning/certificate-pdf';
import { parsePdfRenderEvent, type PdfRenderRequest } from './pdf-render-event';

// Every PDF we send, by the document the request names. pdf-lib is bundled here and in no
// caller (lambdas/documents/pdf-client.ts loads this module by a name esbuild cannot follow).

/** Checks the event as the PDF Lambda receives it, then draws the document it names. */
export function drawPdf(event: unknown): Promise<Uint8Array> {
  const request: PdfRenderRequest = parsePdfRenderEvent(event);
  switch (request.document) {
    case 'tax-document':
      return renderTaxDocumentPdf(request.view);
    case 'certificate':
      return renderCertificatePdf(request.view);
  }
}
