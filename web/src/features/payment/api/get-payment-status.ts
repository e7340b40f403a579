import type { PaymentStatusResponse } from '#shared/checkout/checkout-requests';
import { apiGet } from '#web/lib/api-client';

/** GET /api/payments/{merchantTransactionId}: the payment's state; the server asks PhonePe while pending. */
export function getPaymentStatus(merchantTransactionId: string): Promise<PaymentStatusResponse> {
  return apiGet<PaymentStatusResponse>(
    `/api/payments/${encodeURIComponent(merchantTransactionId)}`,
  );
}
