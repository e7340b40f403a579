import * as apiPaths from '#shared/api/api-paths';
import { withPathParameters } from '#shared/api/path-parameters';
import type { PaymentStatusResponse } from '#shared/api/payment-status';
import { apiGet } from '#web/lib/api-client';

/** GET /api/payments/{merchantTransactionId}: the payment's state; the server asks PhonePe while pending. */
export function getPaymentStatus(merchantTransactionId: string): Promise<PaymentStatusResponse> {
  return apiGet<PaymentStatusResponse>(
    withPathParameters(apiPaths.payment, { merchantTransactionId }),
  );
}
