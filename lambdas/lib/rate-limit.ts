import { isIP } from 'node:net';
import { formRateLimits, rateLimitMessage, type RateLimitedForm } from '#shared/forms/rate-limit';
import { countRequestWithinLimit } from '#lambdas/data/rate-limits';
import { clientKeyOf } from './client-key';
import { RateLimitedError } from './errors';
import type { ApiEvent } from './http';

/**
 * Set by CloudFront's /api/* function (infra/site/clean-urls-function.ts) to the viewer's address,
 * replacing whatever the caller sent; API Gateway's sourceIp is then only a CloudFront edge. The
 * API answers only requests that came through CloudFront (origin-verify.ts), so no caller's own
 * copy arrives; locally the site server writes the connection's address (decision 004).
 */
export const viewerAddressHeader = 'x-viewer-address';

/** The caller's address: the viewer's as CloudFront passed it on, else API Gateway's sourceIp. */
export function clientIp(event: ApiEvent): string {
  const viewerAddress = event.headers?.[viewerAddressHeader]?.trim();
  return viewerAddress && isIP(viewerAddress) !== 0
    ? viewerAddress
    : event.requestContext.http.sourceIp;
}

/** The client every limit and cap counts: the IPv4 address, or the IPv6 /64 (client-key.ts). */
export const clientOf = (event: ApiEvent): string => clientKeyOf(clientIp(event));

/** Per-client limit per form and minute (shared/forms/rate-limit.ts); 429 once it is used up. */
export function enforceRateLimit(
  event: ApiEvent,
  form: RateLimitedForm,
  now = new Date(),
): Promise<void> {
  return enforceLimitOf(form, clientOf(event), formRateLimits[form], now);
}

/** `limit` requests a minute for `key`; 429 once it is used up. */
async function enforceLimitOf(
  counter: string,
  key: string,
  limit: number,
  now = new Date(),
): Promise<void> {
  if (!(await countRequestWithinLimit(counter, key, limit, now))) {
    throw new RateLimitedError(rateLimitMessage);
  }
}
