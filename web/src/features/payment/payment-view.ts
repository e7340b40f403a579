import type { PaymentStatusResponse } from '#shared/api/payment-status';
import { formatInr } from '#shared/checkout/money';
import { errorMessage } from '#web/lib/api-client';

// docs/product.md §2/§4 "Payment status page": loading, then success (COMPLETED), pending (PENDING),
// refunded (REFUNDED, in full or in part), refund pending (REFUND_PENDING), or failed (FAILED, a
// missing id, an unknown state, or an error), with the texts of docs/product.md §8.

export const paymentPageMessages = {
  missingId: 'Missing transaction information',
  notSuccessful: 'Payment was not successful',
  unknownState: 'Unknown payment status',
  verificationFailed: 'Payment verification failed',
  failedDefault: 'Your payment could not be processed. Please try again or contact support.',
} as const;

export type PaymentView =
  | { kind: 'loading' }
  | { kind: 'success'; payment: PaymentStatusResponse }
  | { kind: 'pending'; payment: PaymentStatusResponse }
  | { kind: 'refunded'; payment: PaymentStatusResponse }
  | { kind: 'refund-pending'; payment: PaymentStatusResponse }
  | { kind: 'failed'; message: string };

export function viewOfStatus(payment: PaymentStatusResponse): PaymentView {
  switch (payment.state) {
    case 'COMPLETED':
      return { kind: 'success', payment };
    case 'PENDING':
      return { kind: 'pending', payment };
    case 'REFUNDED':
      return { kind: 'refunded', payment };
    case 'REFUND_PENDING':
      return { kind: 'refund-pending', payment };
    case 'FAILED':
      return { kind: 'failed', message: paymentPageMessages.notSuccessful };
    default:
      return { kind: 'failed', message: paymentPageMessages.unknownState };
  }
}

/** The server's message (e.g. 'Payment not found'), else 'Payment verification failed'. */
export const viewOfError = (error: unknown): PaymentView => ({
  kind: 'failed',
  message: errorMessage(error, paymentPageMessages.verificationFailed),
});

/** 'UPI' or 'CREDIT_CARD' → 'CREDIT CARD'; PhonePe when the provider named none. */
export const paymentMethodLabel = (payment: PaymentStatusResponse) =>
  payment.paymentInstrument?.type.replace(/_/g, ' ') || 'PhonePe';

/** The provider's transaction id once it has one, else ours. */
export const transactionReference = (
  payment: PaymentStatusResponse,
  merchantTransactionId: string,
) => payment.transactionId ?? merchantTransactionId;

const bankDelay = 'Banks usually take 5–7 working days to show it.';

/** The refund's heading and words (docs/product.md §2 "Payment status"): amounts in rupees. */
export function refundTexts(payment: PaymentStatusResponse): {
  title: string;
  summary: string;
  note: string;
} {
  const refund = payment.refund ?? {
    scope: 'full',
    refundedPaise: payment.amountPaise,
    creditNoteNumbers: [],
  };
  const paid = formatInr(payment.amountPaise);
  if (payment.state === 'REFUND_PENDING') {
    const onItsWay = refund.pendingPaise ?? payment.amountPaise - refund.refundedPaise;
    return {
      title: 'Refund in Progress',
      summary:
        onItsWay >= payment.amountPaise
          ? `A full refund of your payment of ${paid} is in progress.`
          : `A refund of ${formatInr(onItsWay)} of your payment of ${paid} is in progress.`,
      note: `It goes to your original payment method once PhonePe completes it. ${bankDelay}`,
    };
  }
  const numbers = refund.creditNoteNumbers;
  const creditNote =
    numbers.length === 0
      ? ''
      : ` Credit note ${numbers.length === 1 ? 'number' : 'numbers'}: ${numbers.join(', ')}.`;
  const refunded = formatInr(refund.refundedPaise);
  return refund.scope === 'partial'
    ? {
        title: 'Payment Partly Refunded',
        summary: `${refunded} of your payment of ${paid} has been refunded to your original payment method.${creditNote}`,
        note: `${bankDelay} Your invoice and credit notes are in My Learning.`,
      }
    : {
        title: 'Payment Refunded',
        summary: `Your payment of ${paid} has been refunded in full (${refunded}) to your original payment method.${creditNote}`,
        note: `${bankDelay} Your invoice and credit notes are in My Learning.`,
      };
}
