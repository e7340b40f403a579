import type { Enrollment, PaymentRecordState } from '#shared/checkout/enrollment';
import type { Certificate } from '#shared/learning/certificates';
import { formatInr } from '#shared/checkout/money';
import {
  merchantRefundIdOf,
  systemRefunder,
  type RefundAttempt,
  type RefundAttemptState,
} from '#shared/checkout/refund';
import { getCertificate, revokeForRefund } from '#lambdas/data/certificates';
import { withdrawalItems } from '#lambdas/data/course-reviews';
import { getEnrollmentById } from '#lambdas/data/enrollments';
import { changePaymentState, getPaymentByMerchantTransactionId } from '#lambdas/data/payments';
import type { PaymentChange, StoredPayment } from '#lambdas/data/payments';
import { changeRefundState, getRefund, putNewRefund } from '#lambdas/data/refunds';
import { writeTransaction, type TransactionItem } from '#lambdas/data/transactions';
import { logger } from '#lambdas/lib/logger';
import { countMetric } from '#lambdas/lib/metrics';
import { productMetrics } from '#shared/operations/product-metrics';
import type { RefundStatus } from './phonepe/provider';
import { PaymentProviderError } from './phonepe/provider-errors';
import { enrollmentAfterRefund } from './refund-transitions';
import { dispatchMoneyDocuments } from './tax-documents/money-documents';
import { paymentProvider } from './payment-provider';

// The refund state machine (docs/decisions/009-refund-state-machine.md). A payment's
// refund is a series of attempts, each with its own merchantRefundId. An attempt is REQUESTED
// until PhonePe answers, PENDING once accepted, then COMPLETED or FAILED. The payment is
// REFUNDING while an attempt is open, REFUNDED when one completes, REFUND_FAILED when the
// latest failed (another attempt may follow). Whatever tells us first (the refund API's answer,
// a webhook, the scheduled job's status check) moves the attempt; every move is conditional on
// the state it leaves, so a repeat or a race is a no-op.

/** What PhonePe said, or that it could not be asked. */
export type RefundAnswer =
  Pick<RefundStatus, 'state' | 'providerRefundId' | 'failureReason'> | { state: 'REQUESTED' };

/** A refund PhonePe has no record of this long after we asked never reached it. */
const notFoundAfterMs = 5 * 60_000;

export interface RefundRequest {
  amountPaise: number;
  reason?: string;
  requestedBy: string;
  /** The payment states a refund may start from: an admin's COMPLETED or REFUND_FAILED. */
  fromStates: PaymentRecordState[];
  /** Moves that must happen with the claim, or not at all (a late payment's enrollment). */
  alongside?: TransactionItem[];
  /**
   * What else the claim records on the payment: a late payment's transaction details, or a
   * learner's refund request marked approved.
   */
  paymentFields?: Pick<
    PaymentChange,
    'providerTransactionId' | 'paymentInstrument' | 'completedAt' | 'refundRequest'
  >;
  /** Claim only if the payment is for this amount (a late payment reported by PhonePe). */
  expectedAmountPaise?: number;
}

/**
 * Claims the payment for a new attempt (payment REFUNDING and the attempt REQUESTED, in one
 * transaction), then asks PhonePe and applies its answer. Undefined when the payment was not in
 * one of `fromStates` by the time of the claim.
 */
export async function startRefund(
  payment: StoredPayment,
  request: RefundRequest,
  now = new Date(),
): Promise<RefundAttempt | undefined> {
  const attemptNumber = (payment.refundAttempts ?? 0) + 1;
  const requestedAt = now.toISOString();
  const attempt: RefundAttempt = {
    merchantRefundId: merchantRefundIdOf(payment.merchantTransactionId, attemptNumber),
    merchantTransactionId: payment.merchantTransactionId,
    enrollmentId: payment.enrollmentId,
    attempt: attemptNumber,
    amountPaise: request.amountPaise,
    state: 'REQUESTED',
    ...(request.reason ? { reason: request.reason } : {}),
    requestedBy: request.requestedBy,
    requestedAt,
    updatedAt: requestedAt,
  };
  const claimed = await writeTransaction(refundClaimItems(payment, request, attempt));
  if (!claimed.ok) return undefined;

  const answer = await askForRefund(attempt);
  await applyRefundAnswer(attempt, answer);
  return (await getRefund(attempt.merchantTransactionId, attempt.merchantRefundId)) ?? attempt;
}

