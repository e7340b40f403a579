import type { Enrollment, PaymentRecord } from '#shared/checkout/enrollment';
import type { PaymentStatus } from './phonepe/provider';
import { getEnrollmentById } from '#lambdas/data/enrollments';
import { getPaymentByMerchantTransactionId, type StoredPayment } from '#lambdas/data/payments';
import { logger } from '#lambdas/lib/logger';
import { countMetric, countRevenue } from '#lambdas/lib/metrics';
import { productMetrics } from '#shared/operations/product-metrics';
import { dispatchMoneyDocuments } from './tax-documents/money-documents';
import { releaseHold } from './hold-transitions';
import {
  confirmHeldEnrollment,
  markExpiredPaymentFailed,
  retakeSeatAndConfirm,
} from './payment-transitions';
import { flagAmountMismatch, refundLatePayment } from './payment-exceptions';

// The one path from "the provider says" to our records, shared by the webhook, the status check
// and the scheduled job, so whichever arrives first decides and the others find nothing to do.

export type PaymentOutcome =
  | 'confirmed'
  | 'failed'
  | 'pending'
  | 'unchanged'
  | 'amount_mismatch'
  | 'refunded'
  | 'refund_pending'
  | 'needs_attention'
  | 'unknown_payment';

/**
 * Payment states a provider's answer can still move. A success reported for a payment we gave
 * up on (EXPIRED, or FAILED when starting it seemed to fail) is money received: still handled.
 */
const isOpen = (payment: PaymentRecord, status: PaymentStatus) =>
  payment.state === 'PENDING' ||
  payment.state === 'EXPIRED' ||
  (payment.state === 'FAILED' && status.state === 'COMPLETED');

const maxAttempts = 4;

export async function applyPaymentStatus(
  status: PaymentStatus,
  now = new Date(),
): Promise<PaymentOutcome> {
  for (let attempt = 0; attempt < maxAttempts; attempt += 1) {
    const payment = await getPaymentByMerchantTransactionId(status.merchantTransactionId);
    if (!payment) {
      logger.warn('A payment status for an unknown payment', { status });
      return 'unknown_payment';
    }
    const enrollment = await getEnrollmentById(payment.enrollmentId);
    if (!enrollment) throw new Error(`Payment ${payment.merchantTransactionId} has no enrollment`);
    if (!isOpen(payment, status)) {
      // Already decided. Finish a confirmation an earlier call could not (invoice, e-mail).
      await finishConfirmation(enrollment);
      return 'unchanged';
    }
    if (status.state === 'PENDING') return 'pending';
    const outcome = await applyOnce(status, payment, enrollment, now);
    if (outcome !== 'moved') return outcome;
    // Something else moved the payment or the enrollment meanwhile: read again and decide anew.
  }
  logger.warn('A payment kept moving while its status was applied', { status });
  return 'unchanged';
}

async function applyOnce(
  status: PaymentStatus,
  payment: StoredPayment,
  enrollment: Enrollment,
  now: Date,
): Promise<PaymentOutcome | 'moved'> {
  const holding = enrollment.enrollmentStatus === 'pending' && enrollment.seat === 'held';
  const lapsed = enrollment.enrollmentStatus === 'cancelled' && enrollment.seat === 'released';

  if (status.state === 'FAILED') {
    const changed =
      payment.state === 'PENDING' && holding
        ? await releaseHold(enrollment, 'FAILED', now)
        : await markExpiredPaymentFailed(payment, now);
    return changed ? 'failed' : 'moved';
  }

  if (status.amountPaise !== payment.amountPaise) {
    if (!(await flagAmountMismatch(enrollment, payment, status, now))) return 'moved';
    countMetric(productMetrics.paymentsNeedingAttention);
    return 'amount_mismatch';
  }

  if (payment.state === 'PENDING' && holding) {
    const held = await confirmHeldEnrollment(enrollment, status, now);
    if (held === 'confirmed') return confirmed(enrollment.id, status.amountPaise);
    // Others paid the coupon's last uses first: the hold ends, and read again, this is a late
    // payment that finds no coupon use left, so it is refunded.
    if (held === 'coupon-used-up') await releaseHold(enrollment, 'EXPIRED', now);
    return 'moved';
  }

  if (payment.state !== 'PENDING' && lapsed) {
    const retaken = await retakeSeatAndConfirm(enrollment, status, now);
    if (retaken === 'confirmed') return confirmed(enrollment.id, status.amountPaise);
    if (retaken === 'moved') return 'moved';
    logger.warn('A payment completed with no seat or coupon use left for it; refunding', {
      merchantTransactionId: payment.merchantTransactionId,
      why: retaken,
    });
    const outcome = await refundLatePayment(enrollment, payment, status, now, retaken);
    if (outcome !== 'moved') countMetric(productMetrics.paymentsNeedingAttention);
    return outcome;
  }

  logger.error('A payment and its enrollment disagree; left for the admin', {
    merchantTransactionId: payment.merchantTransactionId,
    paymentState: payment.state,
    enrollmentStatus: enrollment.enrollmentStatus,
    seat: enrollment.seat,
  });
  return 'unchanged';
}

async function confirmed(enrollmentId: string, paidPaise: number): Promise<PaymentOutcome> {
  countMetric(productMetrics.checkoutsPaid);
  countRevenue(paidPaise);
  await dispatchMoneyDocuments({ kind: 'invoice', enrollmentId });
  return 'confirmed';
}

/** A confirmed enrollment whose invoice is not issued yet gets it, after the caller answers. */
export async function finishConfirmation(enrollment: Enrollment): Promise<void> {
  if (enrollment.enrollmentStatus === 'confirmed' && !enrollment.invoiceNumber) {
    await dispatchMoneyDocuments({ kind: 'invoice', enrollmentId: enrollment.id });
  }
}
