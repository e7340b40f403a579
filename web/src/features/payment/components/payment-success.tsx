import type { PaymentStatusResponse } from '#shared/api/payment-status';
import { formatInr } from '#shared/checkout/money';
import { formatIndianDate } from '#web/lib/format-date';
import { paymentMethodLabel, transactionReference } from '../payment-view';
import { DetailList } from './detail-list';
import { EnrolledNextSteps } from './enrolled-next-steps';
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
      <EnrolledNextSteps />
    </div>
  );
}
