import type { EnrollmentPaymentStatus, EnrollmentStatus } from '#shared/checkout/enrollment';
import type { LearnerSchedule } from './class-schedule';
import type { LearnerRefund } from './refund-requests';
import type { LearnerReview } from './course-reviews';

// What My Learning shows a signed-in learner (decision 015): their own enrolments, nobody else's.

export interface LearnerEnrollment {
  id: string;
  courseSlug: string;
  courseTitle: string;
  batch: { id: string; name: string; startDate: string | null };
  status: EnrollmentStatus;
  paymentStatus: EnrollmentPaymentStatus;
  /** What they paid, GST included, in paise. */
  totalPaise: number;
  paidAt?: string;
  /** When the admin marked the batch completed for this learner. */
  completedAt?: string;
  /** The certificate of completion, whose public page anyone with the id can open. */
  certificate?: { id: string; revoked: boolean };
  /** The GST invoice's number and signed download link, once it is issued. */
  invoice?: { number: string; url: string };
  /** A GST credit note and its signed download link for each completed refund (decision 009). */
  creditNotes: { number: string; url: string }[];
  /** Whether a refund may be asked for (the 30-day guarantee), and where one stands. */
  refund: LearnerRefund;
  /** The batch's classes (IST), join links near each, and materials (confirmed learners only). */
  schedule: LearnerSchedule;
  /** Whether a review may be written now (decision 024), and the learner's own once written. */
  mayReview: boolean;
  review?: LearnerReview;
}

export interface LearnerEnrollmentsResponse {
  email: string;
  enrollments: LearnerEnrollment[];
}
