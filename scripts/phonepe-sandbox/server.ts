import { createServer } from 'node:http';
import type { RunningService } from '../local/child-process';

// Stands in for PhonePe's UAT on its own port. This first cut answers health only; the pay,
// status, refund and checkout-page behaviour comes with the payments work (issue 4).
export async function startPhonePeSandbox(options: { port: number }): Promise<RunningService> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (request.method === 'GET' && path === '/health') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ ok: true, service: 'phonepe-sandbox' }));
      return;
    }
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ success: false, code: 'NOT_FOUND', message: 'Not found' }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', resolve);
  });
  return {
    name: 'PhonePe sandbox',
    url: `http://127.0.0.1:${options.port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
