import type { ReactNode } from 'react';

/**
 * A failure, announced when it appears: the red box above a public form's fields (booking, the
 * MVP estimate, contact, careers) and an admin screen's server message. `compact` is the tighter
 * box of the smaller forms. Given as `message` (the admin's way), a blank message shows nothing,
 * so a screen can always render it with its current error.
 */
export function ErrorAlert({
  children,
  message,
  compact = false,
  className = '',
}: {
  children?: ReactNode;
  message?: string;
  compact?: boolean;
  className?: string;
}) {
  const content = children ?? message;
  if (content === undefined || content === null || content === '') return null;
  return (
    <p
      role="alert"
      className={`rounded-lg border border-red-200 bg-red-50 text-sm text-red-800 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-300 ${
        compact ? 'px-3 py-2' : 'px-4 py-3'
      } ${className}`.trim()}
    >
      {content}
    </p>
  );
}
