import * as z from 'zod';
import {
  enrollmentStatuses,
  type Enrollment,
  type EnrollmentPaymentStatus,
} from '../checkout/enrollment';
import { optionalQueryText, pageCursor, pageLimit } from './lists';
import { listFormat } from './sales';

// The admin Enrollments tab (docs/architecture.md §4, docs/product.md §12): list query and the row it shows.

export const enrollmentPaymentStatuses = [
  'pending',
  'paid',
  'failed',
  'expired',
  'refunded',
  'amount_mismatch',
] as const satisfies readonly EnrollmentPaymentStatus[];

export const enrollmentStatusLabels: Record<Enrollment['enrollmentStatus'], string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  needs_attention: 'Needs attention',
};

export const enrollmentPaymentStatusLabels: Record<EnrollmentPaymentStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  expired: 'Expired',
  refunded: 'Refunded',
  amount_mismatch: 'Amount mismatch',
};

export const adminEnrollmentListQuery = z.object({
  /** Matches learner name, e-mail or phone, course, invoice number or a transaction id. */
  q: optionalQueryText(200),
  status: z
    .enum(enrollmentStatuses, { error: `Status must be one of: ${enrollmentStatuses.join(', ')}` })
    .optional(),
  paymentStatus: z
    .enum(enrollmentPaymentStatuses, {
      error: `Payment status must be one of: ${enrollmentPaymentStatuses.join(', ')}`,
    })
    .optional(),
  /** One course's enrolments, and with batchId one batch's (a batch's page lists its holds). */
  courseSlug: optionalQueryText(200),
  batchId: optionalQueryText(64),
  limit: pageLimit,
  cursor: pageCursor,
  format: listFormat,
});
export type AdminEnrollmentListQuery = z.input<typeof adminEnrollmentListQuery>;

/** One enrollment as the admin sees it: the stored record plus its invoice link, if issued. */
export type AdminEnrollmentRow = Enrollment & { invoiceUrl?: string };
