import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PDFDocument } from 'pdf-lib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { taxInvoiceView } from '#lambdas/checkout-payments/tax-documents/tax-invoice-view';
import { renderPdf } from '#lambdas/documents/pdf-client';
import { handler } from '#lambdas/documents/handlers/pdf-render';
import type { TaxDocumentView } from '#lambdas/checkout-payments/tax-documents/tax-document-view';
import { pdfText } from '#test/support/pdf-text';
import { aCertificateView } from '#test/support/certificates';
import { aCreditNoteView, aTaxInvoice } from '#test/support/tax-documents';

// The PDF Lambda's handler, and the client other Lambdas call: in process when no PDF Lambda is
// configured, else through Lambda's Invoke API, here answered by a stand-in for AWS's endpoint
// that runs the real handler as the Lambda service would.

const invoiceView = () => taxInvoiceView(aTaxInvoice('Karnataka'));
const taxDocument = (view: TaxDocumentView) => ({ document: 'tax-document' as const, view });

const titleOf = async (pdfBase64: string) =>
  (await PDFDocument.load(Buffer.from(pdfBase64, 'base64'))).getTitle();

describe('the PDF Lambda', () => {
  it('answers a tax document view with the PDF in base64', async () => {
    const { pdfBase64 } = await handler(taxDocument(invoiceView()));
    expect(await titleOf(pdfBase64)).toBe('Tax Invoice NXT/26-27/000123');
  });

  it('answers a certificate view with the certificate', async () => {
    const { pdfBase64 } = await handler({ document: 'certificate', view: aCertificateView() });
    expect(await titleOf(pdfBase64)).toBe('Certificate K7QM-4T2X-9RAD: Full Stack Web Development');
  });

  it('refuses an event that names no document it draws', async () => {
    await expect(handler({ view: invoiceView() })).rejects.toThrow(
      'Invalid PDF render event: document:',
    );
    await expect(handler({ document: 'poster', view: invoiceView() })).rejects.toThrow(
      'Invalid PDF render event: document:',
    );
  });

  it('refuses an event without a view, naming what is missing', async () => {
    await expect(handler({ document: 'tax-document' })).rejects.toThrow(
      'Invalid PDF render event: view:',
    );
  });

  it('refuses a view with a wrong field, naming the field', async () => {
    const view = { ...aCreditNoteView(), totalPaise: -5 };
    await expect(handler(taxDocument(view))).rejects.toThrow(
      /Invalid PDF render event: view\.totalPaise/,
    );
    const certificate = { ...aCertificateView(), verifyUrl: 'not an address' };
    await expect(handler({ document: 'certificate', view: certificate })).rejects.toThrow(
      /Invalid PDF render event: view\.verifyUrl/,
    );
  });
});

describe('renderPdf without PDF_RENDER_FUNCTION_NAME', () => {
  it('renders in process, as on the local stack', async () => {
    delete process.env.PDF_RENDER_FUNCTION_NAME;
    const text = await pdfText(await renderPdf(taxDocument(aCreditNoteView())));
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain('NXC/26-27/000007');
  });

  it('checks the request in process as the PDF Lambda would', async () => {
    delete process.env.PDF_RENDER_FUNCTION_NAME;
    const view = { ...aCertificateView(), learnerName: '' };
    await expect(renderPdf({ document: 'certificate', view })).rejects.toThrow(
      /Invalid PDF render event: view\.learnerName/,
    );
  });
});

describe('renderPdf with PDF_RENDER_FUNCTION_NAME', () => {
  let server: Server;
  const invoked: { path: string; invocationType: string | undefined }[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        invoked.push({
          path: request.url ?? '',
          invocationType: request.headers['x-amz-invocation-type'] as string | undefined,
        });
        handler(JSON.parse(Buffer.concat(chunks).toString('utf8')))
          .then((result) => response.end(JSON.stringify(result)))
          .catch((error: Error) => {
            // How Lambda answers a function that threw: 200, the error named in a header.
            response.setHeader('X-Amz-Function-Error', 'Unhandled');
            response.end(JSON.stringify({ errorType: 'Error', errorMessage: error.message }));
          });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    Object.assign(process.env, {
      AWS_ENDPOINT_URL_LAMBDA: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      AWS_REGION: 'ap-south-1',
      AWS_ACCESS_KEY_ID: 'test',
      AWS_SECRET_ACCESS_KEY: 'test',
      PDF_RENDER_FUNCTION_NAME: 'techsite-pdf-render',
    });
  });

  afterEach(() => {
    invoked.length = 0;
  });

  afterAll(async () => {
    delete process.env.PDF_RENDER_FUNCTION_NAME;
    delete process.env.AWS_ENDPOINT_URL_LAMBDA;
    await new Promise((resolve) => server.close(resolve));
  });

  it('invokes the named function and waits for its answer', async () => {
    const text = await pdfText(await renderPdf(taxDocument(invoiceView())));
    expect(invoked).toEqual([
      {
        path: '/2015-03-31/functions/techsite-pdf-render/invocations',
        invocationType: 'RequestResponse',
      },
    ]);
    expect(text).toContain('NXT/26-27/000123');
    expect(text).toContain('CGST @ 9%');
  });

  it("throws the function's own message when it fails", async () => {
    const view = { ...invoiceView(), number: '' };
    await expect(renderPdf(taxDocument(view))).rejects.toThrow(
      /^The PDF Lambda failed: Invalid PDF render event: view\.number/,
    );
  });
});
