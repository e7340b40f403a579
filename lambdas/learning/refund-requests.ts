import {
  learnerRefundOf,
  refundRequestMessages,
  type RefundRequestRecord,
} from '#shared/learning/refund-requests';
import { companySettings } from '#lambdas/data/company-settings';
import { getPaymentByMerchantTransactionId, recordRefundRequest } from '#lambdas/data/payments';
import { ConflictError, ValidationError } from '#lambdas/lib/errors';
import { enrollmentOfLearner } from './my-enrollments';
import { sendNotification } from '#lambdas/mail/mailer';
import { refundRequestedMail } from './refund-request-mails';

// A learner asks for their money back from My Learning (decision 015), within the 30-day guarantee.
// The request is stored on the payment (one per payment, by a conditional write) and the company
// is told; an admin approves it by refunding, or declines it (checkout-payments/sales).

export async function requestRefund(
  email: string,
  enrollmentId: string,
  reason: string,
  now = new Date(),
): Promise<void> {
  const enrollment = await enrollmentOfLearner(email, enrollmentId);
  const payment = await getPaymentByMerchantTransactionId(enrollment.merchantTransactionId);
  const refund = learnerRefundOf(payment, now);
  if (refund.state === 'closed') {
    throw new ValidationError(refundRequestMessages.windowClosed(refund.closedAt));
  }
  if (refund.state === 'none') throw new ConflictError(refundRequestMessages.notRefundable);
  if (refund.state !== 'available') throw new ConflictError(refundRequestMessages.alreadyAsked);

  // Read before the request is stored, so that after it only the sending can fail.
  const company = await companySettings();
  const request: RefundRequestRecord = {
    reason,
    requestedAt: now.toISOString(),
    state: 'requested',
  };
  if (!(await recordRefundRequest(enrollment.merchantTransactionId, request))) {
    // Asked in another tab a moment ago, or an admin refunded meanwhile.
    throw new ConflictError(refundRequestMessages.alreadyAsked);
  }
  await sendNotification(
    refundRequestedMail({
      enrollment,
      reason,
      requestedAt: request.requestedAt,
      company,
    }),
  );
}
