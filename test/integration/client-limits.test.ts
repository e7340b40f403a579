import { randomInt } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { formRateLimits, rateLimitMessage } from '#shared/forms/rate-limit';
import { startOfFreshWindow } from '../support/client-ip';

// Issue 17: one connection is one client, and an IPv6 connection owns a /64: spreading requests
// over its addresses gets no more than one address would. CloudFront tells the API the viewer's
// address in x-viewer-address; the local site server passes it on the same way.

const prefix = () =>
  `2001:db8:${randomInt(0x10000).toString(16)}:${randomInt(0x10000).toString(16)}`;

const contactFrom = (address: string) =>
  fetch(`${inject('siteUrl')}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-viewer-address': address },
    body: '{}',
  });

describe('the per-client limits', () => {
  it('count every address of one IPv6 /64 as one client, and another /64 apart', async () => {
    const home = prefix();
    const limit = formRateLimits.contact;
    await startOfFreshWindow();

    const quota = await Promise.all(
      Array.from({ length: limit }, (_, index) =>
        contactFrom(`${home}::${(index + 1).toString(16)}`),
      ),
    );
    const next = await contactFrom(`${home}:dead:beef:cafe:1`);
    const neighbour = await contactFrom(`${prefix()}::1`);

    expect(quota.map((answer) => answer.status)).toEqual(Array(limit).fill(400));
    expect(next.status).toBe(429);
    expect(await next.json()).toEqual({ error: rateLimitMessage });
    expect(neighbour.status).toBe(400);
  });
});
