import type { Enrollment } from '#shared/checkout/enrollment';
import type { LearnerEnrollment } from '#shared/learning/my-learning';
import { invoiceUrl } from '#lambdas/checkout-payments/tax-documents/invoice-link';
import { listEnrollmentsOfLearner } from '#lambdas/data/enrollments';

// A learner's enrolments as My Learning lists them: the ones they paid for (refunded ones too,
// for their credit notes), newest first. Checkouts never paid are not theirs to see here.

/** Whether an enrolment was paid for (and so is the learner's to see, and to sign in for). */
export const paidFor = (enrollment: Enrollment): boolean =>
  enrollment.paymentStatus === 'paid' || enrollment.paymentStatus === 'refunded';

async function learnerView(enrollment: Enrollment): Promise<LearnerEnrollment> {
  return {
    id: enrollment.id,
    courseSlug: enrollment.courseSlug,
    courseTitle: enrollment.courseTitle,
    batch: enrollment.batch,
    status: enrollment.enrollmentStatus,
    paymentStatus: enrollment.paymentStatus,
    totalPaise: enrollment.amounts.totalPaise,
    ...(enrollment.confirmedAt ? { paidAt: enrollment.confirmedAt } : {}),
    ...(enrollment.invoiceNumber
      ? { invoice: { number: enrollment.invoiceNumber, url: await invoiceUrl(enrollment.id) } }
      : {}),
  };
}

export async function enrollmentsOfLearner(email: string): Promise<LearnerEnrollment[]> {
  const enrollments = (await listEnrollmentsOfLearner(email)).filter(paidFor);
  return Promise.all(enrollments.map(learnerView));
}
