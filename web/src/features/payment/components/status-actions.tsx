import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '#web/lib/router';
import { paths } from '#web/app/paths';

const action =
  'inline-flex items-center justify-center gap-2 rounded-lg px-5 py-2.5 font-semibold transition-colors';

/** How the buttons under a payment's status look: the next step in blue, the others outlined. */
export const actionTones = {
  primary: `${action} bg-blue-600 text-white hover:bg-blue-700`,
  outline: `${action} border border-blue-600 text-blue-700 hover:bg-blue-50 dark:border-blue-400 dark:text-blue-300 dark:hover:bg-slate-900`,
  quiet: `${action} border border-slate-300 text-slate-700 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-900`,
};

/** The buttons under a payment's status, side by side on wider screens, Contact Support last. */
export function StatusActions({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
      {children}
      <Link to={paths.contact} className={actionTones.quiet}>
        Contact Support
      </Link>
    </div>
  );
}

/** The blue button that acts on the status in place (try again, check again). */
export function StatusButton({
  icon: Icon,
  onClick,
  children,
}: {
  icon: LucideIcon;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" onClick={onClick} className={actionTones.primary}>
      <Icon className="size-4" aria-hidden="true" />
      {children}
    </button>
  );
}
