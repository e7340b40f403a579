import * as apiPaths from '#shared/api/api-paths';
import type { AnalyticsEventName } from '#shared/forms/analytics';
import { hasConsent } from './consent';

type EventData = Record<string, string | number | boolean | null>;

/**
 * Sends an analytics event (POST /api/events), only when the visitor accepted analytics
 * cookies. Never throws and never delays the page: tracking errors are only logged (docs/product.md §7).
 */
export function track(event: AnalyticsEventName, data: EventData = {}): void {
  if (typeof window === 'undefined' || !hasConsent('analytics')) return;
  const body = JSON.stringify({
    event,
    data,
    pageUrl: window.location.href,
    referrer: document.referrer || undefined,
  });
  fetch(apiPaths.events, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
    keepalive: true,
  }).catch((error: unknown) => console.warn('Analytics event not sent', error));
}
