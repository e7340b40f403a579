import { checkoutMessages } from '../../shared/checkout/checkout-requests';
import { isInvoiceLinkToken } from '../checkout/invoice-link';
import { applyPaymentStatus } from '../checkout/payment-confirmation';
import { paymentProvider } from '../checkout/payment-provider';
import { readPaymentStatus } from '../checkout/payment-status';
import { getInvoiceByEnrollment } from '../data/invoices';
import { getPaymentByMerchantTransactionId } from '../data/payments';
import { HttpError, NotFoundError, ValidationError } from '../lib/errors';
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

/** PhonePe takes merchant order ids of up to 63 letters, digits, '_' or '-' (v1: 38). */
const isPossibleMerchantTransactionId = (id: string) => /^[A-Za-z0-9_-]{1,63}$/.test(id);

export const routes = {
  'POST /api/payments/phonepe/webhook': async (event) => {
    const provider = await paymentProvider();
    const notified = await provider.parseWebhook(event.headers, bodyText(event)).catch((error) => {
      if (error instanceof HttpError) throw error; // 401: a bad signature changes nothing
      logger.warn('An unreadable payment webhook', { error });
      throw new ValidationError('Invalid webhook payload');
    });
    // An order we never started has nothing to update: answer before asking PhonePe, which
    // does not know it either (its 404 would surface as our 502 and only make PhonePe retry).
    const { merchantTransactionId } = notified;
    if (
      !isPossibleMerchantTransactionId(merchantTransactionId) ||
      !(await getPaymentByMerchantTransactionId(merchantTransactionId))
    ) {
      logger.warn('A payment webhook for an unknown payment', {
        merchantTransactionId: merchantTransactionId.slice(0, 100),
      });
      return ok({ received: true });
    }
    // v2's Authorization header proves who sent the webhook but does not cover its body, so its
    // state and amount are taken from PhonePe's own status answer; v1 signs the body itself.
    const status =
      provider.name === 'phonepe-v2'
        ? await provider.getStatus(notified.merchantTransactionId)
        : notified;
    const outcome = await applyPaymentStatus(status);
    logger.info('Payment webhook applied', {
      merchantTransactionId: status.merchantTransactionId,
      state: status.state,
      outcome,
    });
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
