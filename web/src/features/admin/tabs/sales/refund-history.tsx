import type { RefundAttempt, RefundAttemptState } from '../../../../../../shared/checkout/refund';
import { systemRefunder } from '../../../../../../shared/checkout/refund';
import { formatInr } from '../../../../../../shared/checkout/money';
import { formatDateTime } from '../../kit/format';

// Under a payment's status: each refund attempt, what became of it, who asked, when and why.

const attemptStateLabels: Record<RefundAttemptState, string> = {
  REQUESTED: 'Awaiting PhonePe',
  PENDING: 'Accepted, settling',
  COMPLETED: 'Refunded',
  FAILED: 'Failed',
};

const requester = (requestedBy: string) =>
  requestedBy === systemRefunder ? 'automatically' : `by ${requestedBy}`;

export function RefundHistory({ refunds }: { refunds?: RefundAttempt[] }) {
  if (!refunds?.length) return null;
  return (
    <ol className="mt-1 space-y-1 text-xs text-slate-600 dark:text-slate-300">
      {refunds.map((refund) => (
        <li key={refund.merchantRefundId}>
          <span className="font-medium">
            {refunds.length > 1 ? `Refund attempt ${refund.attempt}` : 'Refund'} ·{' '}
            {attemptStateLabels[refund.state]}
          </span>{' '}
          · {formatInr(refund.amountPaise)} {requester(refund.requestedBy)},{' '}
          {formatDateTime(refund.requestedAt)}
          {refund.reason && <> · “{refund.reason}”</>}
          {refund.failureReason && (
            <span className="block text-red-700 dark:text-red-300">{refund.failureReason}</span>
          )}
        </li>
      ))}
    </ol>
  );
}
