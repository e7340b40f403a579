import {
  adminPaymentMessages,
  adminPaymentStatusOf,
  type AdminRefundResponse,
} from '../../shared/admin/sales-payments';
import { cancelRefundedEnrollment } from '../checkout/enrollment-transitions';
import { merchantRefundIdFor } from '../checkout/payment-exceptions';
import { paymentProvider } from '../checkout/payment-provider';
import { getEnrollmentById } from '../data/enrollments';
import {
  changePaymentState,
  getPaymentByMerchantTransactionId,
  type PaymentChange,
  type StoredPayment,
} from '../data/payments';
import { writeTransaction } from '../data/transactions';
import { ConflictError, HttpError, NotFoundError } from '../lib/errors';
import { logger } from '../lib/logger';
import type { RefundStatus } from '../payments/provider';
import { PaymentProviderError } from '../payments/provider-errors';
import { paymentRowOf } from './payment-list';

// An admin refunds a completed payment in full through PhonePe (issue 5). The payment is claimed
// first (COMPLETED → REFUNDING, a conditional write), so two clicks or two admins at once refund
// once; the seat goes back only after PhonePe accepted, so a refused refund changes nothing.

/** 409 for anything but a completed payment, saying why. */
function refuseUnlessCompleted(payment: StoredPayment): void {
  if (payment.state === 'COMPLETED') return;
  if (payment.state === 'REFUNDED') throw new ConflictError(adminPaymentMessages.alreadyRefunded);
  if (payment.state === 'REFUNDING') {
    throw new ConflictError(adminPaymentMessages.refundInProgress);
  }
  throw new ConflictError(adminPaymentMessages.notRefundable(adminPaymentStatusOf(payment)));
}

async function existingPayment(merchantTransactionId: string): Promise<StoredPayment> {
  const payment = await getPaymentByMerchantTransactionId(merchantTransactionId);
  if (!payment) throw new NotFoundError(adminPaymentMessages.notFound);
  return payment;
}

export async function refundPayment(
  merchantTransactionId: string,
  request: { reason?: string; refundedBy: string },
): Promise<AdminRefundResponse> {
  const payment = await existingPayment(merchantTransactionId);
  refuseUnlessCompleted(payment);
  const enrollment = await getEnrollmentById(payment.enrollmentId);
  if (!enrollment) throw new Error(`Payment ${merchantTransactionId} has no enrollment`);

  const merchantRefundId = merchantRefundIdFor(merchantTransactionId);
  const claimed = await writeTransaction([
    changePaymentState(payment, ['COMPLETED'], {
      state: 'REFUNDING',
      merchantRefundId,
      updatedAt: new Date().toISOString(),
    }),
  ]);
  if (!claimed.ok) {
    // Someone else moved it between our read and our claim: say what it is now.
    refuseUnlessCompleted(await existingPayment(merchantTransactionId));
    throw new ConflictError(adminPaymentMessages.refundInProgress);
  }

  const refund = await askForRefund(payment, merchantRefundId);
  const refundedAt = new Date().toISOString();
  const change: PaymentChange = {
    state: 'REFUNDED',
    refundState: refund.state === 'COMPLETED' ? 'COMPLETED' : 'PENDING',
    refundedAt,
    refundedBy: request.refundedBy,
    refundReason: request.reason,
    updatedAt: refundedAt,
  };
  const reason = request.reason
    ? `Refunded by an admin: ${request.reason}`
    : 'Refunded by an admin.';
  if (!(await cancelRefundedEnrollment(enrollment, change, reason))) {
    // The money has gone back either way, so that is recorded; the enrollment was not confirmed
    // with its seat (something else moved it), so it is left as it is for the admin to see.
    logger.error('A refunded payment’s enrollment could not be cancelled', {
      merchantTransactionId,
      enrollmentId: enrollment.id,
    });
    await writeTransaction([changePaymentState(payment, ['REFUNDING'], change)]);
  }

  const row = await paymentRowOf(await existingPayment(merchantTransactionId));
  return {
    payment: row,
    message:
      row.status === 'REFUNDED'
        ? adminPaymentMessages.refunded
        : adminPaymentMessages.refundPending,
  };
}

/**
 * PhonePe's answer to the refund. A refusal, a failure or no answer gives the claim back (the
 * payment is COMPLETED again, so the admin may retry) and answers 502 with PhonePe's reason;
 * a retry reuses the refund id, so PhonePe never refunds the same payment twice.
 */
async function askForRefund(
  payment: StoredPayment,
  merchantRefundId: string,
): Promise<RefundStatus> {
  let refund: RefundStatus | undefined;
  let failure: unknown;
  try {
    refund = await (
      await paymentProvider()
    ).refund({
      merchantRefundId,
      merchantTransactionId: payment.merchantTransactionId,
      amountPaise: payment.amountPaise,
    });
  } catch (error) {
    failure = error;
  }
  if (refund && refund.state !== 'FAILED') return refund;

  logger.warn('PhonePe did not refund a payment', {
    error: failure,
    merchantTransactionId: payment.merchantTransactionId,
  });
  await writeTransaction([
    changePaymentState(payment, ['REFUNDING'], {
      state: 'COMPLETED',
      updatedAt: new Date().toISOString(),
    }),
  ]);
  if (failure !== undefined && !(failure instanceof PaymentProviderError)) throw failure;
  const detail =
    failure instanceof PaymentProviderError ? failure.message : 'PhonePe declined the refund.';
  throw new HttpError(502, adminPaymentMessages.providerRefused(detail));
}
