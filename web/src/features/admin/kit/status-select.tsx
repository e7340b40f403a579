import { inputClassName } from '#web/components/form-field';

/** A row's status dropdown; the label names the row for screen readers. */
export function StatusSelect<S extends string>({
  label,
  value,
  statuses,
  onChange,
  disabled = false,
}: {
  label: string;
  value: S;
  statuses: readonly S[];
  onChange: (status: S) => void;
  disabled?: boolean;
}) {
  return (
    <select
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as S)}
      className={`${inputClassName} min-w-36 py-1.5`}
    >
      {statuses.map((status) => (
        <option key={status} value={status}>
          {statusLabel(status)}
        </option>
      ))}
    </select>
  );
}

/** 'in_progress' → 'In progress'. */
export function statusLabel(status: string): string {
  const words = status.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const badgeColours: Record<string, string> = {
  new: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
  published: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
  draft: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  confirmed: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  // Coupons (shared/admin/coupon-status.ts); inactive stays grey like every switched-off row.
  scheduled: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
  active: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
  expired: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  'used-up': 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
};

/**
 * A status as a coloured pill, read as `label` (default: statusLabel's); unknown statuses are
 * grey. It never wraps, so a two-word label stays one pill.
 */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  const colours =
    badgeColours[status] ?? 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200';
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${colours}`}
    >
      {label ?? statusLabel(status)}
    </span>
  );
}
