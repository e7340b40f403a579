import type { Enrollment } from '#shared/checkout/enrollment';

// Which enrolments are a learner's, and which take part: one rule for My Learning, the sign-in,
// the roster, the schedule and the reminders.

/** Whether an enrolment was paid for (and so is the learner's to see, and to sign in for). */
export const paidFor = (enrollment: Enrollment): boolean =>
  enrollment.paymentStatus === 'paid' || enrollment.paymentStatus === 'refunded';

/** Whether the learner takes part: confirmed and paid, so they get join links, materials and reminders. */
export const isConfirmedLearner = (enrollment: Enrollment): boolean =>
  enrollment.enrollmentStatus === 'confirmed' && enrollment.paymentStatus === 'paid';
