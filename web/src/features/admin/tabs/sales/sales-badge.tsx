// A coloured status pill for enrollments and payments: green done, amber waiting, red wrong.

export type BadgeTone = 'good' | 'waiting' | 'bad' | 'neutral';

const tones: Record<BadgeTone, string> = {
  good: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
  waiting: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  bad: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  neutral: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
};

const toneOf: Record<string, BadgeTone> = {
  confirmed: 'good',
  paid: 'good',
  COMPLETED: 'good',
  pending: 'waiting',
  PENDING: 'waiting',
  REFUNDING: 'waiting',
  REFUND_PENDING: 'waiting',
  needs_attention: 'bad',
  amount_mismatch: 'bad',
  AMOUNT_MISMATCH: 'bad',
  REFUND_FAILED: 'bad',
  failed: 'bad',
  FAILED: 'bad',
};

export function SalesBadge({ status, label }: { status: string; label: string }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[toneOf[status] ?? 'neutral']}`}
    >
      {label}
    </span>
  );
}
