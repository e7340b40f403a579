import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import * as z from 'zod';
import { traced } from '#lambdas/lib/tracer';
import type { TaxDocumentView } from './tax-document-view';
import type * as TaxDocumentPdf from './tax-document-pdf';

// How a Lambda gets a tax document as PDF bytes. In the cloud it asks the PDF Lambda
// (lambdas/checkout-payments/handlers/pdf-render.ts), since pdf-lib would take most of the caller's 500 KB bundle;
// locally (the local stack, tests) the same renderer runs in process.

type PdfRenderer = (view: TaxDocumentView) => Promise<Uint8Array>;

/** Set in the cloud to the PDF Lambda's name (infra/constructs/pdf-render.ts); absent locally. */
const pdfConfigSchema = z.object({ PDF_RENDER_FUNCTION_NAME: z.string().min(1).optional() });

const answerSchema = z.object({ pdfBase64: z.string().min(1) });
const functionErrorSchema = z.object({
  errorType: z.string().optional(),
  errorMessage: z.string(),
});

let lambda: LambdaClient | undefined;
let inProcess: PdfRenderer | undefined;

/** Renders the view as a PDF: by the PDF Lambda when one is configured, else in process. */
export async function renderPdf(view: TaxDocumentView): Promise<Uint8Array> {
  const { PDF_RENDER_FUNCTION_NAME: functionName } = pdfConfigSchema.parse(process.env);
  if (functionName) return invokePdfLambda(functionName, view);
  inProcess ??= await loadInProcessRenderer();
  return inProcess(view);
}

async function invokePdfLambda(functionName: string, view: TaxDocumentView): Promise<Uint8Array> {
  lambda ??= traced(new LambdaClient({}));
  const answer = await lambda.send(
    new InvokeCommand({
      FunctionName: functionName,
      InvocationType: 'RequestResponse',
      Payload: new TextEncoder().encode(JSON.stringify({ view })),
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
 * The renderer module by a name esbuild cannot follow, so pdf-lib never lands in a calling
 * Lambda's bundle; the deployed code never takes this path, having PDF_RENDER_FUNCTION_NAME.
 */
async function loadInProcessRenderer(): Promise<PdfRenderer> {
  const rendererModule = './tax-document-pdf';
  const module = (await import(/* @vite-ignore */ rendererModule)) as typeof TaxDocumentPdf;
  return module.renderTaxDocumentPdf;
}
