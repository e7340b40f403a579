import type { Enrollment, PaymentRecord } from '#shared/checkout/enrollment';
import { systemRefunder } from '#shared/checkout/refund';
import { formatInr } from '#shared/checkout/money';
import type { PaymentStatus } from './phonepe/provider';
import { changeEnrollment, deleteHold } from '#lambdas/data/enrollments';
import { changePaymentState, type StoredPayment } from '#lambdas/data/payments';
import { writeTransaction } from '#lambdas/data/transactions';
import { endHoldWrites } from './hold-transitions';
import { lateStates } from './payment-transitions';
import { logger } from '#lambdas/lib/logger';
import { startRefund, type RefundRequest } from './refund-lifecycle';

// The payments that must not simply confirm (docs/product.md §10): a different amount is never confirmed,
// and money that arrives after its hold lapsed on a batch now full is refunded or flagged for
// the admin, never lost.

/**
 * Marks the payment AMOUNT_MISMATCH and the enrollment needs_attention; a held seat stays held,
 * for the admin, and no longer counts as an unpaid checkout (decision 012).
 */
export async function flagAmountMismatch(
  enrollment: Enrollment,
  payment: PaymentRecord,
  status: PaymentStatus,
  now: Date,
): Promise<boolean> {
  const reason = `Paid ${formatInr(status.amountPaise)} for an order of ${formatInr(payment.amountPaise)}; not confirmed.`;
  logger.error('A payment amount differs from its order', {
    merchantTransactionId: payment.merchantTransactionId,
    expectedPaise: payment.amountPaise,
    reportedPaise: status.amountPaise,
  });
  const updatedAt = now.toISOString();
  const result = await writeTransaction([
    changePaymentState(payment, [payment.state], {
      state: 'AMOUNT_MISMATCH',
      reportedAmountPaise: status.amountPaise,
      providerTransactionId: status.transactionId,
      paymentInstrument: status.paymentInstrument,
      updatedAt,
    }),
    changeEnrollment(enrollment, enrollment, {
      enrollmentStatus: 'needs_attention',
      paymentStatus: 'amount_mismatch',
      statusReason: reason,
      updatedAt,
    }),
    ...(enrollment.seat === 'held'
      ? [
          deleteHold(enrollment.id),
          ...endHoldWrites(enrollment, 'attention').map((write) => write.item),
        ]
      : []),
  ]);
  return result.ok;
}

/**
 * The refund a late payment without a seat or coupon use left starts with: the payment claimed
 * with PhonePe's transaction details, the enrollment flagged for the admin with its seat released.
 */
export function lateRefundRequest(
  enrollment: Enrollment,
  status: Pick<PaymentStatus, 'transactionId' | 'paymentInstrument' | 'amountPaise'>,
  reason: string,
  now: Date,
): RefundRequest & { paymentFields: NonNullable<RefundRequest['paymentFields']> } {
  return {
    amountPaise: status.amountPaise,
    reason,
    requestedBy: systemRefunder,
    fromStates: lateStates,
    alongside: [
      changeEnrollment(
        enrollment,
        { enrollmentStatus: 'cancelled', seat: 'released' },
        {
          enrollmentStatus: 'needs_attention',
          paymentStatus: 'paid',
          providerTransactionId: status.transactionId,
          statusReason: `${reason.slice(0, -1)}; refund started.`,
          updatedAt: now.toISOString(),
        },
      ),
    ],
    paymentFields: {
      providerTransactionId: status.transactionId,
      paymentInstrument: status.paymentInstrument,
      completedAt: now.toISOString(),
    },
    expectedAmountPaise: status.amountPaise,
  };
}

/**
 * Refunds a payment that completed after its hold lapsed on a batch that has since filled up, or
 * with a coupon whose last uses others paid first (decision 012).
 * The claim (payment REFUNDING, its first refund attempt, enrollment needs_attention) is written
 * first, so a crash or a refused refund leaves it flagged for the admin; the refund then follows
 * the same state machine as an admin's (refund-lifecycle.ts).
 */
export async function refundLatePayment(
  enrollment: Enrollment,
  payment: StoredPayment,
  status: PaymentStatus,
  now: Date,
  why: 'batch-full' | 'coupon-used-up' = 'batch-full',
): Promise<'refunded' | 'refund_pending' | 'needs_attention' | 'moved'> {
  const reason =
    why === 'batch-full'
      ? 'Paid after the seat hold lapsed and the batch was full.'
      : 'Paid after other learners had paid for the coupon’s last uses.';
  const request = lateRefundRequest(enrollment, status, reason, now);
  const refund = await startRefund({ ...payment, ...request.paymentFields }, request, now);
  if (!refund) return 'moved';
  if (refund.state === 'COMPLETED') return 'refunded';
  return refund.state === 'FAILED' ? 'needs_attention' : 'refund_pending';
}
