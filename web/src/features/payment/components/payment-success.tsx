import { BookOpen, GraduationCap } from 'lucide-react';
import { Link } from '#web/lib/router';
import type { PaymentStatusResponse } from '#shared/api/payment-status';
import { formatInr } from '#shared/checkout/money';
import { paths } from '#web/app/paths';
import { formatIndianDate } from '#web/lib/format-date';
import { paymentMethodLabel, transactionReference } from '../payment-view';
import { DetailList } from './detail-list';
import { StatusHero } from '#web/components/status-hero';

interface PaymentSuccessProps {
  payment: PaymentStatusResponse;
  merchantTransactionId: string;
}

/** COMPLETED: Payment Details, then 'Enrollment Successful!' with the enrollment (docs/product.md §2). */
export function PaymentSuccess({ payment, merchantTransactionId }: PaymentSuccessProps) {
  const { enrollment } = payment;
  const transactionId = transactionReference(payment, merchantTransactionId);
  const amountPaid = formatInr(payment.amountPaise);
  const utr = payment.paymentInstrument?.utr;
  return (
    <div className="space-y-6">
      <StatusHero tone="success" title="Payment Successful!">
        <p>Thank you! Your payment has been received and your seat is confirmed.</p>
      </StatusHero>
      <DetailList
        title="Payment Details"
        rows={[
          { label: 'Transaction ID', value: transactionId },
          { label: 'Amount Paid', value: amountPaid },
          { label: 'Payment Method', value: paymentMethodLabel(payment) },
          ...(utr ? [{ label: 'UTR Number', value: utr }] : []),
        ]}
      />
      <DetailList
        title="Enrollment Successful!"
        tone="success"
        rows={[
          { label: 'Course', value: enrollment.courseTitle },
          { label: 'Batch', value: enrollment.batchName },
          {
            label: 'Start Date',
            value: enrollment.startDate ? formatIndianDate(enrollment.startDate) : 'TBD',
          },
          { label: 'Amount Paid', value: amountPaid },
          { label: 'Transaction ID', value: transactionId },
        ]}
      >
        <p className="mt-4 flex gap-2 text-sm text-green-900 dark:text-green-200">
          You will receive a confirmation email with course access details within 24 hours. Your
          batch, schedule and invoice are in My Learning from now on.
        </p>
      </DetailList>
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
