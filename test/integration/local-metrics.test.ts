import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { CheckoutResponse } from '#shared/checkout/checkout-requests';
import { aCheckout, checkout, createTestCourse, type CheckoutFixture } from '../support/checkout';

// Per decision 011: a developer sees the product's metrics fire locally, at /dev/metrics beside the
// outbox, counted from the same EMF lines the Lambdas write to CloudWatch.

let fixture: CheckoutFixture;
beforeAll(async () => {
  fixture = await createTestCourse({ seats: 25 });
});
afterAll(async () => {
  await fixture.cleanup();
});

async function metricsRow(name: string): Promise<string> {
  const page = await (await fetch(`${inject('siteUrl')}/dev/metrics`)).text();
  return new RegExp(`<tr><td>${name}</td>.*?</tr>`).exec(page)?.[0] ?? '';
}

const totalIn = (row: string) => Number(/<td>[A-Za-z]+<\/td><td>([\d.]+)<\/td>/.exec(row)?.[1]);

describe('GET /dev/metrics', () => {
  it('shows a checkout counted as it happens, and which metrics have alarms', async () => {
    const before = totalIn(await metricsRow('CheckoutsStarted'));

    const started = await checkout<CheckoutResponse>(fixture, aCheckout(fixture));

    expect(started.status).toBe(201);
    expect(totalIn(await metricsRow('CheckoutsStarted'))).toBeGreaterThan(before);
    expect(await metricsRow('CheckoutsStarted')).toContain('<td>—</td></tr>');
    expect(await metricsRow('ServerErrors')).toMatch(/alarm set|would alarm/);
  });
});
