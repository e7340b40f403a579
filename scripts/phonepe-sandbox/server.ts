import { createServer } from 'node:http';
import type { RunningService } from '../local/child-process';
import { httpUrl } from '../local/listen-host';
import { checkoutPageRoutes } from './checkout-page';
import { controlRoutes } from './control-api';
import { SandboxHttpError, sendJson } from './http-io';
import { OrderBook } from './orders';
import { RateLimit, type ApiSurface } from './rate-limit';
import { refundControlRoutes } from './refund-control-api';
import type { SandboxContext, SandboxRoute } from './sandbox-context';
import { resolveSandboxOptions, type PhonePeSandboxOptions } from './sandbox-options';
import { v1Routes } from './v1-api';
import { v2Routes } from './v2-api';
import { WebhookSender } from './webhooks';

export type { PhonePeSandboxCredentials, PhonePeSandboxOptions } from './sandbox-options';

// Stands in for PhonePe's UAT on its own port: Standard Checkout v2 and PG v1 with the
// credentials it is given, a checkout page with Success / Failure / Pending, signed webhooks,
// status and refunds, 429 on bursts, plus sandbox-only control endpoints for tests
// (control-api.ts, refund-control-api.ts). It refuses to start with webhook credentials
// PhonePe's dashboard would refuse (sandbox-options.ts).

const routes: SandboxRoute[] = [
  {
    method: 'GET',
    path: /^\/health$/,
    handle: async (_context, _request, response) =>
      sendJson(response, 200, { ok: true, service: 'phonepe-sandbox' }),
  },
  ...v2Routes,
  ...v1Routes,
  ...checkoutPageRoutes,
  ...controlRoutes,
  ...refundControlRoutes,
];

/** PhonePe's 429, in each API's error shape. */
function tooManyRequests(surface: ApiSurface, perSecond: number) {
  const message = `Too many requests: more than ${perSecond} in one second`;
  return surface === 'v1'
    ? { success: false, code: 'TOO_MANY_REQUESTS', message, data: {} }
    : { code: 'TOO_MANY_REQUESTS', message };
}

export async function startPhonePeSandbox(options: PhonePeSandboxOptions): Promise<RunningService> {
  const resolved = resolveSandboxOptions(options);
  const context: SandboxContext = {
    options: resolved,
    orders: new OrderBook(),
    webhooks: new WebhookSender(resolved.webhookRetryDelaysMs),
    tokens: new Map(),
    rateLimit: new RateLimit(resolved.rateLimitPerSecond),
  };

  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://sandbox').pathname;
    try {
      for (const route of routes) {
        const match = route.path.exec(path);
        if (!match || route.method !== request.method) continue;
        if (route.surface && !context.rateLimit.admit(route.surface)) {
          const { perSecond } = context.rateLimit;
          return sendJson(response, 429, tooManyRequests(route.surface, perSecond));
        }
        const parameters = match.slice(1).map((part) => decodeURIComponent(part));
        await route.handle(context, request, response, parameters);
        return;
      }
      sendJson(response, 404, { success: false, code: 'NOT_FOUND', message: 'Not found' });
    } catch (error) {
      if (response.headersSent) return void response.end();
      if (error instanceof SandboxHttpError)
        return sendJson(response, error.statusCode, error.body);
      if (error instanceof URIError) {
        return sendJson(response, 400, { code: 'BAD_REQUEST', message: 'Malformed path' });
      }
      console.error('PhonePe sandbox failed a request', error);
      sendJson(response, 500, { code: 'INTERNAL_SERVER_ERROR', message: 'Sandbox error' });
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(resolved.port, resolved.host, resolve);
  });
  return {
    name: 'PhonePe sandbox',
    url: httpUrl(resolved.host, resolved.port),
    stop: () =>
      new Promise<void>((resolve) => {
        context.webhooks.stop();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
