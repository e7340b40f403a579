import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface ToolHeadingProps {
  /** Id of the <h2>, for the section's aria-labelledby. */
  id: string;
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}

/**
 * The heading of a home-page tool (the consultation booking, the MVP calculator): its icon,
 * its title and what it does.
 */
export function ToolHeading({ id, icon: Icon, title, children }: ToolHeadingProps) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <span className="inline-flex rounded-full bg-blue-100 p-3 text-blue-700 dark:bg-blue-500/15 dark:text-blue-300">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h2
        id={id}
        className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white"
      >
        {title}
      </h2>
      <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{children}</p>
    </div>
  );
}
