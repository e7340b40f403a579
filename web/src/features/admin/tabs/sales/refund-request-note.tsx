import type { RefundRequestRecord } from '#shared/learning/refund-requests';
import { formatDateTime } from '#web/features/admin/kit/format';

// Under a payment's status: the learner's own refund request from My Learning (decision 015), with
// their reason, and what the admin decided.

const decisionLabels: Record<RefundRequestRecord['state'], string> = {
  requested: 'Refund requested by the learner',
  approved: 'Learner’s request approved',
  declined: 'Learner’s request declined',
};

export function RefundRequestNote({ request }: { request?: RefundRequestRecord }) {
  if (!request) return null;
  return (
    <p
      className={`mt-1 text-xs ${
        request.state === 'requested'
          ? 'font-medium text-amber-800 dark:text-amber-300'
          : 'text-slate-600 dark:text-slate-300'
      }`}
    >
      <span className="font-medium">{decisionLabels[request.state]}</span>,{' '}
      {formatDateTime(request.decidedAt ?? request.requestedAt)} · “{request.reason}”
      {request.declineMessage && (
        <span className="block">Our answer: “{request.declineMessage}”</span>
      )}
    </p>
  );
}
