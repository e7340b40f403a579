import type { EnrollmentPaymentStatus, EnrollmentStatus } from '#shared/checkout/enrollment';

// What My Learning shows a signed-in learner (issue 15): their own enrolments, nobody else's.

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
  /** The GST invoice's number and signed download link, once it is issued. */
  invoice?: { number: string; url: string };
  /** A GST credit note and its signed download link for each completed refund (issue 2). */
  creditNotes: { number: string; url: string }[];
}

export interface LearnerEnrollmentsResponse {
  email: string;
  enrollments: LearnerEnrollment[];
}
