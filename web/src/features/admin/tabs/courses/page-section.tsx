import type { ReactNode } from 'react';

/** A titled part of a course's or batch's page: its heading names the section for readers. */
export function PageSection({
  id,
  title,
  className = 'space-y-3',
  children,
}: {
  /** The heading's id, which the section is labelled by. */
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h3 id={id} className="text-lg font-semibold text-slate-900 dark:text-white">
        {title}
      </h3>
      {children}
    </section>
  );
}
