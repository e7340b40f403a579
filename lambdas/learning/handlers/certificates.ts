import { createApiHandler, ok, pathParameter, pdfFile, type RouteTable } from '#lambdas/lib/http';
import { enforceRateLimit } from '#lambdas/lib/rate-limit';
import { certificatePdf, verifyCertificate } from '../certificates';

// The public side of certificates (decision 016): anyone with an id, an employer say, checks it is
// genuine, and its learner downloads it as PDF (the id is the key to both, as the certificate
// shows nothing the check does not). Limited per client, so ids cannot be tried by the thousand.

export const routes = {
  'GET /api/certificates/{id}': async (event) => {
    await enforceRateLimit(event, 'certificateLookup');
    return ok(await verifyCertificate(pathParameter(event, 'id')));
  },

  'GET /api/certificates/{id}/pdf': async (event) => {
    await enforceRateLimit(event, 'certificateLookup');
    const { pdf, fileName } = await certificatePdf(pathParameter(event, 'id'));
    return pdfFile(pdf, fileName);
  },
} satisfies RouteTable;

export const handler = createApiHandler(routes);
