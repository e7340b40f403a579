import type { AdminPage } from '#shared/admin/lists';
import {
  enrollmentPaymentStatusLabels,
  enrollmentStatusLabels,
  type AdminEnrollmentRow,
} from '#shared/admin/sales-enrollments';
import type { Enrollment } from '#shared/checkout/enrollment';
import { invoiceUrl } from '../tax-documents/document-links';
import { enrollmentListKey, listEnrollmentsNewestFirst } from '#lambdas/data/enrollments';
import { matchesSearch, pageOf } from '#lambdas/lib/paging';
import { istDateTimeCell, rupeesCell, toCsv, type CsvColumn } from '#lambdas/lib/csv';

// The admin Enrollments tab: every enrollment, filtered and searched, one page or all as CSV.

export interface EnrollmentFilter {
  q?: string;
  status?: Enrollment['enrollmentStatus'];
  paymentStatus?: Enrollment['paymentStatus'];
  courseSlug?: string;
  batchId?: string;
}

/** Every enrollment the filter lets through, newest first. */
export async function matchingEnrollments(filter: EnrollmentFilter): Promise<Enrollment[]> {
  return (await listEnrollmentsNewestFirst()).filter(
    (enrollment) =>
      (!filter.status || enrollment.enrollmentStatus === filter.status) &&
      (!filter.paymentStatus || enrollment.paymentStatus === filter.paymentStatus) &&
      (!filter.courseSlug || enrollment.courseSlug === filter.courseSlug) &&
      (!filter.batchId || enrollment.batch.id === filter.batchId) &&
      matchesSearch(filter.q, [
        enrollment.student.name,
        enrollment.student.email,
        enrollment.student.phone,
        enrollment.courseTitle,
        enrollment.courseSlug,
        enrollment.batch.name,
        enrollment.merchantTransactionId,
        enrollment.providerTransactionId,
        enrollment.invoiceNumber,
      ]),
  );
}

/** The rows with their invoice links, fresh for a day (decision 020): only an issued invoice has one. */
export function withInvoiceLinks(enrollments: Enrollment[]): Promise<AdminEnrollmentRow[]> {
  return Promise.all(
    enrollments.map(async (enrollment) =>
      enrollment.invoiceNumber
        ? {
            ...enrollment,
            invoiceUrl: await invoiceUrl(
              { enrollmentId: enrollment.id, invoiceNumber: enrollment.invoiceNumber },
              'screen',
            ),
          }
        : enrollment,
    ),
  );
}

export async function enrollmentPage(
  filter: EnrollmentFilter,
  paging: { limit: number; cursor?: string },
): Promise<AdminPage<AdminEnrollmentRow>> {
  const page = pageOf(await matchingEnrollments(filter), enrollmentListKey, paging);
  return { ...page, items: await withInvoiceLinks(page.items) };
}

const enrollmentColumns: CsvColumn<AdminEnrollmentRow>[] = [
  { header: 'Enrollment ID', value: (row) => row.id },
  { header: 'Enrolled At (IST)', value: (row) => istDateTimeCell(row.createdAt) },
  { header: 'Learner', value: (row) => row.student.name },
  { header: 'Email', value: (row) => row.student.email },
  { header: 'Phone', value: (row) => row.student.phone },
  { header: 'City', value: (row) => row.student.city },
  { header: 'State', value: (row) => row.student.state },
  { header: 'Course', value: (row) => row.courseTitle },
  { header: 'Batch', value: (row) => row.batch.name },
  { header: 'Batch Start', value: (row) => row.batch.startDate },
  { header: 'Coupon', value: (row) => row.couponCode },
  { header: 'Course Fee (INR)', value: (row) => rupeesCell(row.amounts.feePaise) },
  { header: 'Discount (INR)', value: (row) => rupeesCell(row.amounts.discountPaise) },
  { header: 'GST (INR)', value: (row) => rupeesCell(row.amounts.gstPaise) },
  { header: 'Total (INR)', value: (row) => rupeesCell(row.amounts.totalPaise) },
  { header: 'Status', value: (row) => enrollmentStatusLabels[row.enrollmentStatus] },
  { header: 'Payment Status', value: (row) => enrollmentPaymentStatusLabels[row.paymentStatus] },
  { header: 'Merchant Transaction ID', value: (row) => row.merchantTransactionId },
  { header: 'PhonePe Transaction ID', value: (row) => row.providerTransactionId },
  { header: 'Invoice Number', value: (row) => row.invoiceNumber },
  { header: 'Invoice Link', value: (row) => row.invoiceUrl },
  { header: 'Note', value: (row) => row.statusReason },
];

export async function enrollmentCsv(filter: EnrollmentFilter): Promise<string> {
  return toCsv(enrollmentColumns, await withInvoiceLinks(await matchingEnrollments(filter)));
}