/** The claim of startRefund: the payment REFUNDING from `fromStates`, the attempt, the rest. */
export const refundClaimItems = (
  payment: StoredPayment,
  request: RefundRequest,
  attempt: RefundAttempt,
): TransactionItem[] => [
  changePaymentState(
    payment,
    request.fromStates,
    {
      ...request.paymentFields,
      state: 'REFUNDING',
      merchantRefundId: attempt.merchantRefundId,
      refundState: 'REQUESTED',
      refundAttempts: attempt.attempt,
      updatedAt: attempt.requestedAt,
    },
    { amountPaise: request.expectedAmountPaise },
  ),
  putNewRefund(attempt),
  ...(request.alongside ?? []),
];

/** PhonePe's answer to the refund; after no answer, what its status API says instead. */
async function askForRefund(attempt: RefundAttempt): Promise<RefundAnswer> {
  try {
    return await (
      await paymentProvider()
    ).refund({
      merchantRefundId: attempt.merchantRefundId,
      merchantTransactionId: attempt.merchantTransactionId,
      amountPaise: attempt.amountPaise,
    });
  } catch (error) {
    if (error instanceof PaymentProviderError && error.isDefiniteRefusal) {
      logger.warn('PhonePe refused a refund', {
        error,
        merchantRefundId: attempt.merchantRefundId,
      });
      return { state: 'FAILED', failureReason: error.message };
    }
    // No telling whether PhonePe acted: never ask again blindly, read what it did.
    logger.warn('No answer from PhonePe to a refund; reading its status', {
      error,
      merchantRefundId: attempt.merchantRefundId,
    });
    return readRefundStatus(attempt);
  }
}

/**
 * The refund's state at PhonePe. REQUESTED when PhonePe cannot be asked just now, or does not
 * know the refund yet while our request may still be on its way to it.
 */
export async function readRefundStatus(
  attempt: RefundAttempt,
  now = new Date(),
): Promise<RefundAnswer> {
  try {
    return await (await paymentProvider()).getRefundStatus(attempt.merchantRefundId);
  } catch (error) {
    const waited = now.getTime() - Date.parse(attempt.requestedAt);
    if (error instanceof PaymentProviderError && error.isNotFound && waited >= notFoundAfterMs) {
      return { state: 'FAILED', failureReason: 'PhonePe has no record of this refund request.' };
    }
    logger.warn('Could not read a refund status from PhonePe', {
      error,
      merchantRefundId: attempt.merchantRefundId,
    });
    return { state: 'REQUESTED' };
  }
}

export type RefundOutcome = RefundAttemptState | 'unchanged';

const maxRounds = 4;

/**
 * Moves the attempt, its payment and its enrollment as the answer says, all in one transaction.
 * 'unchanged' when the attempt is already there or past it (a repeated webhook, a racing check).
 */
export async function applyRefundAnswer(
  attempt: Pick<RefundAttempt, 'merchantTransactionId' | 'merchantRefundId'>,
  answer: RefundAnswer,
  now = new Date(),
): Promise<RefundOutcome> {
  if (answer.state === 'REQUESTED') return 'unchanged';
  for (let round = 0; round < maxRounds; round += 1) {
    const refund = await getRefund(attempt.merchantTransactionId, attempt.merchantRefundId);
    if (!refund) {
      logger.warn('A refund status for an unknown refund', { ...attempt, state: answer.state });
      return 'unchanged';
    }
    const from = openStatesBefore[answer.state];
    if (!from.includes(refund.state)) return 'unchanged';
    const payment = await getPaymentByMerchantTransactionId(refund.merchantTransactionId);
    const enrollment = await getEnrollmentById(refund.enrollmentId);
    if (!payment || !enrollment) throw new Error(`Refund ${refund.merchantRefundId} is orphaned`);
    const certificate = enrollment.certificateId
      ? await getCertificate(enrollment.certificateId)
      : undefined;
    // A refund PhonePe accepted or completed withdraws the enrolment's review (decision 024).
    const reviewWithdrawal =
      answer.state !== 'FAILED' && payment.merchantRefundId === refund.merchantRefundId
        ? await withdrawalItems(enrollment.courseSlug, enrollment.id, now.toISOString())
        : [];

    const items = refundMove(
      refund,
      answer,
      { payment, enrollment, certificate, reviewWithdrawal },
      now.toISOString(),
    );
    let result = await writeTransaction(items);
    const couponIndex = items.length - 1;
    if (
      !result.ok &&
      enrollment.couponCode &&
      result.failedConditions.every((i) => i === couponIndex)
    ) {
      // A coupon deleted (or reset) since cannot take its use back; the rest must still happen.
      result = await writeTransaction(items.slice(0, couponIndex));
    }
    if (result.ok) {
      logger.info('Refund moved', { merchantRefundId: refund.merchantRefundId, to: answer.state });
      if (answer.state === 'FAILED') countMetric(productMetrics.refundFailures);
      if (answer.state === 'COMPLETED') {
        const { merchantTransactionId, merchantRefundId } = refund;
        await dispatchMoneyDocuments({
          kind: 'credit-note',
          merchantTransactionId,
          merchantRefundId,
        });
      }
      return answer.state;
    }
    // Something moved the refund, the payment or the enrollment meanwhile: read again.
  }
  logger.warn('A refund kept moving while its status was applied', { ...attempt });
  return 'unchanged';
}

