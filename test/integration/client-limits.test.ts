import { describe, expect, it } from 'vitest';
import { formRateLimits, rateLimitMessage } from '#shared/forms/rate-limit';
import { apiFrom, startOfFreshWindow, uniqueClientIp } from '../support/client-ip';

// One connection is one client (decision 012). CloudFront tells the API the viewer's address in
// x-viewer-address, replacing any the caller sent; the local site server writes the connection's
// own address there the same way (decision 004). That an IPv6 client is its whole /64 is
// clientKeyOf's (test/unit/lambdas/lib/client-key.test.ts): loopback cannot pose as IPv6 clients.

const limit = formRateLimits.contact;

/** An empty contact form (400), which still counts against the sender's quota. */
const contactFrom = (client: string, headers: Record<string, string> = {}) =>
  apiFrom(client, '/api/contact', { body: {}, headers });

describe('the per-client limits', () => {
  it('limit one client once its quota is used, while another client still gets through', async () => {
    const [client, neighbour] = [uniqueClientIp(), uniqueClientIp()];
    await startOfFreshWindow();

    const quota = await Promise.all(Array.from({ length: limit }, () => contactFrom(client)));
    const next = await contactFrom(client);
    const other = await contactFrom(neighbour);

    expect(quota.map((answer) => answer.status)).toEqual(Array(limit).fill(400));
    expect(next).toEqual({ status: 429, body: { error: rateLimitMessage } });
    expect(other.status).toBe(400);
  });

  it('ignore an x-viewer-address the caller sends: a client posing as another hits its own limit', async () => {
    const [client, posedAs] = [uniqueClientIp(), uniqueClientIp()];
    const posing = { 'x-viewer-address': posedAs };
    await startOfFreshWindow();

    const quota = await Promise.all(
      Array.from({ length: limit }, () => contactFrom(client, posing)),
    );
    const next = await contactFrom(client, posing);
    // Had the header counted, the address posed as would have used up its quota by now.
    const posedAsOwn = await Promise.all(Array.from({ length: limit }, () => contactFrom(posedAs)));

    expect(quota.map((answer) => answer.status)).toEqual(Array(limit).fill(400));
    expect(next).toEqual({ status: 429, body: { error: rateLimitMessage } });
    expect(posedAsOwn.map((answer) => answer.status)).toEqual(Array(limit).fill(400));
  });
});
