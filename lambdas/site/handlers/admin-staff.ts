import { createApiHandler, type RouteTable } from '#lambdas/lib/http';

// Filled in by the work on decision 022.
export const routes: RouteTable = {};

export const handler = createApiHandler(routes);
