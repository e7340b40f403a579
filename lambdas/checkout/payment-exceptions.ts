import type { Enrollment, PaymentRecord } from '../../shared/checkout/enrollment';
import { formatInr } from '../../shared/checkout/money';
import type { PaymentStatus } from '../payments/provider';
import { changeEnrollment, deleteHold } from '../data/enrollments';
import { changePaymentState } from '../data/payments';
import { writeTransaction } from '../data/transactions';
import { lateStates } from './enrollment-transitions';
import { logger } from '../lib/logger';
import { paymentProvider } from './payment-provider';

// The payments that must not simply confirm (design §5): a different amount is never confirmed,
// and money that arrives after its hold lapsed on a batch now full is refunded or flagged for
// the admin, never lost.

/** Marks the payment AMOUNT_MISMATCH and the enrollment needs_attention; a held seat stays held. */
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
    ...(enrollment.seat === 'held' ? [deleteHold(enrollment.id)] : []),
  ]);
  return result.ok;
}

/** One refund id per payment, so a retried refund is the same refund at PhonePe. */
export const merchantRefundIdFor = (merchantTransactionId: string) => `${merchantTransactionId}_R`;

/**
 * Refunds a payment that completed after its hold lapsed on a batch that has since filled up.
 * The claim (payment REFUNDING, enrollment needs_attention) is written first, so a crash or a
 * refused refund leaves it flagged for the admin.
 */
export async function refundLatePayment(
  enrollment: Enrollment,
  status: PaymentStatus,
  now: Date,
): Promise<'refunded' | 'needs_attention' | 'moved'> {
  const merchantRefundId = merchantRefundIdFor(enrollment.merchantTransactionId);
  const claimed = await writeTransaction([
    changePaymentState(
      enrollment,
      lateStates,
      {
        state: 'REFUNDING',
        merchantRefundId,
        providerTransactionId: status.transactionId,
        paymentInstrument: status.paymentInstrument,
        completedAt: now.toISOString(),
        updatedAt: now.toISOString(),
      },
      { amountPaise: status.amountPaise },
    ),
    changeEnrollment(
      enrollment,
      { enrollmentStatus: 'cancelled', seat: 'released' },
      {
        enrollmentStatus: 'needs_attention',
        paymentStatus: 'paid',
        providerTransactionId: status.transactionId,
        statusReason: 'Paid after the seat hold lapsed and the batch is full; refund started.',
        updatedAt: now.toISOString(),
      },
    ),
  ]);
  if (!claimed.ok) return 'moved';

  const refund = await (
    await paymentProvider()
  )
    .refund({
      merchantRefundId,
      merchantTransactionId: enrollment.merchantTransactionId,
      amountPaise: status.amountPaise,
    })
    .catch((error: unknown) => {
      logger.error('Could not refund a late payment', { error, merchantRefundId });
      return undefined;
    });
  const refunded = refund !== undefined && refund.state !== 'FAILED';
  const updatedAt = new Date().toISOString();
  await writeTransaction([
    changePaymentState(enrollment, ['REFUNDING'], {
      state: refunded ? 'REFUNDED' : 'REFUND_FAILED',
      refundState: refund?.state,
      updatedAt,
    }),
    changeEnrollment(
      enrollment,
      { enrollmentStatus: 'needs_attention', seat: 'released' },
      refunded
        ? {
            enrollmentStatus: 'refunded',
            paymentStatus: 'refunded',
            statusReason:
              'Paid after the seat hold lapsed and the batch was full; refunded in full.',
            updatedAt,
          }
        : {
            enrollmentStatus: 'needs_attention',
            paymentStatus: 'paid',
            statusReason:
              'Paid after the seat hold lapsed and the batch is full; the refund failed. Refund by hand.',
            updatedAt,
          },
    ),
  ]);
  return refunded ? 'refunded' : 'needs_attention';
}
