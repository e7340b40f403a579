import type { ReactNode } from 'react';

/** Label/value pairs in a detail modal; empty values are left out. */
export function DetailList({ entries }: { entries: [label: string, value: ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[10rem_1fr]">
      {entries
        .filter(([, value]) => value !== undefined && value !== null && value !== '')
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-500 dark:text-slate-400">{label}</dt>
            <dd className="break-words whitespace-pre-line text-slate-900 dark:text-slate-100">
              {value}
            </dd>
          </div>
        ))}
    </dl>
  );
}
