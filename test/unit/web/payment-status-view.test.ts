import { describe, expect, it } from 'vitest';
import type { PaymentStatusResponse } from '#shared/checkout/checkout-requests';
import {
  paymentMethodLabel,
  transactionReference,
  viewOfError,
  viewOfStatus,
} from '#web/features/payment/payment-view';
import { ApiError } from '#web/lib/api-client';

const payment = (overrides: Partial<PaymentStatusResponse> = {}): PaymentStatusResponse => ({
  state: 'COMPLETED',
  amountPaise: 3185894,
  amount: 3185894,
  transactionId: 'OM2611221309',
  paymentInstrument: { type: 'UPI', utr: '640569284075' },
  enrollment: {
    id: '01JT',
    courseTitle: 'Cloud Computing with AWS',
    batchName: 'Evening Batch',
    startDate: '2027-03-01',
    totalPaise: 3185894,
    status: 'confirmed',
  },
  ...overrides,
});

describe('the payment status page states (docs/product.md §2, §4, §8)', () => {
  it('shows success for COMPLETED and pending for PENDING', () => {
    expect(viewOfStatus(payment())).toMatchObject({ kind: 'success' });
    expect(viewOfStatus(payment({ state: 'PENDING' }))).toMatchObject({ kind: 'pending' });
  });

  it("fails a FAILED payment with 'Payment was not successful'", () => {
    expect(viewOfStatus(payment({ state: 'FAILED' }))).toEqual({
      kind: 'failed',
      message: 'Payment was not successful',
    });
  });

  it("fails a state it does not know with 'Unknown payment status'", () => {
    const odd = payment({ state: 'REFUNDED' as PaymentStatusResponse['state'] });
    expect(viewOfStatus(odd)).toEqual({ kind: 'failed', message: 'Unknown payment status' });
  });

  it("shows the server's message, else 'Payment verification failed'", () => {
    expect(viewOfError(new ApiError('Payment not found', 404))).toEqual({
      kind: 'failed',
      message: 'Payment not found',
    });
    expect(viewOfError(new ApiError('offline', 0))).toEqual({
      kind: 'failed',
      message: 'Payment verification failed',
    });
  });

  it('names the instrument, or PhonePe when there is none', () => {
    expect(paymentMethodLabel(payment())).toBe('UPI');
    expect(paymentMethodLabel(payment({ paymentInstrument: { type: 'CREDIT_CARD' } }))).toBe(
      'CREDIT CARD',
    );
    expect(paymentMethodLabel(payment({ paymentInstrument: undefined }))).toBe('PhonePe');
  });

  it("uses the provider's transaction id, else the merchant's", () => {
    expect(transactionReference(payment(), 'NXT_1')).toBe('OM2611221309');
    expect(transactionReference(payment({ transactionId: undefined }), 'NXT_1')).toBe('NXT_1');
  });
});
