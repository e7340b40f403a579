import { createApiHandler, ok } from '#lambdas/lib/http';

export const routes = {
  'GET /api/health': async () => ok({ ok: true }),
};

export const handler = createApiHandler(routes);
