import {
  adminPaymentMessages,
  adminPaymentStatusOf,
  type AdminPaymentRow,
  type AdminRefundResponse,
} from '#shared/admin/sales-payments';
import type { PaymentRecordState } from '#shared/checkout/enrollment';
import { readRefundStatus, applyRefundAnswer, startRefund } from '../refund-lifecycle';
import {
  declineRefundRequest,
  getPaymentByMerchantTransactionId,
  type StoredPayment,
} from '#lambdas/data/payments';
import { companySettings } from '#lambdas/data/company-settings';
import { getEnrollmentById } from '#lambdas/data/enrollments';
import { myLearningUrl } from '#lambdas/lib/config';
import { sendNotification } from '#lambdas/mail/mailer';
import { refundRequestMessages } from '#shared/learning/refund-requests';
import { refundDeclinedMail } from './refund-declined-mail';
import { getRefund } from '#lambdas/data/refunds';
import { ConflictError, NotFoundError } from '#lambdas/lib/errors';
import { paymentRowOf } from './payment-list';

// An admin refunds a payment in full through PhonePe (docs/admin.md, decision 009). A completed payment may
// be refunded, and one whose last refund failed may be tried again, with a new refund id. The
// claim (payment REFUNDING, a new attempt) is one conditional write, so two clicks or two admins
// at once refund once; the seat goes back only once PhonePe accepts (refund-lifecycle.ts).

const refundableStates: PaymentRecordState[] = ['COMPLETED', 'REFUND_FAILED'];

/** 409 for anything that cannot be refunded now, saying why. */
function refuseUnlessRefundable(payment: StoredPayment): void {
  if (refundableStates.includes(payment.state)) return;
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
  let payment = await existingPayment(merchantTransactionId);
  if (payment.state === 'REFUNDING') payment = await settleOpenAttempt(payment);
  refuseUnlessRefundable(payment);

  const now = new Date();
  const waiting = payment.refundRequest?.state === 'requested' ? payment.refundRequest : undefined;
  const refund = await startRefund(
    payment,
    {
      amountPaise: payment.amountPaise,
      // Refunding a payment whose learner asked is approving their request.
      reason: request.reason || waiting?.reason,
      requestedBy: request.refundedBy,
      fromStates: refundableStates,
      ...(waiting
        ? {
            paymentFields: {
              refundRequest: {
                ...waiting,
                state: 'approved',
                decidedAt: now.toISOString(),
                decidedBy: request.refundedBy,
              },
            },
          }
        : {}),
    },
    now,
  );
  if (!refund) {
    // Someone else moved it between our read and our claim: say what it is now.
    refuseUnlessRefundable(await existingPayment(merchantTransactionId));
    throw new ConflictError(adminPaymentMessages.refundInProgress);
  }
  const row = await paymentRowOf(await existingPayment(merchantTransactionId));
  return {
    payment: row,
    outcome: refund.state,
    message: adminPaymentMessages.refundOutcome(refund.state, refund.failureReason),
  };
}

/**
 * A payment still REFUNDING when the admin asks again: PhonePe is asked where its open attempt
 * stands first, so a refund that in fact went through is never started a second time.
 */
async function settleOpenAttempt(payment: StoredPayment): Promise<StoredPayment> {
  const open = payment.merchantRefundId
    ? await getRefund(payment.merchantTransactionId, payment.merchantRefundId)
    : undefined;
  if (open) await applyRefundAnswer(open, await readRefundStatus(open));
  return existingPayment(payment.merchantTransactionId);
}

/**
 * An admin declines a learner's waiting refund request with a message, which the learner is
 * mailed and sees in My Learning. 409 when no request is waiting (decided already, or none).
 */
export async function declineRefund(
  merchantTransactionId: string,
  decision: { message: string; decidedBy: string },
): Promise<AdminPaymentRow> {
  const payment = await existingPayment(merchantTransactionId);
  // Read before the decline is stored, so that after it only the sending can fail.
  const [enrollment, company] = await Promise.all([
    getEnrollmentById(payment.enrollmentId),
    companySettings(),
  ]);
  const declined = await declineRefundRequest(merchantTransactionId, {
    decidedAt: new Date().toISOString(),
    decidedBy: decision.decidedBy,
    declineMessage: decision.message,
  });
  if (!declined) throw new ConflictError(refundRequestMessages.noRequest);
  if (enrollment) {
    await sendNotification(
      refundDeclinedMail({
        enrollment,
        message: decision.message,
        myLearningUrl: myLearningUrl(),
        company,
      }),
    );
  }
  return paymentRowOf(declined);
}
