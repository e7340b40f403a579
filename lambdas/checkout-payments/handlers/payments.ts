import { taxDocumentQuery } from '#shared/checkout/tax-document-download';
import { applyWebhook } from '../payment-webhook';
import { paymentProvider } from '../payment-provider';
import { readPaymentStatus } from '../payment-status';
import {
  creditNoteDownload,
  invoiceDownload,
  type TaxDocumentDownload,
} from '../tax-documents/tax-document-download';
import { HttpError } from '#lambdas/lib/errors';
import {
  bodyText,
  createApiHandler,
  htmlPage,
  ok,
  parseQuery,
  pathParameter,
  pdfFile,
  type RouteTable,
} from '#lambdas/lib/http';
import { logger } from '#lambdas/lib/logger';
import { enforceRateLimit } from '#lambdas/lib/rate-limit';

// PhonePe's S2S callback, the payment status page's check, and the tax document downloads.

export const routes = {
  'POST /api/payments/phonepe/webhook': async (event) => {
    const provider = await paymentProvider();
    // A bad signature is 401 and changes nothing; a verified body we cannot read is logged and
    // answered 2xx all the same, since PhonePe retrying it would not make it readable.
    const notice = await provider.parseWebhook(event.headers, bodyText(event)).catch((error) => {
      if (error instanceof HttpError && error.statusCode === 401) throw error;
      logger.warn('An unreadable payment webhook', { error });
      return undefined;
    });
    if (notice) await applyWebhook(provider, notice);
    // Verified is enough for 200: a repeat or an unknown id needs no retry from PhonePe.
    return ok({ received: true });
  },

  'GET /api/payments/{merchantTransactionId}': async (event) =>
    ok(await readPaymentStatus(pathParameter(event, 'merchantTransactionId'))),

  // Invoices and credit notes share one per-client limit, counted before the token is read, so
  // guessing at links or drawing PDFs over and over is bounded alike (decision 020).
  'GET /api/invoices/{enrollmentId}': async (event) => {
    await enforceRateLimit(event, 'documentDownload');
    return taxDocumentAnswer(
      await invoiceDownload(
        pathParameter(event, 'enrollmentId'),
        parseQuery(event, taxDocumentQuery),
      ),
    );
  },

  'GET /api/credit-notes/{enrollmentId}/{creditNoteId}': async (event) => {
    await enforceRateLimit(event, 'documentDownload');
    return taxDocumentAnswer(
      await creditNoteDownload(
        pathParameter(event, 'enrollmentId'),
        pathParameter(event, 'creditNoteId'),
        parseQuery(event, taxDocumentQuery),
      ),
    );
  },
} satisfies RouteTable;

function taxDocumentAnswer(download: TaxDocumentDownload) {
  return download.format === 'pdf'
    ? pdfFile(download.pdf, download.fileName)
    : htmlPage(download.html);
}

export const handler = createApiHandler(routes);
