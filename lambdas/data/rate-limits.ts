import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, isConditionFailed, tableName, type ItemKeys } from './table';

// Fixed one-minute windows: one counter item per form, IP and minute, removed by TTL soon after
// its minute has passed.

/** Seconds a counter outlives its minute, so TTL's lag never resets a live window. */
const keepAfterWindowSeconds = 60;

export interface RateLimitWindow {
  /** The UTC minute, YYYY-MM-DDTHH:mm. */
  minute: string;
  /** Epoch seconds after which the counter may be deleted. */
  expiresAt: number;
}

export function rateLimitWindow(now: Date): RateLimitWindow {
  const windowStartMs = Math.floor(now.getTime() / 60_000) * 60_000;
  return {
    minute: new Date(windowStartMs).toISOString().slice(0, 16),
    expiresAt: (windowStartMs + 60_000) / 1000 + keepAfterWindowSeconds,
  };
}

export const rateLimitKeys = (form: string, ip: string, minute: string): ItemKeys => ({
  pk: `RATE#${form}#${ip}`,
  sk: minute,
});

/**
 * Counts one request of this IP to this form in the current minute, unless it already made
 * `limit`: the check and the increment are one conditional update, so bursts cannot slip past.
 * Returns false when the request is over the limit.
 */
export async function countRequestWithinLimit(
  form: string,
  ip: string,
  limit: number,
  now: Date,
): Promise<boolean> {
  const { minute, expiresAt } = rateLimitWindow(now);
  return countWithin(rateLimitKeys(form, ip, minute), limit, expiresAt);
}

/**
 * The same per calendar day in India (decision 012's daily caps): `who` is a client or an e-mail
 * address, `cap` names what is counted. False once `limit` were counted today.
 */
export function countWithinDailyLimit(
  cap: string,
  who: string,
  limit: number,
  now: Date,
): Promise<boolean> {
  const istOffsetMs = 330 * 60_000;
  const day = new Date(now.getTime() + istOffsetMs).toISOString().slice(0, 10);
  const dayEndsAt = Date.parse(`${day}T00:00:00Z`) - istOffsetMs + 24 * 60 * 60_000;
  return countWithin(
    rateLimitKeys(cap, who, `DAY#${day}`),
    limit,
    dayEndsAt / 1000 + keepAfterWindowSeconds,
  );
}

async function countWithin(key: ItemKeys, limit: number, expiresAt: number): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'ADD #count :one SET #ttl = :ttl, entityType = :type',
        ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
        ExpressionAttributeNames: { '#count': 'requestCount', '#ttl': 'ttl' },
        ExpressionAttributeValues: {
          ':one': 1,
          ':limit': limit,
          ':ttl': expiresAt,
          ':type': 'RateLimitCounter',
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}
