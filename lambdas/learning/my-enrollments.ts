import { paidFor } from './learner-status';
import type { Enrollment } from '#shared/checkout/enrollment';
import type { LearnerEnrollment } from '#shared/learning/my-learning';
import { creditNoteUrl, invoiceUrl } from '#lambdas/checkout-payments/tax-documents/document-links';
import { getEnrollmentById, listEnrollmentsOfLearner } from '#lambdas/data/enrollments';
import { NotFoundError } from '#lambdas/lib/errors';
import { learnerScheduleOf } from './class-schedule';
import { certificateSummaryOf } from './certificates';
import { reviewStateOf } from './course-reviews';
import { getPaymentByMerchantTransactionId } from '#lambdas/data/payments';
import { listRefundsOfPayment } from '#lambdas/data/refunds';
import { learnerRefundOf, refundRequestMessages } from '#shared/learning/refund-requests';

// A learner's enrolments as My Learning lists them: the ones they paid for (refunded ones too,
// for their credit notes), newest first, each with its invoice and credit notes to download. Checkouts never paid are not theirs to see here.
// The links are minted afresh on every load and work for a day (decision 020), so a lapsed mailed
// link never strands a learner.

/** One enrolment as My Learning shows it, its refund state as of `now`. */
export async function learnerView(
  enrollment: Enrollment,
  now = new Date(),
): Promise<LearnerEnrollment> {
  const [payment, schedule, certificate, reviewState] = await Promise.all([
    getPaymentByMerchantTransactionId(enrollment.merchantTransactionId),
    learnerScheduleOf(enrollment, now),
    certificateSummaryOf(enrollment),
    reviewStateOf(enrollment, now),
  ]);
  return {
    id: enrollment.id,
    courseSlug: enrollment.courseSlug,
    courseTitle: enrollment.courseTitle,
    batch: enrollment.batch,
    status: enrollment.enrollmentStatus,
    paymentStatus: enrollment.paymentStatus,
    totalPaise: enrollment.amounts.totalPaise,
    ...(enrollment.confirmedAt ? { paidAt: enrollment.confirmedAt } : {}),
    ...(enrollment.completedAt ? { completedAt: enrollment.completedAt } : {}),
    ...(certificate ? { certificate } : {}),
    ...(enrollment.invoiceNumber
      ? {
          invoice: {
            number: enrollment.invoiceNumber,
            url: await invoiceUrl(
              { enrollmentId: enrollment.id, invoiceNumber: enrollment.invoiceNumber },
              'screen',
              now,
            ),
          },
        }
      : {}),
    creditNotes: await creditNotesOf(enrollment, now),
    refund: learnerRefundOf(payment, now),
    schedule,
    ...reviewState,
  };
}

/** The credit notes of the enrolment's completed refunds, oldest first. */
async function creditNotesOf(
  enrollment: Enrollment,
  now: Date,
): Promise<LearnerEnrollment['creditNotes']> {
  const refunds = await listRefundsOfPayment(enrollment.merchantTransactionId);
  return Promise.all(
    refunds.flatMap(({ creditNoteNumber, merchantRefundId }) =>
      creditNoteNumber
        ? [
            creditNoteUrl(
              { enrollmentId: enrollment.id, merchantRefundId, creditNoteNumber },
              'screen',
              now,
            ).then((url) => ({
              number: creditNoteNumber,
              url,
            })),
          ]
        : [],
    ),
  );
}

export async function enrollmentsOfLearner(email: string): Promise<LearnerEnrollment[]> {
  const enrollments = (await listEnrollmentsOfLearner(email)).filter(paidFor);
  return Promise.all(enrollments.map((enrollment) => learnerView(enrollment)));
}

/** The learner's own enrolment: anyone else's, or none, is 404 alike, so ids reveal nothing. */
export async function enrollmentOfLearner(
  email: string,
  enrollmentId: string,
): Promise<Enrollment> {
  const enrollment = await getEnrollmentById(enrollmentId);
  if (!enrollment || enrollment.student.email.toLowerCase() !== email.toLowerCase()) {
    throw new NotFoundError(refundRequestMessages.notFound);
  }
  return enrollment;
}
