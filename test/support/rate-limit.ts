import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import { db, queryPartition, tableName } from '#lambdas/data/table';
import { clientKeyOf } from '#lambdas/lib/client-key';
import { formRateLimits, rateLimitMessage, type RateLimitedForm } from '#shared/forms/rate-limit';
import { apiFrom, startOfFreshWindow, uniqueClientIp } from './client-ip';

/**
 * Uses up a form's per-minute quota from one fresh address (with requests that fail validation,
 * which count too), then checks the next request, though valid, is refused with 429. Answers
 * the address, now out of quota for this minute.
 */
export async function expectRateLimited(
  form: RateLimitedForm,
  path: string,
  validBody: () => unknown,
): Promise<string> {
  const limit = formRateLimits[form];
  const clientIp = uniqueClientIp();
  await startOfFreshWindow();
  const quota = await Promise.all(
    Array.from({ length: limit }, () => apiFrom(clientIp, path, { rawBody: '{}' })),
  );
  expect(quota.map((answer) => answer.status)).toEqual(Array(limit).fill(400));

  const refused = await apiFrom(clientIp, path, { body: validBody() });
  expect(refused).toEqual({ status: 429, body: { error: rateLimitMessage } });
  return clientIp;
}

/**
 * Forgets a form's counters for the given addresses. Browser tests all come from the loopback
 * address (127.0.0.1, or ::1 when localhost resolves to IPv6) and share its quota of a few
 * submissions a minute; a browser test that submits a form often can clear it first.
 */
export async function clearRateLimits(
  form: RateLimitedForm,
  clientIps: string[] = ['127.0.0.1', '::1'],
): Promise<void> {
  for (const clientIp of clientIps) {
    const counters = await queryPartition(`RATE#${form}#${clientKeyOf(clientIp)}`);
    for (let start = 0; start < counters.length; start += 25) {
      const batch = counters.slice(start, start + 25);
      await db().send(
        new BatchWriteCommand({
          RequestItems: {
            [tableName()]: batch.map(({ pk, sk }) => ({ DeleteRequest: { Key: { pk, sk } } })),
          },
        }),
      );
    }
  }
}
