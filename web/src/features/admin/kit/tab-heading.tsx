import type { ReactNode } from 'react';

/** A tab's title, one line on what it is for, and its actions (Refresh, Export, New...). */
export function TabHeading({
  title,
  description,
  actions,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h2 className="text-xl font-bold text-slate-900 dark:text-white">{title}</h2>
        {description && (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{description}</p>
        )}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
