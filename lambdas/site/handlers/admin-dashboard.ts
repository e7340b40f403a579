import { loadDashboard } from '../dashboard';
import { requireAdmin } from '#lambdas/lib/admin-auth';
import { createApiHandler, ok, type RouteTable } from '#lambdas/lib/http';

// The admin dashboard's figures (docs/product.md §2, issue 5), read-only.
export const routes: RouteTable = {
  'GET /api/admin/dashboard': async (event) => {
    requireAdmin(event);
    return ok(await loadDashboard());
  },
};

export const handler = createApiHandler(routes);
