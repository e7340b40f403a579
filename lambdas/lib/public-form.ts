import type * as z from 'zod';
import { honeypotField } from '#shared/forms/fields';
import type { RateLimitedForm } from '#shared/forms/rate-limit';
import { parseJsonBody, type ApiEvent } from './http';
import { enforceRateLimit } from './rate-limit';
import { countMetric } from './metrics';
import { productMetrics } from '#shared/operations/product-metrics';

export interface AcceptedForm<T> {
  data: T;
  /**
   * The hidden honeypot field was filled, so a bot sent this: answer as if it worked, but store
   * and send nothing.
   */
  fromBot: boolean;
}

/**
 * The gate every public form passes: the per-IP rate limit first, then the shared zod schema.
 * `countReceived: false` for a form that counts later (a newsletter sign-up, once confirmed).
 */
export async function acceptPublicForm<S extends z.ZodType>(
  event: ApiEvent,
  form: RateLimitedForm,
  schema: S,
  { countReceived = true } = {},
): Promise<AcceptedForm<z.infer<S>>> {
  await enforceRateLimit(event, form);
  const data = parseJsonBody(event, schema);
  const honeypot = (data as Record<string, unknown>)[honeypotField];
  const fromBot = typeof honeypot === 'string' && honeypot.trim() !== '';
  if (!fromBot && countReceived) countMetric(productMetrics.formsReceived);
  return { data, fromBot };
}
