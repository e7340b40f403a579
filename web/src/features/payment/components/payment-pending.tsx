import { RefreshCw } from 'lucide-react';
import type { PaymentStatusResponse } from '#shared/api/payment-status';
import { formatInr } from '#shared/checkout/money';
import { transactionReference } from '../payment-view';
import { DetailList } from './detail-list';
import { StatusButton } from './status-actions';
import { StatusHero } from '#web/components/status-hero';

interface PaymentPendingProps {
  payment: PaymentStatusResponse;
  merchantTransactionId: string;
  checkingAgain: boolean;
}

/** PENDING: checked again automatically for a minute; Refresh Status reloads (docs/product.md §2). */
export function PaymentPending({
  payment,
  merchantTransactionId,
  checkingAgain,
}: PaymentPendingProps) {
  return (
    <div className="space-y-6">
      <StatusHero tone="pending" title="Payment Pending">
        <p>
          Your payment is being processed. This usually takes a few moments; your seat stays held
          for you meanwhile.
        </p>
        <p role="status" className="mt-2 text-sm">
          {checkingAgain
            ? 'Checking the payment status again automatically...'
            : 'Still waiting for confirmation from PhonePe. Refresh to check again.'}
        </p>
      </StatusHero>
      <DetailList
        title="Payment Details"
        rows={[
          { label: 'Transaction ID', value: transactionReference(payment, merchantTransactionId) },
          { label: 'Amount', value: formatInr(payment.amountPaise) },
          { label: 'Course', value: payment.enrollment.courseTitle },
        ]}
      />
      <div className="flex justify-center">
        <StatusButton icon={RefreshCw} onClick={() => window.location.reload()}>
          Refresh Status
        </StatusButton>
      </div>
    </div>
  );
}
