import type { ReactNode } from 'react';
import { PageMeta } from '#web/lib/page-meta';

/**
 * A page for one visitor (an enrolment, a payment's status, a learner's courses): never indexed,
 * on the pale blue gradient, its content in one centred column.
 */
export function PrivatePage({
  title,
  description,
  path,
  className,
  column,
  children,
}: {
  title: string;
  description: string;
  path: string;
  /** Classes beside the gradient's, such as a minimum height. */
  className?: string;
  /** The column's width and padding. */
  column: string;
  children: ReactNode;
}) {
  return (
    <section
      className={[
        className,
        'bg-gradient-to-b from-blue-50 via-white to-white dark:from-slate-900 dark:via-slate-950 dark:to-slate-950',
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <PageMeta title={title} description={description} path={path} noIndex />
      <div className={column}>{children}</div>
    </section>
  );
}
