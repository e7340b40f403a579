import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiHandler, ok } from '#lambdas/lib/http';
import { logger } from '#lambdas/lib/logger';

// Per decision 011: every log line of an API invocation carries its route and request ids, so one
// request's lines can be found together in CloudWatch; and nothing of one invocation's keys
// leaks into the next.

let lines: Array<Record<string, unknown>>;
beforeEach(() => {
  lines = [];
  logger.setLogLevel('INFO');
  // Powertools writes INFO to stdout and ERROR to stderr, as JSON lines.
  const capture = (chunk: unknown) => {
    for (const text of String(chunk).split('\n')) {
      if (text.startsWith('{')) lines.push(JSON.parse(text) as Record<string, unknown>);
    }
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  vi.spyOn(process.stderr, 'write').mockImplementation(capture);
});
afterEach(() => {
  vi.restoreAllMocks();
  logger.setLogLevel('SILENT');
});

const event = (routeKey: string, requestId: string) =>
  ({
    routeKey,
    rawPath: '/',
    headers: {},
    isBase64Encoded: false,
    requestContext: { requestId },
  }) as unknown as APIGatewayProxyEventV2;

const context = (awsRequestId: string) =>
  ({
    awsRequestId,
    functionName: 'techsite-contact',
    functionVersion: '$LATEST',
    invokedFunctionArn: 'arn:aws:lambda:ap-south-1:123456789012:function:techsite-contact',
    memoryLimitInMB: '512',
  }) as Context;

describe('an API invocation’s log lines', () => {
  it('carry the route, the API Gateway request id and the Lambda request id', async () => {
    const handler = createApiHandler({
      'POST /api/contact': async () => {
        logger.info('Stored a message');
        return ok({});
      },
    });

    await handler(event('POST /api/contact', 'api-req-1'), context('lambda-req-1'));

    expect(lines.find((line) => line.message === 'Stored a message')).toMatchObject({
      route: 'POST /api/contact',
      apiRequestId: 'api-req-1',
      function_request_id: 'lambda-req-1',
    });
  });

  it('carry the error of a failed route, and not the keys of the invocation before', async () => {
    const handler = createApiHandler({
      'GET /a': async () => ok({}),
      'GET /b': async () => {
        throw new Error('a bug');
      },
    });
    await handler(event('GET /a', 'first'), context('one'));

    await handler(event('GET /b', 'second'), context('two'));

    const failure = lines.find((line) => line.message === 'Unhandled error');
    expect(failure).toMatchObject({
      route: 'GET /b',
      apiRequestId: 'second',
      function_request_id: 'two',
    });
    expect(JSON.stringify(lines)).not.toContain('"first"');
  });
});
