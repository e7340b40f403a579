import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConflictError, HttpError } from '#lambdas/lib/errors';
import { createApiHandler } from '#lambdas/lib/http';
import { sendNotification } from '#lambdas/mail/mailer';
import { countMetric, countRevenue, metricValuesOf, recordMetrics } from '#lambdas/lib/metrics';
import { productMetrics } from '#shared/operations/product-metrics';
import { metricTotals } from '#scripts/local/metrics-page';

// Per decision 011: each failure path emits its metric through Powertools Metrics, as CloudWatch
// Embedded Metric Format, under the one namespace and dimension the alarms read.

type EmfLine = Parameters<Parameters<typeof recordMetrics>[0]>[0];
let emitted: EmfLine[];
let stopRecording: () => void;
beforeEach(() => {
  emitted = [];
  stopRecording = recordMetrics((line) => emitted.push(line));
});
afterEach(() => stopRecording());

const counted = () =>
  emitted.reduce<Record<string, number>>((sum, line) => {
    for (const [name, value] of Object.entries(metricValuesOf(line))) {
      sum[name] = (sum[name] ?? 0) + value;
    }
    return sum;
  }, {});

const event = (routeKey: string) =>
  ({ routeKey, rawPath: '/', headers: {}, isBase64Encoded: false }) as APIGatewayProxyEventV2;

describe('the metrics format', () => {
  it('is EMF in the Techsite namespace with the one service dimension every alarm reads', () => {
    countMetric(productMetrics.failedMails);

    expect(emitted).toHaveLength(1);
    const [line] = emitted;
    expect(line!._aws.CloudWatchMetrics).toEqual([
      {
        Namespace: 'Techsite',
        Dimensions: [['service']],
        Metrics: [{ Name: 'FailedMails', Unit: 'Count' }],
      },
    ]);
    expect(line!.service).toBe('techsite');
    expect(line!.FailedMails).toBe(1);
  });

  it('counts revenue in rupees', () => {
    countRevenue(2949882);
    expect(counted()).toEqual({ RevenueRupees: 29498.82 });
  });
});

describe('server errors answered', () => {
  it('are counted for a bug answered 500, an outage answered 503 and an upstream 502', async () => {
    const handler = createApiHandler({
      'GET /bug': async () => {
        throw new Error('a bug');
      },
      'GET /outage': async () => {
        throw Object.assign(new Error('throttled'), {
          name: 'ProvisionedThroughputExceededException',
          $metadata: { httpStatusCode: 400 },
        });
      },
      'GET /upstream': async () => {
        throw new HttpError(502, 'PhonePe could not refund the payment');
      },
    });

    const answers = await Promise.all(
      ['GET /bug', 'GET /outage', 'GET /upstream'].map((key) => handler(event(key))),
    );

    expect(answers.map((answer) => answer.statusCode)).toEqual([500, 503, 502]);
    expect(counted()).toEqual({ ServerErrors: 3 });
  });

  it('are not counted for an answer the caller got wrong', async () => {
    const handler = createApiHandler({
      'GET /conflict': async () => {
        throw new ConflictError('This slot was just booked.');
      },
    });

    expect((await handler(event('GET /conflict'))).statusCode).toBe(409);
    expect((await handler(event('GET /unknown'))).statusCode).toBe(404);
    expect(counted()).toEqual({});
  });
});

describe('a notification e-mail that cannot be sent', () => {
  const outbox = process.env.MAIL_OUTBOX_DIR;
  afterEach(() => {
    if (outbox === undefined) delete process.env.MAIL_OUTBOX_DIR;
    else process.env.MAIL_OUTBOX_DIR = outbox;
  });

  it('is counted as a failed mail, and the caller goes on', async () => {
    // A folder that cannot be made (its parent is a file): as SES refusing the message.
    const file = join(mkdtempSync(join(tmpdir(), 'outbox-')), 'a-file');
    writeFileSync(file, '');
    process.env.MAIL_OUTBOX_DIR = join(file, 'outbox');
    process.env.TABLE_NAME ??= 'unused';

    await expect(
      sendNotification({ to: ['asha@example.com'], subject: 'Hello', text: 'Hi' }),
    ).resolves.toBeUndefined();

    expect(counted()).toEqual({ FailedMails: 1 });
  });
});

describe('/dev/metrics totals', () => {
  it('adds up each metric from the EMF lines, lists every product metric, and marks the alarmed', () => {
    const lines = emitted;
    countMetric(productMetrics.refundFailures);
    countMetric(productMetrics.refundFailures);
    countRevenue(100_050);
    const file = `${lines.map((line) => JSON.stringify(line)).join('\n')}\nnot json\n`;

    const totals = metricTotals(file);

    expect(totals.find((metric) => metric.name === 'RefundFailures')).toMatchObject({
      total: 2,
      alarmed: true,
      lastAt: expect.any(String),
    });
    expect(totals.find((metric) => metric.name === 'RevenueRupees')).toMatchObject({
      total: 1000.5,
      alarmed: false,
    });
    expect(totals.find((metric) => metric.name === 'ServerErrors')).toMatchObject({
      total: 0,
      alarmed: true,
    });
    expect(totals.map((metric) => metric.name)).toEqual(Object.values(productMetrics));
  });
});
