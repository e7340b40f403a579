import { describe, expect, it } from 'vitest';
import type { PaymentStatusResponse } from '#shared/api/payment-status';
import {
  paymentMethodLabel,
  refundTexts,
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

  it('shows a refunded payment as refunded, never as failed', () => {
    const refunded = payment({
      state: 'REFUNDED',
      refund: { scope: 'full', refundedPaise: 3185894, creditNoteNumbers: ['CN/26-27/000004'] },
    });
    expect(viewOfStatus(refunded)).toMatchObject({ kind: 'refunded' });
    expect(refundTexts(refunded)).toMatchObject({
      title: 'Payment Refunded',
      summary:
        'Your payment of ₹31,858.94 has been refunded in full (₹31,858.94) to your original payment method. Credit note number: CN/26-27/000004.',
    });
  });

  it('says how much of a partly refunded payment went back, with each credit note', () => {
    const partly = payment({
      state: 'REFUNDED',
      refund: {
        scope: 'partial',
        refundedPaise: 1000000,
        creditNoteNumbers: ['CN/26-27/000005', 'CN/26-27/000006'],
      },
    });
    expect(refundTexts(partly)).toMatchObject({
      title: 'Payment Partly Refunded',
      summary:
        '₹10,000 of your payment of ₹31,858.94 has been refunded to your original payment method. Credit note numbers: CN/26-27/000005, CN/26-27/000006.',
    });
  });

  it('says a refund is in progress while PhonePe settles it', () => {
    const pending = payment({
      state: 'REFUND_PENDING',
      refund: { scope: 'full', refundedPaise: 0, pendingPaise: 3185894, creditNoteNumbers: [] },
    });
    expect(viewOfStatus(pending)).toMatchObject({ kind: 'refund-pending' });
    expect(refundTexts(pending)).toMatchObject({
      title: 'Refund in Progress',
      summary: 'A full refund of your payment of ₹31,858.94 is in progress.',
    });
    const part = { scope: 'partial', refundedPaise: 0, pendingPaise: 500000 } as const;
    expect(refundTexts({ ...pending, refund: { ...part, creditNoteNumbers: [] } }).summary).toBe(
      'A refund of ₹5,000 of your payment of ₹31,858.94 is in progress.',
    );
  });

  it("fails a state it does not know with 'Unknown payment status'", () => {
    const odd = payment({ state: 'CHARGEBACK' as PaymentStatusResponse['state'] });
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
