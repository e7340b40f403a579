import { checkoutMessages } from '#shared/checkout/checkout-requests';
import { ApiError } from '#web/lib/api-client';

// docs/product.md §8: 'Payment initiation failed' when no payment page came back, the server's error text
// for a refused payment, 'Payment failed. Please try again.' for anything else.

export const paymentFailedMessage = 'Payment failed. Please try again.';

/** A refused checkout the learner can act on: the server's own words (400, 409, 429, 502…). */
const hasServerText = (error: ApiError) =>
  (error.status >= 400 && error.status < 500) || error.status === 502;

export function paymentErrorMessage(error: unknown): string {
  if (error instanceof ApiError && hasServerText(error)) {
    return error.message || checkoutMessages.initiationFailed;
  }
  return paymentFailedMessage;
}

/** 409: the batch filled up while the learner was paying; they choose another (docs/product.md §8). */
export const isBatchFull = (error: unknown) => error instanceof ApiError && error.status === 409;
