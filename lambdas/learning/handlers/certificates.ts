import { createApiHandler, ok, pathParameter, type RouteTable } from '#lambdas/lib/http';
import { enforceRateLimit } from '#lambdas/lib/rate-limit';
import { verifyCertificate } from '../certificates';

// The public side of certificates (issue 15): anyone with an id, an employer say, checks it is
// genuine. Limited per client, so ids cannot be tried by the thousand.

export const routes = {
  'GET /api/certificates/{id}': async (event) => {
    await enforceRateLimit(event, 'certificateLookup');
    return ok(await verifyCertificate(pathParameter(event, 'id')));
  },
} satisfies RouteTable;

export const handler = createApiHandler(routes);
