import * as apiPaths from '#shared/api/api-paths';
import { checkoutConfig } from '#lambdas/lib/config';
import { paymentProvider as configuredProvider } from './phonepe/payment-config';
import type { PaymentProvider } from './phonepe/provider';

// The one door from checkout to PhonePe: the adapter chosen by configuration (docs/product.md §11), made
// on first use so the areas that never pay need no PhonePe settings.

export function paymentProvider(): Promise<PaymentProvider> {
  return configuredProvider();
}

export const webhookPath = apiPaths.phonePeWebhook;

/** Where PhonePe sends its S2S callback (v1 takes it per payment; v2 from the dashboard). */
export function paymentCallbackUrl(): string {
  return `${checkoutConfig().SITE_URL}${webhookPath}`;
}

/** Where the provider sends the learner back: the payment status page (docs/product.md §2). */
export function paymentReturnUrl(merchantTransactionId: string): string {
  const url = new URL('/payment/success', checkoutConfig().SITE_URL);
  url.searchParams.set('merchantTransactionId', merchantTransactionId);
  return url.toString();
}
