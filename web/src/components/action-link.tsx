import type { ReactNode } from 'react';
import { Link } from '../lib/router';
import { primaryActionClassName } from './form-buttons';

// The public site's button looks: the blue main action, the outlined second one beside it, and
// the deeper blue of a status page's one way on (a mailed link's page, My Learning).
export const actionClassNames = {
  primary: primaryActionClassName,
  secondary:
    'rounded-lg border border-slate-300 font-semibold text-slate-800 transition-colors hover:border-blue-600 hover:text-blue-700 dark:border-slate-700 dark:text-slate-100 dark:hover:border-blue-400 dark:hover:text-blue-300',
  deep: 'rounded-lg bg-blue-700 font-semibold text-white hover:bg-blue-800',
} as const;

interface ActionLinkProps {
  to: string;
  tone: keyof typeof actionClassNames;
  /** The link's size and layout where it stands (padding, width). */
  className: string;
  children: ReactNode;
}

/** A link drawn as a button: where a page sends the visitor next (Back to Home, Contact Us). */
export function ActionLink({ to, tone, className, children }: ActionLinkProps) {
  return (
    <Link to={to} className={`${className} ${actionClassNames[tone]}`}>
      {children}
    </Link>
  );
}
