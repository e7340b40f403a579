import { LogOut, Menu, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from '#web/lib/router';
import { paths } from '#web/app/paths';
import { ScrollToTop } from '#web/components/scroll-to-top';
import { SkipLink } from '#web/components/skip-link';
import { ThemeToggle } from '#web/components/theme-toggle';
import { signOutAdmin } from '../auth/admin-auth';
import { buttonClass } from '../kit/buttons';
import { AdminDialogs } from '../kit/dialogs';
import { AdminSidebar } from './admin-sidebar';

const mainId = 'admin-main';

/**
 * The admin's own layout (docs/admin.md): a top bar with who is signed in and Sign Out, the
 * sections in a sidebar (a drawer below 1024 px), and the section at full width. None of the
 * public site's header, newsletter, footer or cookie banner renders here.
 */
export function AdminShell({
  email,
  activeId,
  children,
}: {
  email: string;
  activeId: string;
  children: ReactNode;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  return (
    <>
      <ScrollToTop />
      <SkipLink targetId={mainId} />
      <div className="min-h-dvh bg-slate-50 dark:bg-slate-950">
        <AdminTopBar email={email} menuOpen={menuOpen} onMenu={() => setMenuOpen(!menuOpen)} />
        <div className="lg:flex">
          <aside className="hidden border-r border-slate-200 bg-white lg:block lg:min-h-[calc(100dvh-4rem)] lg:w-60 lg:shrink-0 dark:border-slate-800 dark:bg-slate-900">
            <div className="sticky top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto">
              <AdminSidebar activeId={activeId} />
            </div>
          </aside>
          {menuOpen && <SidebarDrawer activeId={activeId} onClose={closeMenu} />}
          <main
            id={mainId}
            tabIndex={-1}
            className="min-w-0 flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8"
          >
            {children}
          </main>
        </div>
      </div>
      <AdminDialogs />
    </>
  );
}

function AdminTopBar({
  email,
  menuOpen,
  onMenu,
}: {
  email: string;
  menuOpen: boolean;
  onMenu: () => void;
}) {
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  async function signOut() {
    setSigningOut(true);
    try {
      await signOutAdmin();
    } finally {
      await navigate(paths.adminLogin, { replace: true });
    }
  }

  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-slate-200 bg-white px-4 sm:px-6 dark:border-slate-800 dark:bg-slate-900">
      <button
        type="button"
        onClick={onMenu}
        aria-expanded={menuOpen}
        aria-controls="admin-sections-drawer"
        className="-ml-1 rounded-lg p-2 text-slate-700 hover:bg-slate-100 lg:hidden dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <Menu className="size-5" aria-hidden />
        <span className="sr-only">Sections</span>
      </button>
      <div className="min-w-0 flex-1">
        <h1 className="truncate text-base font-bold text-slate-900 sm:text-lg dark:text-white">
          <Link to={paths.admin}>Admin Dashboard</Link>
        </h1>
        <p className="truncate text-xs text-slate-600 sm:text-sm dark:text-slate-300">
          Welcome back, <span className="font-medium">{email}</span>
        </p>
      </div>
      {/* Also what keeps the page in step with the system theme while it is open. */}
      <ThemeToggle />
      <Link
        to={paths.home}
        className="hidden text-sm font-medium text-blue-700 hover:underline sm:inline dark:text-blue-400"
      >
        View website
      </Link>
      <button
        type="button"
        onClick={() => void signOut()}
        disabled={signingOut}
        className={buttonClass.secondary}
      >
        <LogOut className="size-4" aria-hidden />
        {signingOut ? 'Signing Out...' : 'Sign Out'}
      </button>
    </header>
  );
}

/**
 * The sections over the page on narrow screens: focus moves into it when it opens, Escape or a
 * choice closes it, and focus goes back to the Sections button.
 */
function SidebarDrawer({ activeId, onClose }: { activeId: string; onClose: () => void }) {
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    panel.current?.querySelector<HTMLElement>('[aria-current="page"], a')?.focus();
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') onClose();
    }
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, [onClose]);

  return (
    <div className="fixed inset-0 top-16 z-20 lg:hidden">
      <button
        type="button"
        tabIndex={-1}
        aria-hidden
        onClick={onClose}
        className="absolute inset-0 size-full bg-slate-900/40"
      />
      <div
        id="admin-sections-drawer"
        ref={panel}
        className="relative h-full w-72 max-w-[85vw] overflow-y-auto border-r border-slate-200 bg-white shadow-xl dark:border-slate-800 dark:bg-slate-900"
      >
        <div className="flex justify-end px-3 pt-3">
          <button
            type="button"
            onClick={onClose}
            className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            <X className="size-5" aria-hidden />
            <span className="sr-only">Close sections</span>
          </button>
        </div>
        <AdminSidebar activeId={activeId} onNavigate={onClose} />
      </div>
    </div>
  );
}

/** The frame of the sign-in and reset screens: the admin's, without the public site's chrome. */
export function AdminAuthFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink targetId={mainId} />
      <main
        id={mainId}
        tabIndex={-1}
        className="min-h-dvh bg-slate-50 outline-none dark:bg-slate-950"
      >
        {children}
      </main>
    </>
  );
}
