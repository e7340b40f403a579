import * as apiPaths from '#shared/api/api-paths';
import type { NewsletterRequest, NewsletterResponse } from '#shared/forms/newsletter';
import { apiPost } from '../api-client';

/** POST /api/newsletter: 201 for a new subscriber, 200 with alreadySubscribed for a known one. */
export function subscribeNewsletter(request: NewsletterRequest): Promise<NewsletterResponse> {
  return apiPost<NewsletterResponse, NewsletterRequest>(apiPaths.newsletter, request);
}
