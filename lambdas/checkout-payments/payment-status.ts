import type {
  PaymentRefundSummary,
  PaymentStatusResponse,
  PaymentStatusState,
} from '#shared/api/payment-status';
import { checkoutMessages } from '#shared/checkout/checkout-requests';
import type { Enrollment, PaymentRecord } from '#shared/checkout/enrollment';
import type { RefundAttempt } from '#shared/checkout/refund';
import type { PaymentStatus } from './phonepe/provider';
import { getEnrollmentById } from '#lambdas/data/enrollments';
import { getPaymentByMerchantTransactionId } from '#lambdas/data/payments';
import { listRefundsOfPayment } from '#lambdas/data/refunds';
import { NotFoundError } from '#lambdas/lib/errors';
import { logger } from '#lambdas/lib/logger';
import { merchantTransactionIdPattern } from './merchant-transaction-id';
import { applyPaymentStatus, finishConfirmation } from './payment-confirmation';
import { paymentProvider } from './payment-provider';

/** The provider's word on a payment, or undefined when it cannot be reached just now. */
export async function askProvider(
  merchantTransactionId: string,
): Promise<PaymentStatus | undefined> {
  try {
    return await (await paymentProvider()).getStatus(merchantTransactionId);
  } catch (error) {
    logger.warn('Could not read a payment status from the provider', {
      error,
      merchantTransactionId,
    });
    return undefined;
  }
}

/**
 * What the status page shows for a stored state. Money that arrived but is under review (a
 * different amount) stays PENDING for the learner; refunds say how far they got (refundView).
 */
const publicState: Record<PaymentRecord['state'], PaymentStatusState> = {
  PENDING: 'PENDING',
  COMPLETED: 'COMPLETED',
  FAILED: 'FAILED',
  EXPIRED: 'FAILED',
  AMOUNT_MISMATCH: 'PENDING',
  REFUNDING: 'REFUND_PENDING',
  REFUND_FAILED: 'REFUND_PENDING',
  REFUNDED: 'REFUNDED',
};

/**
 * A refunded payment's state and refunds, from its attempts (decision 009): what completed is
 * refunded, with its credit notes; an open latest attempt is pending. A latest attempt that failed
 * leaves what completed before it; with nothing completed, the learner still enrolled kept their
 * paid seat (PhonePe declined at once), and one whose seat went back is still owed the money,
 * which an admin retries: a refund in progress.
 */
function refundView(
  payment: PaymentRecord,
  enrollment: Enrollment,
  attempts: RefundAttempt[],
): { state: PaymentStatusState; refund?: PaymentRefundSummary } {
  const completed = attempts.filter((attempt) => attempt.state === 'COMPLETED');
  const refundedPaise = completed.reduce((sum, attempt) => sum + attempt.amountPaise, 0);
  const latest = attempts.at(-1);
  const open = latest && (latest.state === 'REQUESTED' || latest.state === 'PENDING');
  // Refunds recorded before refund attempts existed (decision 009) were always in full.
  const legacyRefunded = payment.state === 'REFUNDED' && completed.length === 0;
  const refunded = legacyRefunded ? payment.amountPaise : refundedPaise;
  let state = publicState[payment.state];
  if (payment.state === 'REFUND_FAILED') {
    if (refunded > 0) state = 'REFUNDED';
    else if (enrollment.enrollmentStatus === 'confirmed') state = 'COMPLETED';
  }
  if (state !== 'REFUNDED' && state !== 'REFUND_PENDING') return { state };
  return {
    state,
    refund: {
      scope: refunded + (open ? latest.amountPaise : 0) >= payment.amountPaise ? 'full' : 'partial',
      refundedPaise: refunded,
      ...(open ? { pendingPaise: latest.amountPaise } : {}),
      creditNoteNumbers: completed.flatMap((attempt) =>
        attempt.creditNoteNumber ? [attempt.creditNoteNumber] : [],
      ),
    },
  };
}

/**
 * GET /api/payments/{merchantTransactionId}: the stored state; while still PENDING, the
 * provider is asked and its answer applied by the same path as the webhook.
 */
export async function readPaymentStatus(
  merchantTransactionId: string,
  now = new Date(),
): Promise<PaymentStatusResponse> {
  if (!merchantTransactionIdPattern.test(merchantTransactionId)) {
    throw new NotFoundError(checkoutMessages.paymentNotFound);
  }
  let payment = await getPaymentByMerchantTransactionId(merchantTransactionId);
  if (!payment) throw new NotFoundError(checkoutMessages.paymentNotFound);
  if (payment.state === 'PENDING') {
    const status = await askProvider(merchantTransactionId);
    if (status) {
      await applyPaymentStatus(status, now);
      payment = (await getPaymentByMerchantTransactionId(merchantTransactionId))!;
    }
  }
  const enrollment = (await getEnrollmentById(payment.enrollmentId))!;
  if (payment.state === 'COMPLETED') await finishConfirmation(enrollment);
  const refunds = hasRefunds(payment) ? await listRefundsOfPayment(merchantTransactionId) : [];
  return paymentStatusResponse(payment, enrollment, refunds);
}

/** A payment whose stored state the learner sees as a refund has refund attempts to read. */
const hasRefunds = (payment: PaymentRecord) => {
  const state = publicState[payment.state];
  return state === 'REFUND_PENDING' || state === 'REFUNDED';
};

export function paymentStatusResponse(
  payment: PaymentRecord,
  enrollment: Enrollment,
  refunds: RefundAttempt[] = [],
): PaymentStatusResponse {
  const { state, refund } = refundView(payment, enrollment, refunds);
  return {
    state,
    amountPaise: payment.amountPaise,
    amount: payment.amountPaise,
    ...(payment.providerTransactionId ? { transactionId: payment.providerTransactionId } : {}),
    ...(payment.paymentInstrument ? { paymentInstrument: payment.paymentInstrument } : {}),
    ...(refund ? { refund } : {}),
    enrollment: {
      id: enrollment.id,
      courseTitle: enrollment.courseTitle,
      batchName: enrollment.batch.name,
      startDate: enrollment.batch.startDate,
      totalPaise: enrollment.amounts.totalPaise,
      status: enrollment.enrollmentStatus,
    },
  };
}
