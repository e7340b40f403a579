import type { LearnerEnrollment } from '#shared/learning/my-learning';

/** What a learner reads about an enrolment's state: plain words, not the admin's statuses. */
export function enrollmentStateLabel(
  enrollment: Pick<LearnerEnrollment, 'status' | 'paymentStatus' | 'completedAt'>,
): {
  label: string;
  tone: 'good' | 'plain';
} {
  if (enrollment.paymentStatus === 'refunded') return { label: 'Refunded', tone: 'plain' };
  if (enrollment.completedAt) return { label: 'Completed', tone: 'good' };
  switch (enrollment.status) {
    case 'confirmed':
      return { label: 'Confirmed', tone: 'good' };
    case 'cancelled':
      return { label: 'Cancelled', tone: 'plain' };
    default:
      // Paid, and being checked by the team (e.g. an amount that did not match).
      return { label: 'Being checked', tone: 'plain' };
  }
}
