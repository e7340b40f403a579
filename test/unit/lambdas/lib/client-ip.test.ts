import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { clientIp, viewerAddressHeader } from '#lambdas/lib/rate-limit';

const cloudFrontEdge = '130.176.0.10';

function eventFrom(headers: Record<string, string>): APIGatewayProxyEventV2 {
  return {
    headers,
    requestContext: { http: { sourceIp: cloudFrontEdge } },
  } as unknown as APIGatewayProxyEventV2;
}

describe('clientIp', () => {
  it("takes the viewer's IPv4 address CloudFront passed on", () => {
    expect(clientIp(eventFrom({ [viewerAddressHeader]: '203.0.113.9' }))).toBe('203.0.113.9');
  });

  it("takes the viewer's IPv6 address CloudFront passed on", () => {
    expect(clientIp(eventFrom({ [viewerAddressHeader]: '2001:db8::7' }))).toBe('2001:db8::7');
  });

  it('falls back to the source IP without the header (the local stack)', () => {
    expect(clientIp(eventFrom({}))).toBe(cloudFrontEdge);
  });

  it('falls back to the source IP when the header is not an address', () => {
    expect(clientIp(eventFrom({ [viewerAddressHeader]: '203.0.113.9, 10.0.0.1' }))).toBe(
      cloudFrontEdge,
    );
    expect(clientIp(eventFrom({ [viewerAddressHeader]: 'RATE#contact' }))).toBe(cloudFrontEdge);
  });
});
