import { loadDashboard } from '../dashboard/dashboard';
import { requireAdmin } from '../lib/admin-auth';
import { createApiHandler, ok, type RouteTable } from '../lib/http';

// The admin dashboard's figures (spec §2, issue 5), read-only.
export const routes: RouteTable = {
  'GET /api/admin/dashboard': async (event) => {
    requireAdmin(event);
    return ok(await loadDashboard());
  },
};

export const handler = createApiHandler(routes);
