import * as z from 'zod';
import { parseJson, readBody, SandboxHttpError, sendJson } from '../phonepe-sandbox/http-io';
import type { FailureMode } from './registry';
import type { SandboxRoute } from './server';

// Sandbox-only control endpoints under /__sandbox/, for tests: the IRP has nothing like them.
//   POST /__sandbox/failure     {mode: none | down | refuse | lose-answer, code?, message?}
//                               how the API answers from now on (registry.ts, FailureMode)
//   GET  /__sandbox/documents   every registered document: IRN, ack, status, type, number, GSTINs
//   GET  /__sandbox/documents/{irn}   one, with the document as reported

const failureRequest = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('none') }),
  z.object({ mode: z.literal('down') }),
  z.object({ mode: z.literal('lose-answer') }),
  z.object({
    mode: z.literal('refuse'),
    code: z.string().min(1).default('GEN5008'),
    message: z.string().min(1).default('GSTN Server Error'),
  }),
]);

const setFailure: SandboxRoute = {
  method: 'POST',
  path: /^\/__sandbox\/failure$/,
  async handle(context, request, response) {
    const parsed = failureRequest.safeParse(
      parseJson(await readBody(request), { error: 'Invalid JSON' }),
    );
    if (!parsed.success) {
      throw new SandboxHttpError(400, { error: 'mode must be none, down, refuse or lose-answer' });
    }
    context.registry.failure = parsed.data satisfies FailureMode;
    sendJson(response, 200, context.registry.failure);
  },
};

const listDocuments: SandboxRoute = {
  method: 'GET',
  path: /^\/__sandbox\/documents$/,
  async handle(context, _request, response) {
    const documents = [...context.registry.documents.values()].map((document) => ({
      irn: document.irn,
      ackNo: document.ackNo,
      ackDate: document.ackDate,
      status: document.status,
      docType: document.invoice.DocDtls.Typ,
      docNo: document.invoice.DocDtls.No,
      sellerGstin: document.invoice.SellerDtls.Gstin,
      buyerGstin: document.invoice.BuyerDtls.Gstin,
    }));
    sendJson(response, 200, { documents });
  },
};

const oneDocument: SandboxRoute = {
  method: 'GET',
  path: /^\/__sandbox\/documents\/([^/]+)$/,
  async handle(context, _request, response, [irn = '']) {
    const document = context.registry.documents.get(irn);
    if (!document) throw new SandboxHttpError(404, { error: `No document ${irn}` });
    sendJson(response, 200, document);
  },
};

export const controlRoutes: SandboxRoute[] = [setFailure, listDocuments, oneDocument];
