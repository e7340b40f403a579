import { ulid } from 'ulid';
import type * as z from 'zod';
import type { analyticsEventRequest } from '#shared/forms/analytics';
import { putAnalyticsEvent } from '#lambdas/data/analytics-events';
import { logger } from '#lambdas/lib/logger';

export type AnalyticsEventForm = z.output<typeof analyticsEventRequest>;

/** docs/product.md §7: tracking never gets in a visitor's way, so a failed write is only logged. */
export async function recordAnalyticsEvent(form: AnalyticsEventForm, now = new Date()) {
  try {
    await putAnalyticsEvent({
      id: ulid(now.getTime()),
      event: form.event,
      data: form.data,
      pageUrl: form.pageUrl,
      referrer: form.referrer || undefined,
      createdAt: now.toISOString(),
    });
  } catch (error) {
    logger.error('Could not store an analytics event', { error, event: form.event });
  }
}
