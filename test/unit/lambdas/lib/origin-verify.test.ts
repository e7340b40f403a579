import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiHandler, ok } from '#lambdas/lib/http';
import { recordMetrics } from '#lambdas/lib/metrics';
import { originVerifyHeader } from '#shared/operations/origin-verify';

// Per decision 004: configured as in the cloud, the API answers only requests that came through
// CloudFront, which adds the secret origin header; a caller of the execute-api address gets 403
// and reaches no route (so cannot forge the visitor address the rate limits read).

const secret = 'origin-secret-for-tests-0123456789';
const handler = createApiHandler({ 'GET /api/health': async () => ok({ ok: true }) });

const event = (headers: Record<string, string>) =>
  ({
    routeKey: 'GET /api/health',
    rawPath: '/api/health',
    headers,
    isBase64Encoded: false,
    requestContext: { requestId: 'r1', http: { sourceIp: '203.0.113.9' } },
  }) as unknown as APIGatewayProxyEventV2;

let metrics: unknown[];
let stopRecording: () => void;
beforeEach(() => {
  process.env.ORIGIN_VERIFY_SECRET = secret;
  metrics = [];
  stopRecording = recordMetrics((line) => metrics.push(line));
});
afterEach(() => {
  delete process.env.ORIGIN_VERIFY_SECRET;
  stopRecording();
});

describe('the origin check', () => {
  it('answers 403 to a request without the origin header, in the error shape', async () => {
    const answer = await handler(event({ 'x-viewer-address': '198.51.100.7' }));
    expect(answer.statusCode).toBe(403);
    expect(JSON.parse(answer.body!)).toEqual({ error: 'Forbidden' });
  });

  it('answers 403 to a wrong or nearly right value', async () => {
    for (const value of ['guess', `${secret}x`, secret.slice(0, -1)]) {
      expect((await handler(event({ [originVerifyHeader]: value }))).statusCode).toBe(403);
    }
  });

  it('lets a request with CloudFront’s header through to its route', async () => {
    const answer = await handler(event({ [originVerifyHeader]: secret }));
    expect(answer.statusCode).toBe(200);
    expect(JSON.parse(answer.body!)).toEqual({ ok: true });
  });

  it('counts no server error for a refused caller', async () => {
    await handler(event({}));
    expect(metrics).toEqual([]);
  });

  it('checks nothing where no origin secret is configured (tests calling handlers directly)', async () => {
    delete process.env.ORIGIN_VERIFY_SECRET;
    expect((await handler(event({}))).statusCode).toBe(200);
  });
});
