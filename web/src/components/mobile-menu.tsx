import { Link } from '../lib/router';
import { paths } from '../app/paths';
import { myLearningNavItem, type NavItem } from './nav-links';
import { NavItemLinks } from './nav-item-links';
import { ThemeToggle } from './theme-toggle';

interface MobileMenuProps {
  id: string;
  open: boolean;
  navItems: NavItem[];
  onNavigate: () => void;
}

/**
 * The small-screen menu (docs/product.md §2): the same links, a theme toggle, My Learning and
 * Get Started.
 */
export function MobileMenu({ id, open, navItems, onNavigate }: MobileMenuProps) {
  return (
    <div
      id={id}
      hidden={!open}
      className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950"
    >
      <nav aria-label="Main" className="mx-auto max-w-7xl px-4 py-3 sm:px-6">
        <NavItemLinks
          navItems={navItems}
          onNavigate={onNavigate}
          className="flex flex-col gap-1"
          linkClassName="block rounded-lg px-3 py-2.5 text-base font-medium"
          idleClassName="text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
        />
        <div className="mt-3 flex items-center justify-between gap-3 border-t border-slate-200 pt-3 dark:border-slate-800">
          <ThemeToggle withLabel testId="mobile-theme-toggle" />
          <Link
            to={myLearningNavItem.to}
            onClick={onNavigate}
            className="ml-auto rounded-lg px-3 py-2.5 text-sm font-semibold text-slate-700 hover:text-blue-700 dark:text-slate-200 dark:hover:text-blue-300"
          >
            {myLearningNavItem.label}
          </Link>
          <Link
            to={paths.contact}
            onClick={onNavigate}
            className="rounded-lg bg-blue-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-blue-700"
          >
            Get Started
          </Link>
        </div>
      </nav>
    </div>
  );
}
