import type { ReactNode } from 'react';

/**
 * A public form's failure, announced when it appears: the red box above the fields (booking,
 * the MVP estimate, contact, careers). `compact` is the tighter box of the smaller forms.
 */
export function ErrorAlert({
  children,
  compact = false,
  className = '',
}: {
  children: ReactNode;
  compact?: boolean;
  className?: string;
}) {
  return (
    <p
      role="alert"
      className={`rounded-lg border border-red-200 bg-red-50 text-sm text-red-800 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-300 ${
        compact ? 'px-3 py-2' : 'px-4 py-3'
      } ${className}`.trim()}
    >
      {children}
    </p>
  );
}
