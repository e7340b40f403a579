import * as apiPaths from '#shared/api/api-paths';
import type { NewsletterLinkResponse, NewsletterTokenRequest } from '#shared/forms/newsletter';
import { apiPost } from '#web/lib/api-client';

/** POST /api/newsletter/confirm with the token from the e-mailed confirmation link. */
export function confirmSubscription(token: string): Promise<NewsletterLinkResponse> {
  return apiPost<NewsletterLinkResponse, NewsletterTokenRequest>(apiPaths.newsletterConfirm, {
    token,
  });
}

/** POST /api/newsletter/unsubscribe with the token from a newsletter mail's unsubscribe link. */
export function unsubscribe(token: string): Promise<NewsletterLinkResponse> {
  return apiPost<NewsletterLinkResponse, NewsletterTokenRequest>(apiPaths.newsletterUnsubscribe, {
    token,
  });
}
