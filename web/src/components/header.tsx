import { CloseIcon, MenuIcon } from './icons';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from '../lib/router';
import { paths } from '../app/paths';
import { useAdminHint } from '../lib/admin-hint';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { NavItemLinks } from './nav-item-links';
import type { NavItem } from './nav-links';
import { adminNavItem, mainNavItems, myLearningNavItem } from './nav-links';
import { ThemeToggle } from './theme-toggle';
import { useHeaderLayout } from './use-header-layout';

interface HeaderProps {
  companyName: string;
}

const mobileMenuId = 'mobile-menu';

export function Header({ companyName }: HeaderProps) {
  const location = useLocation();
  // The menu remembers the history entry it was opened on, so any navigation closes it
  // without an effect.
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  // Only a signed-in admin sees the Admin link (docs/product.md §6).
  const navItems: NavItem[] = useAdminHint() ? [...mainNavItems, adminNavItem] : mainNavItems;
  // The row's parts, in the order useHeaderLayout reads them: home link, links, actions.
  const rowRef = useRef<HTMLDivElement>(null);
  // Which parts show is styled by data-layout (web/src/styles.css).
  const layout = useHeaderLayout(rowRef, navItems.length);
  // A menu left open when the row grows wide enough for the links closes with it.
  const menuOpen = menuOpenedAt === location.key && layout !== 'full' && layout !== 'compact';

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpenedAt(null);
      menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <header
      data-layout={layout}
      className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90"
    >
      <div
        ref={rowRef}
        className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8"
      >
        <Link
          to={paths.home}
          className="flex min-w-0 items-center gap-2.5 rounded-lg font-bold text-slate-900 dark:text-white"
        >
          <Logo className="size-9 shrink-0" />
          {/* When the link row needs the room, the logo alone names home; beside the menu button
              on the narrowest screens, the name may end in an ellipsis. */}
          <span className="header-name truncate text-lg tracking-tight">{companyName}</span>
        </Link>

        <nav aria-label="Main" className="header-row-part">
          <NavItemLinks
            navItems={navItems}
            className="flex items-center gap-1"
            linkClassName="rounded-lg px-2.5 py-2 text-sm font-medium whitespace-nowrap transition-colors"
            idleClassName="text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
          />
        </nav>

        <div className="header-row-part flex items-center gap-2">
          <ThemeToggle testId="theme-toggle" />
          <NavLink
            to={myLearningNavItem.to}
            className={({ isActive }) =>
              `inline-flex rounded-lg px-2.5 py-2 text-sm font-semibold whitespace-nowrap ${
                isActive
                  ? 'text-blue-700 dark:text-blue-300'
                  : 'text-slate-700 hover:text-blue-700 dark:text-slate-200 dark:hover:text-blue-300'
              }`
            }
          >
            {myLearningNavItem.label}
          </NavLink>
          <Link
            to={paths.contact}
            className="inline-flex rounded-lg bg-blue-600 px-4 py-2 text-sm font-semibold whitespace-nowrap text-white shadow-sm transition-colors hover:bg-blue-700"
          >
            Get Started
          </Link>
        </div>
        <button
          ref={menuButtonRef}
          type="button"
          aria-expanded={menuOpen}
          aria-controls={mobileMenuId}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          data-testid="mobile-menu-button"
          onClick={() => setMenuOpenedAt(menuOpen ? null : location.key)}
          className="header-menu-button inline-flex shrink-0 rounded-lg p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          {menuOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
        </button>
      </div>

      <MobileMenu
        id={mobileMenuId}
        open={menuOpen}
        navItems={navItems}
        onNavigate={() => setMenuOpenedAt(null)}
      />
    </header>
  );
}
