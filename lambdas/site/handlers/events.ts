import { analyticsEventRequest } from '#shared/forms/analytics';
import { recordAnalyticsEvent } from '../analytics';
import { accepted, createApiHandler, parseJsonBody, type RouteTable } from '#lambdas/lib/http';
import { enforceRateLimit } from '#lambdas/lib/rate-limit';

// Analytics events (docs/product.md §7), sent by the browser only with analytics consent.

export const routes = {
  'POST /api/events': async (event) => {
    await enforceRateLimit(event, 'events');
    await recordAnalyticsEvent(parseJsonBody(event, analyticsEventRequest));
    return accepted({ accepted: true });
  },
} satisfies RouteTable;

export const handler = createApiHandler(routes);
