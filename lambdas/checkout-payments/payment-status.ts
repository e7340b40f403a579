import { checkoutMessages, type PaymentStatusResponse } from '#shared/checkout/checkout-requests';
import type { Enrollment, PaymentRecord } from '#shared/checkout/enrollment';
import type { PaymentStatus } from './phonepe/provider';
import { getEnrollmentById } from '#lambdas/data/enrollments';
import { getPaymentByMerchantTransactionId } from '#lambdas/data/payments';
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
 * What the status page shows. Money that arrived but is under review (a different amount, a
 * refund under way or refused) stays PENDING for the learner; a refunded one is FAILED.
 */
const publicState: Record<PaymentRecord['state'], PaymentStatusResponse['state']> = {
  PENDING: 'PENDING',
  COMPLETED: 'COMPLETED',
  FAILED: 'FAILED',
  EXPIRED: 'FAILED',
  AMOUNT_MISMATCH: 'PENDING',
  REFUNDING: 'PENDING',
  REFUND_FAILED: 'PENDING',
  REFUNDED: 'FAILED',
};

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
  return paymentStatusResponse(payment, enrollment);
}

export function paymentStatusResponse(
  payment: PaymentRecord,
  enrollment: Enrollment,
): PaymentStatusResponse {
  return {
    state: publicState[payment.state],
    amountPaise: payment.amountPaise,
    amount: payment.amountPaise,
    ...(payment.providerTransactionId ? { transactionId: payment.providerTransactionId } : {}),
    ...(payment.paymentInstrument ? { paymentInstrument: payment.paymentInstrument } : {}),
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
