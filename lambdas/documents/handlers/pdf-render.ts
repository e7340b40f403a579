import type { Context } from 'aws-lambda';
import { logInvocation } from '#lambdas/lib/logger';
import { drawPdf } from '../pdf-documents';
import type { PdfRenderResult } from '../pdf-render-event';

// The PDF Lambda, invoked by others through lambdas/documents/pdf-client.ts: pdf-lib is most of
// a 500 KB bundle, so it lives here alone and the Lambdas that mail or serve documents stay small.
export async function handler(event: unknown, context?: Context): Promise<PdfRenderResult> {
  logInvocation(context);
  const pdf = await drawPdf(event);
  return { pdfBase64: Buffer.from(pdf).toString('base64') };
}
