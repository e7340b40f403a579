import type { PaymentStatusResponse } from '#shared/api/payment-status';
import { formatInr } from '#shared/checkout/money';
import { refundTexts, transactionReference } from '../payment-view';
import { DetailList } from './detail-list';
import { EnrolledNextSteps } from './enrolled-next-steps';
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
      <EnrolledNextSteps />
    </div>
  );
}
