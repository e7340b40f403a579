import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import * as z from 'zod';
import { traced } from '#lambdas/lib/tracer';
import type * as PdfDocuments from './pdf-documents';
import type { PdfRenderRequest } from './pdf-render-event';

// How a Lambda gets a document (a tax invoice, a credit note, a certificate) as PDF bytes. In the
// cloud it asks the PDF Lambda (lambdas/documents/handlers/pdf-render.ts), since pdf-lib would
// take most of the caller's 500 KB bundle; locally (the local stack, tests) the same checks and
// drawers run in process.

type PdfRenderer = (request: PdfRenderRequest) => Promise<Uint8Array>;

/** Set in the cloud to the PDF Lambda's name (infra/constructs/pdf-render.ts); absent locally. */
const pdfConfigSchema = z.object({ PDF_RENDER_FUNCTION_NAME: z.string().min(1).optional() });

const answerSchema = z.object({ pdfBase64: z.string().min(1) });
const functionErrorSchema = z.object({
  errorType: z.string().optional(),
  errorMessage: z.string(),
});

let lambda: LambdaClient | undefined;
let inProcess: PdfRenderer | undefined;

/** Draws the document as a PDF: by the PDF Lambda when one is configured, else in process. */
export async function renderPdf(request: PdfRenderRequest): Promise<Uint8Array> {
  const { PDF_RENDER_FUNCTION_NAME: functionName } = pdfConfigSchema.parse(process.env);
  if (functionName) return invokePdfLambda(functionName, request);
  inProcess ??= await loadInProcessRenderer();
  return inProcess(request);
}

async function invokePdfLambda(
  functionName: string,
  request: PdfRenderRequest,
): Promise<Uint8Array> {
  lambda ??= traced(new LambdaClient({}));
  const answer = await lambda.send(
    new InvokeCommand({
      FunctionName: functionName,
      InvocationType: 'RequestResponse',
      Payload: new TextEncoder().encode(JSON.stringify(request)),
    }),
  );
  const payload = answer.Payload ? new TextDecoder().decode(answer.Payload) : '';
  if (answer.FunctionError) {
    const failure = functionErrorSchema.safeParse(safeJson(payload));
    const message = failure.success ? failure.data.errorMessage : payload || answer.FunctionError;
    throw new Error(`The PDF Lambda failed: ${message}`);
  }
  const parsed = answerSchema.safeParse(safeJson(payload));
  if (!parsed.success) throw new Error('The PDF Lambda answered without a PDF');
  return new Uint8Array(Buffer.from(parsed.data.pdfBase64, 'base64'));
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The drawers by a name esbuild cannot follow, so pdf-lib never lands in a calling Lambda's
 * bundle; the deployed code never takes this path, having PDF_RENDER_FUNCTION_NAME.
 */
async function loadInProcessRenderer(): Promise<PdfRenderer> {
  const drawersModule = './pdf-documents';
  const module = (await import(/* @vite-ignore */ drawersModule)) as typeof PdfDocuments;
  return module.drawPdf;
}
