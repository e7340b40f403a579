// The one payment provider interface (docs/product.md §11). Checkout and webhook code depend on this, never
// on an adapter; payment-config.ts chooses PhonePe Standard Checkout v2 or PG v1 by configuration.
// Every amount is integer paise, as PhonePe takes them.

export type PaymentState = 'PENDING' | 'COMPLETED' | 'FAILED';

export interface PaymentInstrument {
  type: string;
  utr?: string;
}

export interface CreatePaymentInput {
  merchantTransactionId: string;
  amountPaise: number;
  redirectUrl: string;
  callbackUrl: string;
  expiresInSeconds: number;
  customer: { name: string; email: string; phone: string };
}

export interface CreatedPayment {
  redirectUrl: string;
  providerReference?: string;
}

export interface PaymentStatus {
  merchantTransactionId: string;
  state: PaymentState;
  amountPaise: number;
  transactionId?: string;
  paymentInstrument?: PaymentInstrument;
}

export interface RefundInput {
  merchantRefundId: string;
  merchantTransactionId: string;
  amountPaise: number;
}

export interface RefundStatus {
  merchantRefundId: string;
  state: PaymentState;
  /** PhonePe's own id for the refund, when it gave one. */
  providerRefundId?: string;
  /** PhonePe's error code for a failed refund. */
  failureReason?: string;
}

/**
 * What a verified webhook tells: an order's state, a refund's state, or an event we do not use
 * (answered 2xx and logged, so PhonePe does not retry it).
 */
export type WebhookNotice =
  | { kind: 'order'; event: string; status: PaymentStatus }
  | { kind: 'refund'; event: string; refund: RefundStatus & { merchantTransactionId?: string } }
  | { kind: 'ignored'; event: string };

export interface PaymentProvider {
  readonly name: 'phonepe-v2' | 'phonepe-v1';
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  getStatus(merchantTransactionId: string): Promise<PaymentStatus>;
  refund(input: RefundInput): Promise<RefundStatus>;
  /** Where a refund has got to; a PaymentProviderError with providerStatus 404 when PhonePe never created it. */
  getRefundStatus(merchantRefundId: string): Promise<RefundStatus>;
  /**
   * Verifies the S2S callback and returns what it says; throws UnauthorizedError
   * (lambdas/lib/errors.ts) on a bad or missing signature, and ValidationError only when a
   * verified body cannot be read at all.
   */
  parseWebhook(
    headers: Record<string, string | undefined>,
    rawBody: string,
  ): Promise<WebhookNotice>;
}
