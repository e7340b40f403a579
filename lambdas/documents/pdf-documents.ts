import { renderTaxDocumentPdf } from '#lambdas/checkout-payments/tax-documents/tax-document-pdf';
import { renderCertificatePdf } from '#lambdas/learning/certificate-pdf';
import { readDocumentImages } from './document-images';
import { parsePdfRenderEvent, type PdfRenderRequest } from './pdf-render-event';

// Every PDF we send, by the document the request names. pdf-lib is bundled here and in no
// caller (lambdas/documents/pdf-client.ts loads this module by a name esbuild cannot follow).

/**
 * Checks the event as the PDF Lambda receives it, reads the logo and signature its view names,
 * then draws the document it names.
 */
export async function drawPdf(event: unknown): Promise<Uint8Array> {
  const request: PdfRenderRequest = parsePdfRenderEvent(event);
  const images = await readDocumentImages(request.view.branding);
  switch (request.document) {
    case 'tax-document':
      return renderTaxDocumentPdf(request.view, images);
    case 'certificate':
      return renderCertificatePdf(request.view, images);
  }
}
