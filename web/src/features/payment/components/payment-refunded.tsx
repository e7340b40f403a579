import { BookOpen, GraduationCap } from 'lucide-react';
import { Link } from '#web/lib/router';
import type { PaymentStatusResponse } from '#shared/api/payment-status';
import { formatInr } from '#shared/checkout/money';
import { paths } from '#web/app/paths';
import { refundTexts, transactionReference } from '../payment-view';
import { DetailList } from './detail-list';
import { StatusHero } from '#web/components/status-hero';

interface PaymentRefundedProps {
  payment: PaymentStatusResponse;
  merchantTransactionId: string;
}

/**
 * REFUNDED (in full or in part) and REFUND_PENDING (docs/product.md §2): what was paid, what went
 * back or is on its way, and the credit notes, which the learner is mailed and finds in My
 * Learning with their invoice (the download links are signed for the learner, never shown here).
 */
export function PaymentRefunded({ payment, merchantTransactionId }: PaymentRefundedProps) {
  const refund = payment.refund;
  const pending = payment.state === 'REFUND_PENDING';
  const texts = refundTexts(payment);
  const creditNotes = refund?.creditNoteNumbers ?? [];
  return (
    <div className="space-y-6">
      <StatusHero tone={pending ? 'pending' : 'success'} title={texts.title}>
        <p>{texts.summary}</p>
        <p className="mt-2 text-sm">{texts.note}</p>
      </StatusHero>
      <DetailList
        title="Refund Details"
        rows={[
          { label: 'Transaction ID', value: transactionReference(payment, merchantTransactionId) },
          { label: 'Course', value: payment.enrollment.courseTitle },
          { label: 'Amount Paid', value: formatInr(payment.amountPaise) },
          ...(refund && refund.refundedPaise > 0
            ? [{ label: 'Amount Refunded', value: formatInr(refund.refundedPaise) }]
            : []),
          ...(refund?.pendingPaise
            ? [{ label: 'Refund in Progress', value: formatInr(refund.pendingPaise) }]
            : []),
          ...(creditNotes.length > 0
            ? [
                {
                  label: creditNotes.length === 1 ? 'Credit Note' : 'Credit Notes',
                  value: creditNotes.join(', '),
                },
              ]
            : []),
        ]}
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Link
          to={paths.myLearning}
          className="inline-flex items-center justify-center gap-2 rounded-lg border border-blue-600 px-5 py-2.5 font-semibold text-blue-700 transition-colors hover:bg-blue-50 dark:border-blue-400 dark:text-blue-300 dark:hover:bg-slate-900"
        >
          <GraduationCap className="size-4" aria-hidden="true" />
          Open My Learning
        </Link>
        <Link
          to={paths.learning}
          className="inline-flex items-center justify-center gap-2 rounded-lg bg-blue-600 px-5 py-2.5 font-semibold text-white transition-colors hover:bg-blue-700"
        >
          <BookOpen className="size-4" aria-hidden="true" />
          Browse More Courses
        </Link>
        <Link
          to={paths.contact}
          className="inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-700 transition-colors hover:bg-slate-50 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-900"
        >
          Contact Support
        </Link>
      </div>
    </div>
  );
}
