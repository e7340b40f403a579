import * as apiPaths from '#shared/api/api-paths';
import type { NewsletterRequest, NewsletterResponse } from '#shared/forms/newsletter';
import { apiPost } from '../api-client';

/** POST /api/newsletter: the same 202 and message for every address; a mail asks to confirm. */
export function subscribeNewsletter(request: NewsletterRequest): Promise<NewsletterResponse> {
  return apiPost<NewsletterResponse, NewsletterRequest>(apiPaths.newsletter, request);
}
