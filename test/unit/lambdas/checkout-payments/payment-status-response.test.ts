import { describe, expect, it } from 'vitest';
import type { Enrollment, PaymentRecord } from '#shared/checkout/enrollment';
import type { RefundAttempt } from '#shared/checkout/refund';
import { paymentStatusResponse } from '#lambdas/checkout-payments/payment-status';

// What GET /api/payments/{id} says of a payment with refunds (decision 009): from its attempts,
// never 'FAILED' for money that was paid.

const id = 'NXT_1795000000000_0123456789ab';
const payment = (state: PaymentRecord['state']): PaymentRecord => ({
  merchantTransactionId: id,
  enrollmentId: '01JENROLMENT',
  provider: 'phonepe-v2',
  amountPaise: 2_949_882,
  currency: 'INR',
  state,
  createdAt: '2026-11-20T04:30:00Z',
  updatedAt: '2026-11-21T04:30:00Z',
});
const enrollment = (enrollmentStatus: Enrollment['enrollmentStatus']) =>
  ({
    id: '01JENROLMENT',
    courseTitle: 'Cloud Computing with AWS',
    batch: { id: 'weekend', name: 'Weekend Batch', startDate: '2027-02-06' },
    amounts: { totalPaise: 2_949_882 },
    enrollmentStatus,
  }) as Enrollment;
const attempt = (
  n: number,
  state: RefundAttempt['state'],
  amountPaise: number,
  creditNoteNumber?: string,
): RefundAttempt => ({
  merchantRefundId: `${id}_R${n}`,
  merchantTransactionId: id,
  enrollmentId: '01JENROLMENT',
  attempt: n,
  amountPaise,
  state,
  requestedBy: 'admin@nexoratech.in',
  requestedAt: '2026-11-21T04:30:00Z',
  updatedAt: '2026-11-21T04:30:00Z',
  ...(creditNoteNumber ? { creditNoteNumber } : {}),
});

describe('the payment status of a payment with refunds', () => {
  it('is REFUNDED in part after a partial refund, then pending again while the next is open', () => {
    const partial = [attempt(1, 'COMPLETED', 1_000_000, 'CN/26-27/000001')];
    expect(
      paymentStatusResponse(payment('REFUNDED'), enrollment('cancelled'), partial),
    ).toMatchObject({
      state: 'REFUNDED',
      refund: {
        scope: 'partial',
        refundedPaise: 1_000_000,
        creditNoteNumbers: ['CN/26-27/000001'],
      },
    });
    const more = [...partial, attempt(2, 'PENDING', 1_949_882)];
    const pending = paymentStatusResponse(payment('REFUNDING'), enrollment('cancelled'), more);
    expect(pending).toMatchObject({
      state: 'REFUND_PENDING',
      refund: { scope: 'full', refundedPaise: 1_000_000, pendingPaise: 1_949_882 },
    });
  });

  it('keeps a refund PhonePe declined at once COMPLETED: the learner is still enrolled', () => {
    const declined = [attempt(1, 'FAILED', 2_949_882)];
    const status = paymentStatusResponse(
      payment('REFUND_FAILED'),
      enrollment('confirmed'),
      declined,
    );
    expect(status.state).toBe('COMPLETED');
    expect(status).not.toHaveProperty('refund');
  });

  it('says a refund that failed after the seat went back is still in progress, as the admin retries it', () => {
    const failed = [attempt(1, 'FAILED', 2_949_882)];
    expect(
      paymentStatusResponse(payment('REFUND_FAILED'), enrollment('cancelled'), failed),
    ).toMatchObject({
      state: 'REFUND_PENDING',
      refund: { refundedPaise: 0, creditNoteNumbers: [] },
    });
  });

  it('counts a refund recorded before refund attempts existed as refunded in full', () => {
    expect(paymentStatusResponse(payment('REFUNDED'), enrollment('cancelled'), [])).toMatchObject({
      state: 'REFUNDED',
      refund: { scope: 'full', refundedPaise: 2_949_882, creditNoteNumbers: [] },
    });
  });

  it('leaves payments without refunds as they were', () => {
    expect(paymentStatusResponse(payment('EXPIRED'), enrollment('cancelled')).state).toBe('FAILED');
    expect(
      paymentStatusResponse(payment('AMOUNT_MISMATCH'), enrollment('needs_attention')).state,
    ).toBe('PENDING');
  });
});
