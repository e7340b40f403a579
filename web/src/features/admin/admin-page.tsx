import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate } from '#web/lib/router';
import { PageBoundary } from '#web/app/page-boundary';
import { paths } from '#web/app/paths';
import { PageMeta } from '#web/lib/page-meta';
import { adminTabs } from './admin-tabs';
import { signOutAdmin } from './auth/admin-auth';
import { AdminGuard } from './auth/admin-guard';
import { AuthProvider } from './auth/auth-context';
import { buttonClass } from './kit/buttons';

/** /admin (docs/product.md §2): only for a signed-in admin; the sidebar picks the tab (`?tab=`). */
export function AdminPage() {
  return (
    <AuthProvider>
      <PageMeta
        title="Admin Dashboard"
        description="Run the website: enquiries, applications, courses, payments and content."
        path={paths.admin}
        noIndex
      />
      <AdminGuard>{(user) => <AdminLayout email={user.email} />}</AdminGuard>
    </AuthProvider>
  );
}

function AdminLayout({ email }: { email: string }) {
  const navigate = useNavigate();
  // `?tab=` read and written by hand: the site's router has no search-param hook (decision 013).
  const { search } = useLocation();
  const tabId = new URLSearchParams(search).get('tab');
  const [signingOut, setSigningOut] = useState(false);
  const active = adminTabs.find((tab) => tab.id === tabId) ?? adminTabs[0]!;

  async function signOut() {
    setSigningOut(true);
    try {
      await signOutAdmin();
    } finally {
      await navigate(paths.adminLogin, { replace: true });
    }
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="mb-8 flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">
            Admin Dashboard
          </h1>
          <p className="mt-1 text-slate-600 dark:text-slate-300">
            Welcome back, <span className="font-medium">{email}</span>
          </p>
        </div>
        <button
          type="button"
          onClick={() => void signOut()}
          disabled={signingOut}
          className={buttonClass.secondary}
        >
          <LogOut className="size-4" aria-hidden />
          {signingOut ? 'Signing Out...' : 'Sign Out'}
        </button>
      </div>
      <div className="flex flex-col gap-8 lg:flex-row">
        <nav aria-label="Admin sections" className="lg:w-56 lg:shrink-0">
          <ul className="flex gap-1 overflow-x-auto pb-2 lg:flex-col lg:overflow-visible lg:pb-0">
            {adminTabs.map((tab) => {
              const current = tab.id === active.id;
              return (
                <li key={tab.id} className="shrink-0">
                  <button
                    type="button"
                    aria-current={current ? 'page' : undefined}
                    onClick={() => void navigate(`${paths.admin}?tab=${tab.id}`)}
                    className={`w-full rounded-lg px-3 py-2 text-left text-sm font-medium whitespace-nowrap transition-colors ${
                      current
                        ? 'bg-blue-600 text-white'
                        : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
                    }`}
                  >
                    {tab.label}
                  </button>
                </li>
              );
            })}
          </ul>
        </nav>
        <section aria-label={active.label} className="min-w-0 flex-1">
          <PageBoundary key={active.id}>
            <active.Component />
          </PageBoundary>
        </section>
      </div>
    </div>
  );
}
