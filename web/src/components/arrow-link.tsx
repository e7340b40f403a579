import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '#web/lib/router';
import { actionClassNames } from './action-link';

// The two button looks are the public site's own (ActionLink), at this link's size.
const looks = {
  primary: `inline-flex items-center justify-center gap-2 px-6 py-3 ${actionClassNames.primary}`,
  outline: `inline-flex items-center gap-2 px-6 py-3 ${actionClassNames.secondary}`,
  text: 'inline-flex items-center gap-1.5 rounded-lg text-sm font-semibold text-blue-700 hover:text-blue-800 dark:text-blue-300 dark:hover:text-blue-200',
} as const;

/** A link onward (View All Articles, Reserve Your Seat, Get a Quote), an arrow after its words. */
export function ArrowLink({
  to,
  look,
  label,
  onClick,
  children,
}: {
  to: string;
  look: keyof typeof looks;
  /** A fuller name where the words alone are ambiguous on the page (which service's quote). */
  label?: string;
  onClick?: () => void;
  children: ReactNode;
}) {
  return (
    <Link to={to} aria-label={label} onClick={onClick} className={looks[look]}>
      {children}
      <ArrowRight className="size-4" aria-hidden="true" />
    </Link>
  );
}
