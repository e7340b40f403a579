import type { ReactNode } from 'react';
import { paths } from '#web/app/paths';
import { useAuth } from './auth-context';
import type { SignedInUser } from './admin-auth';
import { Redirect } from './redirect';

/** docs/product.md §4: 'Checking authentication...', then the page for an admin or /admin/login (replace). */
export function AdminGuard({ children }: { children: (user: SignedInUser) => ReactNode }) {
  const { state } = useAuth();
  if (state.status === 'checking') {
    return (
      <p role="status" className="px-4 py-24 text-center text-slate-600 dark:text-slate-300">
        Checking authentication...
      </p>
    );
  }
  if (state.status === 'signedOut' || !state.user.isAdmin) {
    return <Redirect to={paths.adminLogin} />;
  }
  return <>{children(state.user)}</>;
}
