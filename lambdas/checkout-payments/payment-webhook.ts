import { getPaymentByMerchantTransactionId } from '#lambdas/data/payments';
import { getRefund } from '#lambdas/data/refunds';
import { logger } from '#lambdas/lib/logger';
import type { PaymentProvider, WebhookNotice } from './phonepe/provider';
import { applyPaymentStatus } from './payment-confirmation';
import { applyRefundAnswer, readRefundStatus } from './refund-lifecycle';

// What a verified PhonePe webhook changes: the state change is confirmed and stored here, before
// the webhook is answered; invoices, credit notes and e-mails follow after (money-documents.ts).

/** PhonePe takes merchant order ids of up to 63 letters, digits, '_' or '-' (v1: 38). */
const isPossibleMerchantId = (id: string) => /^[A-Za-z0-9_-]{1,63}$/.test(id);

/** Our refund ids are `<merchantTransactionId>_R<attempt>` (shared/checkout/refund.ts). */
const paymentOfRefundId = (merchantRefundId: string) => merchantRefundId.replace(/_R\d+$/, '');

export async function applyWebhook(
  provider: PaymentProvider,
  notice: WebhookNotice,
): Promise<void> {
  if (notice.kind === 'ignored') {
    logger.info('A PhonePe webhook event we do not use', { event: notice.event.slice(0, 100) });
    return;
  }
  if (notice.kind === 'refund') {
    await applyRefundWebhook(notice.refund.merchantRefundId, notice.event);
    return;
  }
  // An order we never started has nothing to update: answer before asking PhonePe, which does
  // not know it either (its 404 would surface as our 502 and only make PhonePe retry).
  const { merchantTransactionId } = notice.status;
  if (
    !isPossibleMerchantId(merchantTransactionId) ||
    !(await getPaymentByMerchantTransactionId(merchantTransactionId))
  ) {
    logger.warn('A payment webhook for an unknown payment', {
      merchantTransactionId: merchantTransactionId.slice(0, 100),
    });
    return;
  }
  // v2's Authorization header proves who sent the webhook but does not cover its body, so its
  // state and amount are taken from PhonePe's own status answer; v1 signs the body itself.
  const status =
    provider.name === 'phonepe-v2'
      ? await provider.getStatus(merchantTransactionId)
      : notice.status;
  const outcome = await applyPaymentStatus(status);
  logger.info('Payment webhook applied', {
    event: notice.event,
    merchantTransactionId,
    state: status.state,
    outcome,
  });
}

/** The refund's state is read from PhonePe's status API, for the same reason as an order's. */
async function applyRefundWebhook(merchantRefundId: string, event: string): Promise<void> {
  const refund = isPossibleMerchantId(merchantRefundId)
    ? await getRefund(paymentOfRefundId(merchantRefundId), merchantRefundId)
    : undefined;
  if (!refund) {
    logger.warn('A refund webhook for an unknown refund', {
      merchantRefundId: merchantRefundId.slice(0, 100),
      event,
    });
    return;
  }
  const outcome = await applyRefundAnswer(refund, await readRefundStatus(refund));
  logger.info('Refund webhook applied', { event, merchantRefundId, outcome });
}