/** The attempt states each answer may move an attempt from. */
const openStatesBefore: Record<RefundAttemptState, RefundAttemptState[]> = {
  REQUESTED: [],
  PENDING: ['REQUESTED'],
  COMPLETED: ['REQUESTED', 'PENDING'],
  FAILED: ['REQUESTED', 'PENDING'],
};

const paymentStateAfter: Record<'PENDING' | 'COMPLETED' | 'FAILED', PaymentRecordState> = {
  PENDING: 'REFUNDING',
  COMPLETED: 'REFUNDED',
  FAILED: 'REFUND_FAILED',
};

/**
 * The move, its items in this order: the attempt, the payment, the certificate's revocation, the
 * review's withdrawal with the course's rating, the enrollment, its seat and coupon (the coupon
 * item last). A refund PhonePe accepted or completed revokes the enrolment's certificate in the
 * same transaction that cancels the enrolment (decision 016): a refunded course carries no
 * certificate, nor a review in its rating (decision 024). A failed refund leaves both.
 */
export function refundMove(
  refund: RefundAttempt,
  answer: Exclude<RefundAnswer, { state: 'REQUESTED' }>,
  {
    payment,
    enrollment,
    certificate,
    reviewWithdrawal,
  }: {
    payment: StoredPayment;
    enrollment: Enrollment;
    certificate: Certificate | undefined;
    reviewWithdrawal: TransactionItem[];
  },
  updatedAt: string,
): TransactionItem[] {
  const settled = answer.state !== 'PENDING';
  const refundItem = changeRefundState(refund, openStatesBefore[answer.state], {
    state: answer.state,
    ...(answer.providerRefundId ? { providerRefundId: answer.providerRefundId } : {}),
    ...(settled ? { settledAt: updatedAt } : {}),
    ...(answer.failureReason ? { failureReason: answer.failureReason } : {}),
    updatedAt,
  });
  // Only the latest attempt speaks for the payment: an earlier one has already failed.
  if (payment.merchantRefundId !== refund.merchantRefundId) return [refundItem];
  return [
    refundItem,
    changePaymentState(payment, ['REFUNDING'], {
      state: paymentStateAfter[answer.state],
      refundState: answer.state,
      ...(answer.state === 'COMPLETED'
        ? { refundedAt: updatedAt, refundedBy: refund.requestedBy, refundReason: refund.reason }
        : {}),
      updatedAt,
    }),
    ...(answer.state !== 'FAILED' && certificate && !certificate.revokedAt
      ? [revokeForRefund(certificate.id, updatedAt)]
      : []),
    ...reviewWithdrawal,
    ...enrollmentAfterRefund(enrollment, answer.state, statusReasonOf(refund, answer), updatedAt),
  ];
}

/** What the enrollment says about its refund, for the admin who opens it. */
function statusReasonOf(
  refund: RefundAttempt,
  answer: Exclude<RefundAnswer, { state: 'REQUESTED' }>,
): string {
  if (answer.state === 'FAILED') {
    const detail = answer.failureReason ? ` (${answer.failureReason})` : '';
    return `The refund of ${formatInr(refund.amountPaise)} failed${detail}. The money is still with us; retry the refund from Payments.`;
  }
  if (refund.requestedBy === systemRefunder) {
    // The reason refundLatePayment gave (a full batch, or a coupon used up), as it happened.
    const why = (refund.reason ?? 'Paid with nothing left to confirm.').replace(/\.$/, '');
    return answer.state === 'COMPLETED'
      ? `${why}; refunded in full.`
      : `${why}; refund accepted by PhonePe, awaiting settlement.`;
  }
  return refund.reason ? `Refunded by an admin: ${refund.reason}` : 'Refunded by an admin.';
}
