import { checkoutMessages } from '../../shared/checkout/checkout-requests';
import { isInvoiceLinkToken } from '../checkout/invoice-link';
import { applyWebhook } from '../checkout/payment-webhook';
import { paymentProvider } from '../checkout/payment-provider';
import { readPaymentStatus } from '../checkout/payment-status';
import { getInvoiceByEnrollment } from '../data/invoices';
import { HttpError, NotFoundError } from '../lib/errors';
import {
  bodyText,
  createApiHandler,
  htmlPage,
  ok,
  pathParameter,
  type RouteTable,
} from '../lib/http';
import { logger } from '../lib/logger';

// PhonePe's S2S callback, the payment status page's check, and the invoice download.

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

  'GET /api/invoices/{enrollmentId}': async (event) => {
    const enrollmentId = pathParameter(event, 'enrollmentId');
    // A wrong token reads as "not found", so links cannot be used to probe for enrollments.
    const invoice = (await isInvoiceLinkToken(enrollmentId, event.queryStringParameters?.token))
      ? await getInvoiceByEnrollment(enrollmentId)
      : undefined;
    if (!invoice) throw new NotFoundError(checkoutMessages.invoiceNotFound);
    return htmlPage(invoice.html);
  },
} satisfies RouteTable;

export const handler = createApiHandler(routes);
