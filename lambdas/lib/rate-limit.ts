import {
  formRateLimits,
  rateLimitMessage,
  type RateLimitedForm,
} from '../../shared/forms/rate-limit';
import { countRequestWithinLimit } from '../data/rate-limits';
import { RateLimitedError } from './errors';
import type { ApiEvent } from './http';

/**
 * The caller's address as API Gateway saw it. Behind CloudFront that is an edge address unless
 * the origin request policy passes the viewer's on, which the infra issue must arrange.
 */
export const clientIp = (event: ApiEvent): string => event.requestContext.http.sourceIp;

/** Per-IP limit per form and minute (shared/forms/rate-limit.ts); 429 once it is used up. */
export async function enforceRateLimit(
  event: ApiEvent,
  form: RateLimitedForm,
  now = new Date(),
): Promise<void> {
  const withinLimit = await countRequestWithinLimit(
    form,
    clientIp(event),
    formRateLimits[form],
    now,
  );
  if (!withinLimit) throw new RateLimitedError(rateLimitMessage);
}
