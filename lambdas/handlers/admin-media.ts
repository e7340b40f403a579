import { createApiHandler, type RouteTable } from '../lib/http';

// The admin area's media routes (issue 5).
export const routes: RouteTable = {};

export const handler = createApiHandler(routes);
