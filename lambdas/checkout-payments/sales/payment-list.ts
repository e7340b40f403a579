import type { AdminPage } from '#shared/admin/lists';
import {
  adminPaymentStatusLabels,
  adminPaymentStatusOf,
  type AdminPaymentRow,
  type AdminRefundAttempt,
  type AdminPaymentStatus,
} from '#shared/admin/sales-payments';
import type { EInvoiceState } from '#shared/checkout/e-invoice';
import type { Enrollment } from '#shared/checkout/enrollment';
import { creditNoteUrl, invoiceUrl } from '../tax-documents/document-links';
import { getEnrollmentById, listEnrollmentsNewestFirst } from '#lambdas/data/enrollments';
import {
  listPaymentsNewestFirst,
  paymentListKey,
  type StoredPayment,
} from '#lambdas/data/payments';
import { listRefundsOfPayment } from '#lambdas/data/refunds';
import { getInvoiceByEnrollment } from '#lambdas/data/invoices';
import { matchesSearch, pageOf } from '#lambdas/lib/paging';
import { istDateTimeCell, rupeesCell, toCsv, type CsvColumn } from '#lambdas/lib/csv';

// The admin Payments tab: every payment with its learner and course, filtered and searched, one
// page or all as CSV.

export interface PaymentFilter {
  q?: string;
  status?: AdminPaymentStatus;
}

/** A payment as the admin sees it, joined with its enrollment (when that still exists). */
export async function paymentRow(
  payment: StoredPayment,
  enrollment: Enrollment | undefined,
): Promise<AdminPaymentRow> {
  return {
    ...payment,
    status: adminPaymentStatusOf(payment),
    // Only payments someone tried to refund have attempts: one query each, for few rows.
    ...(payment.refundAttempts ? { refunds: await refundAttemptsOf(payment) } : {}),
    ...(enrollment
      ? {
          learner: { name: enrollment.student.name, email: enrollment.student.email },
          courseTitle: enrollment.courseTitle,
          batchName: enrollment.batch.name,
          // Fresh links on every load, for a day (decision 020).
          ...(enrollment.invoiceNumber
            ? {
                invoiceUrl: await invoiceUrl(
                  { enrollmentId: enrollment.id, invoiceNumber: enrollment.invoiceNumber },
                  'screen',
                ),
              }
            : {}),
          // Only a company's invoice can be e-invoiced: one read each, for few rows.
          ...(enrollment.company && enrollment.invoiceNumber
            ? irnPendingOf((await getInvoiceByEnrollment(enrollment.id))?.eInvoice)
            : {}),
        }
      : {}),
  };
}

function irnPendingOf(eInvoice: EInvoiceState | undefined): Pick<AdminPaymentRow, 'irnPending'> {
  if (eInvoice?.status !== 'pending') return {};
  const { attempts, lastError } = eInvoice;
  return { irnPending: lastError ? { attempts, lastError } : { attempts } };
}

/** The payment's refund attempts, each completed one with its credit note's download link. */
async function refundAttemptsOf(payment: StoredPayment): Promise<AdminRefundAttempt[]> {
  const attempts = await listRefundsOfPayment(payment.merchantTransactionId);
  return Promise.all(
    attempts.map(async (attempt) => {
      const { creditNoteNumber } = attempt;
      return creditNoteNumber
        ? {
            ...attempt,
            creditNoteUrl: await creditNoteUrl({ ...attempt, creditNoteNumber }, 'screen'),
          }
        : attempt;
    }),
  );
}

/** One payment's row, read afresh (after a refund). */
export async function paymentRowOf(payment: StoredPayment): Promise<AdminPaymentRow> {
  return paymentRow(payment, await getEnrollmentById(payment.enrollmentId));
}

interface Joined {
  payment: StoredPayment;
  enrollment?: Enrollment;
}

/** Every payment the filter lets through, newest first, with its enrollment. */
async function matchingPayments(filter: PaymentFilter): Promise<Joined[]> {
  const [payments, enrollments] = await Promise.all([
    listPaymentsNewestFirst(),
    listEnrollmentsNewestFirst(),
  ]);
  const enrollmentById = new Map(enrollments.map((enrollment) => [enrollment.id, enrollment]));
  return payments
    .map((payment) => ({ payment, enrollment: enrollmentById.get(payment.enrollmentId) }))
    .filter(
      ({ payment, enrollment }) =>
        (!filter.status || adminPaymentStatusOf(payment) === filter.status) &&
        matchesSearch(filter.q, [
          enrollment?.student.name,
          enrollment?.student.email,
          enrollment?.courseTitle,
          enrollment?.courseSlug,
          payment.merchantTransactionId,
          payment.providerTransactionId,
          payment.providerReference,
          payment.paymentInstrument?.utr,
          payment.merchantRefundId,
        ]),
    );
}

const rowsOf = (joined: Joined[]) =>
  Promise.all(joined.map(({ payment, enrollment }) => paymentRow(payment, enrollment)));

export async function paymentPage(
  filter: PaymentFilter,
  paging: { limit: number; cursor?: string },
): Promise<AdminPage<AdminPaymentRow>> {
  const page = pageOf(
    await matchingPayments(filter),
    ({ payment }) => paymentListKey(payment),
    paging,
  );
  return { ...page, items: await rowsOf(page.items) };
}

const paymentColumns: CsvColumn<AdminPaymentRow>[] = [
  { header: 'Merchant Transaction ID', value: (row) => row.merchantTransactionId },
  { header: 'Created At (IST)', value: (row) => istDateTimeCell(row.createdAt) },
  { header: 'Learner', value: (row) => row.learner?.name },
  { header: 'Email', value: (row) => row.learner?.email },
  { header: 'Course', value: (row) => row.courseTitle },
  { header: 'Batch', value: (row) => row.batchName },
  { header: 'Amount (INR)', value: (row) => rupeesCell(row.amountPaise) },
  { header: 'Status', value: (row) => adminPaymentStatusLabels[row.status] },
  { header: 'Method', value: (row) => row.paymentInstrument?.type },
  { header: 'UTR', value: (row) => row.paymentInstrument?.utr },
  { header: 'PhonePe Transaction ID', value: (row) => row.providerTransactionId },
  { header: 'Paid At (IST)', value: (row) => istDateTimeCell(row.completedAt) },
  { header: 'Refund ID', value: (row) => row.merchantRefundId },
  { header: 'Refunded At (IST)', value: (row) => istDateTimeCell(row.refundedAt) },
  { header: 'Refund Reason', value: (row) => row.refundReason },
  { header: 'Refunded By', value: (row) => row.refundedBy },
  { header: 'Refund Attempts', value: (row) => row.refundAttempts },
  { header: 'Refund Failure', value: (row) => row.refunds?.at(-1)?.failureReason },
  { header: 'Invoice Link', value: (row) => row.invoiceUrl },
  {
    header: 'Credit Note',
    value: (row) =>
      creditNotesOf(row)
        .map((r) => r.creditNoteNumber)
        .join('; '),
  },
  {
    header: 'Credit Note Link',
    value: (row) =>
      creditNotesOf(row)
        .map((r) => r.creditNoteUrl)
        .join('; '),
  },
];

const creditNotesOf = (row: AdminPaymentRow) =>
  (row.refunds ?? []).filter((attempt) => attempt.creditNoteNumber);

export async function paymentCsv(filter: PaymentFilter): Promise<string> {
  return toCsv(paymentColumns, await rowsOf(await matchingPayments(filter)));
}
