import type { Context } from 'aws-lambda';
import { renderTaxDocumentPdf } from '../tax-documents/tax-document-pdf';
import { logInvocation } from '#lambdas/lib/logger';
import {
  parsePdfRenderEvent,
  type PdfRenderResult,
} from '../tax-documents/tax-document-view-schema';

// The PDF Lambda, invoked by others through lambdas/checkout-payments/tax-documents/pdf-client.ts: pdf-lib is most of
// a 500 KB bundle, so it lives here alone and the Lambdas that mail documents stay small.
export async function handler(event: unknown, context?: Context): Promise<PdfRenderResult> {
  logInvocation(context);
  const { view } = parsePdfRenderEvent(event);
  const pdf = await renderTaxDocumentPdf(view);
  return { pdfBase64: Buffer.from(pdf).toString('base64') };
}
