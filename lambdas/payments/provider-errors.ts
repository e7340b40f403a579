import { HttpError } from '../lib/errors';

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
}
