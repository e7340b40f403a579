import type { AdminRefundAttempt } from '#shared/admin/sales-payments';
import type { RefundAttemptState } from '#shared/checkout/refund';
import { systemRefunder } from '#shared/checkout/refund';
import { formatInr } from '#shared/checkout/money';
import { formatDateTime } from '#web/features/admin/kit/format';

// Under a payment's status: each refund attempt, what became of it, who asked, when and why, and
// the GST credit note of the one that completed.

const attemptStateLabels: Record<RefundAttemptState, string> = {
  REQUESTED: 'Awaiting PhonePe',
  PENDING: 'Accepted, settling',
  COMPLETED: 'Refunded',
  FAILED: 'Failed',
};

const requester = (requestedBy: string) =>
  requestedBy === systemRefunder ? 'automatically' : `by ${requestedBy}`;

export function RefundHistory({ refunds }: { refunds?: AdminRefundAttempt[] }) {
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
          {refund.settledAt && (
            <>
              {' '}
              · {refund.state === 'COMPLETED' ? 'settled' : 'ended'}{' '}
              {formatDateTime(refund.settledAt)}
            </>
          )}
          {refund.failureReason && (
            <span className="block text-red-700 dark:text-red-300">{refund.failureReason}</span>
          )}
          {refund.creditNoteUrl && (
            <a
              href={refund.creditNoteUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Credit note ${refund.creditNoteNumber} (PDF, opens in a new tab)`}
              className="block font-medium text-blue-700 underline hover:no-underline dark:text-blue-400"
            >
              Credit note {refund.creditNoteNumber}
            </a>
          )}
        </li>
      ))}
    </ol>
  );
}
