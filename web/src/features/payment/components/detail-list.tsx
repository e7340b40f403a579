import { useId, type ReactNode } from 'react';

export interface DetailRow {
  label: string;
  value: ReactNode;
}

const tones = {
  neutral: {
    card: 'border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900',
    title: 'text-slate-900 dark:text-white',
    label: 'text-slate-600 dark:text-slate-400',
    value: 'text-slate-900 dark:text-white',
  },
  success: {
    card: 'border-green-200 bg-green-50 dark:border-green-500/30 dark:bg-green-500/10',
    title: 'text-green-900 dark:text-green-200',
    label: 'text-green-800 dark:text-green-300',
    value: 'text-green-950 dark:text-green-100',
  },
} as const;

interface DetailListProps {
  title: string;
  rows: DetailRow[];
  tone?: keyof typeof tones;
  children?: ReactNode;
}

/** A titled card of label/value rows (Payment Details, the enrollment's details). */
export function DetailList({ title, rows, tone = 'neutral', children }: DetailListProps) {
  const style = tones[tone];
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={`rounded-2xl border p-5 text-left ${style.card}`}>
      <h2 id={titleId} className={`text-lg font-bold ${style.title}`}>
        {title}
      </h2>
      <dl className="mt-3 space-y-2 text-sm">
        {rows.map(({ label, value }) => (
          <div key={label} className="flex flex-wrap justify-between gap-x-4 gap-y-0.5">
            <dt className={style.label}>{label}</dt>
            <dd className={`min-w-0 font-medium break-words sm:text-right ${style.value}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {children}
    </section>
  );
}
