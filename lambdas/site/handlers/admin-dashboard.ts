import { loadDashboard, loadDashboardMoney } from '../dashboard';
import { requireAdmin } from '#lambdas/lib/admin-auth';
import { createApiHandler, ok, type RouteTable } from '#lambdas/lib/http';

// The admin dashboard's figures (docs/product.md §2), read-only: the counts for every staff
// role, the money for those the matrix gives it (decision 021).
export const routes: RouteTable = {
  'GET /api/admin/dashboard': async (event) => {
    requireAdmin(event);
    return ok(await loadDashboard());
  },
  'GET /api/admin/dashboard/money': async (event) => {
    requireAdmin(event);
    return ok(await loadDashboardMoney());
  },
};

export const handler = createApiHandler(routes);
