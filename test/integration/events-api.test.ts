import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { AnalyticsEventRequest } from '#shared/forms/analytics';
import { listAnalyticsEventsOfDay } from '#lambdas/data/analytics-events';
import { db, tableName } from '#lambdas/data/table';
import { postJson } from '../support/client-ip';
import { expectRateLimited } from '../support/rate-limit';

const anEvent = (overrides: Partial<AnalyticsEventRequest> = {}): AnalyticsEventRequest => ({
  event: 'contact_form_submission',
  data: { service: 'web-development', lead: true },
  pageUrl: `http://localhost/contact?check=${Date.now()}-${Math.random().toString(36).slice(2)}`,
  referrer: 'https://www.google.com/',
  ...overrides,
});

/** Events stored for this page address, today or (just after midnight UTC) yesterday. */
async function storedEventsFor(pageUrl: string) {
  const days = new Set(
    [Date.now() - 60_000, Date.now()].map((ms) => new Date(ms).toISOString().slice(0, 10)),
  );
  const events = (await Promise.all([...days].map(listAnalyticsEventsOfDay))).flat();
  return events.filter((event) => event.pageUrl === pageUrl);
}

describe('POST /api/events', () => {
  it('accepts a docs/product.md §7 event with 202 and stores it, to expire after 13 months', async () => {
    const event = anEvent();
    const { status, body } = await postJson('/api/events', event);

    expect(status).toBe(202);
    expect(body).toEqual({ accepted: true });
    const [stored, ...others] = await storedEventsFor(event.pageUrl);
    expect(others).toEqual([]);
    expect(stored).toMatchObject({
      event: 'contact_form_submission',
      data: { service: 'web-development', lead: true },
      referrer: 'https://www.google.com/',
    });

    const createdAt = new Date(stored!.createdAt);
    const { Item } = await db().send(
      new GetCommand({
        TableName: tableName(),
        Key: {
          pk: `EVENT#${stored!.createdAt.slice(0, 10)}`,
          sk: `${stored!.createdAt}#${stored!.id}`,
        },
      }),
    );
    const expected = new Date(createdAt);
    expected.setUTCMonth(expected.getUTCMonth() + 13);
    expect(Item?.ttl).toBe(Math.floor(expected.getTime() / 1000));
  });

  it('refuses an event name docs/product.md §7 does not list, storing nothing', async () => {
    const event = anEvent({ event: 'mouse_move' as never });
    const { status } = await postJson('/api/events', event);
    expect(status).toBe(400);
    expect(await storedEventsFor(event.pageUrl)).toEqual([]);
  });

  it('answers 429 once an address has sent its quota of events', async () => {
    const event = anEvent();
    await expectRateLimited('events', '/api/events', () => event);
    expect(await storedEventsFor(event.pageUrl)).toEqual([]);
  });
});
