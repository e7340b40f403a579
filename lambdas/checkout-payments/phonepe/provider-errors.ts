import { HttpError } from '#lambdas/lib/errors';

// What an adapter throws when PhonePe refuses a call, fails or does not answer. The message
// carries PhonePe's own code and message (for logs and the admin), never a key or a token.
// It is an HttpError with 502: the fault is upstream, not the caller's, so the shared HTTP
// module answers 502 unless a handler maps it to something kinder first.

export type PaymentProviderOperation =
  | 'authorise'
  | 'create the payment'
  | 'read the payment status'
  | 'refund the payment'
  | 'read the refund status';

export class PaymentProviderError extends HttpError {
  constructor(
    readonly provider: 'phonepe-v2' | 'phonepe-v1',
    readonly operation: PaymentProviderOperation,
    /** PhonePe's error code, or NETWORK_ERROR / TIMEOUT / INVALID_RESPONSE when none came back. */
    readonly code: string,
    providerMessage: string,
    /** The HTTP status PhonePe answered, when it answered. */
    readonly providerStatus?: number,
  ) {
    const status = providerStatus === undefined ? '' : `, HTTP ${providerStatus}`;
    super(502, `PhonePe could not ${operation}: ${providerMessage} (${code}${status})`);
  }

  /**
   * PhonePe answered and said no (a 4xx, or v1's success: false): nothing was done, for sure.
   * A timeout, a network error, a 5xx, a 429 or an unreadable answer leaves it unknown whether
   * PhonePe acted, so what it did must be read before anything is tried again.
   */
  get isDefiniteRefusal(): boolean {
    if (this.providerStatus === undefined) return !uncertainCodes.has(this.code);
    return (
      this.providerStatus >= 400 &&
      this.providerStatus < 500 &&
      ![408, 429].includes(this.providerStatus)
    );
  }

  /** PhonePe does not know the id asked about. */
  get isNotFound(): boolean {
    return this.providerStatus === 404 || notFoundCodes.has(this.code);
  }
}

/** Codes phonepe-http.ts gives when no answer of PhonePe's came back. */
const uncertainCodes = new Set(['TIMEOUT', 'NETWORK_ERROR', 'INVALID_RESPONSE']);
/** v2 answers 404 NOT_FOUND; v1 answers TRANSACTION_NOT_FOUND in its envelope. */
const notFoundCodes = new Set(['NOT_FOUND', 'TRANSACTION_NOT_FOUND']);
