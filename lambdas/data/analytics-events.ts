import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { AnalyticsEventName } from '#shared/forms/analytics';
import { db, queryPartition, tableName, withoutKeys, type ItemKeys } from './table';

export interface AnalyticsEvent {
  id: string;
  event: AnalyticsEventName;
  data: Record<string, string | number | boolean | null>;
  pageUrl: string;
  referrer?: string;
  createdAt: string;
}

/** Analytics are kept 13 months, then DynamoDB's TTL removes them. */
export const analyticsRetentionMonths = 13;

/** Epoch seconds 13 calendar months after the event. */
export function analyticsEventExpiry(createdAt: string): number {
  const at = new Date(createdAt);
  at.setUTCMonth(at.getUTCMonth() + analyticsRetentionMonths);
  return Math.floor(at.getTime() / 1000);
}

// One partition per day keeps writes spread and a day's events one Query away.
export const analyticsEventKeys = (event: Pick<AnalyticsEvent, 'id' | 'createdAt'>): ItemKeys => ({
  pk: `EVENT#${event.createdAt.slice(0, 10)}`,
  sk: `${event.createdAt}#${event.id}`,
  ttl: analyticsEventExpiry(event.createdAt),
});

export const analyticsEventItem = (event: AnalyticsEvent) => ({
  ...analyticsEventKeys(event),
  entityType: 'AnalyticsEvent',
  ...event,
});

export async function putAnalyticsEvent(event: AnalyticsEvent): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: analyticsEventItem(event) }));
}

/** A day's events (UTC date, YYYY-MM-DD), oldest first. */
export async function listAnalyticsEventsOfDay(date: string): Promise<AnalyticsEvent[]> {
  const items = await queryPartition(`EVENT#${date}`);
  return items.map((item) => withoutKeys<AnalyticsEvent>(item));
}
