import { HttpError } from '#lambdas/lib/errors';

// What the e-invoice adapter throws when the IRP refuses a call, fails or does not answer: the
// IRP's own error code and message, never a password, key or token. 502, as PhonePe's errors
// (phonepe/provider-errors.ts): the fault is upstream, and no sale waits on it (decision 027).

export type EInvoiceOperation = 'sign in' | 'generate the IRN' | 'read the IRN' | 'cancel the IRN';

export class EInvoiceProviderError extends HttpError {
  constructor(
    readonly operation: EInvoiceOperation,
    /** The IRP's error code (e.g. 2150), or NETWORK_ERROR / TIMEOUT / INVALID_RESPONSE. */
    readonly code: string,
    readonly providerMessage: string,
    readonly providerStatus?: number,
  ) {
    const status = providerStatus === undefined ? '' : `, HTTP ${providerStatus}`;
    super(502, `The IRP could not ${operation}: ${providerMessage} (${code}${status})`);
  }
}

/** The IRP's codes this code acts on (NIC's list of e-invoice error codes). */
export const irpErrorCodes = {
  duplicateIrn: '2150',
  invalidToken: '1005',
} as const;
