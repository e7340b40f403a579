import type { PaymentStatusResponse } from '#shared/checkout/checkout-requests';
import { errorMessage } from '#web/lib/api-client';

// docs/product.md §2/§4 "Payment status page": loading, then success (COMPLETED), pending (PENDING), or
// failed (FAILED, a missing id, an unknown state, or an error), with the texts of docs/product.md §8.

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
  | { kind: 'failed'; message: string };

export function viewOfStatus(payment: PaymentStatusResponse): PaymentView {
  switch (payment.state) {
    case 'COMPLETED':
      return { kind: 'success', payment };
    case 'PENDING':
      return { kind: 'pending', payment };
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
