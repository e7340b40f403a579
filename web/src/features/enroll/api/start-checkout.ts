import * as apiPaths from '#shared/api/api-paths';
import type { CheckoutRequest, CheckoutResponse } from '#shared/checkout/checkout-requests';
import { apiPost } from '#web/lib/api-client';

/**
 * POST /api/checkout: holds a seat, prices the order on the server and starts the payment;
 * 201 with the provider's page, 409 when the batch filled up, 502 when the provider failed.
 */
export function startCheckout(request: CheckoutRequest): Promise<CheckoutResponse> {
  return apiPost<CheckoutResponse, CheckoutRequest>(apiPaths.checkout, request);
}
