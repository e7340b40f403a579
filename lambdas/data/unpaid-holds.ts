import { batchKeys } from './courses';
import { couponIsUnlimited, couponKeys } from './coupons';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { db, getItem, isConditionFailed, tableName } from './table';
import type { TransactionItem } from './transactions';

// The bookkeeping of unpaid checkouts (decision 012), as transaction items that move
// with the enrollment they belong to:
// - a batch's `seatsHeld` (unpaid) beside `seatsTaken` (unpaid and paid), bounded per batch;
// - a coupon's `heldCount` beside `usedCount` (paid uses only), bounded per coupon;
// - OPEN_HOLDS#<kind>#<value> counters per client, e-mail and phone;
// - LEARNER_HOLD#<course>#<batch>#<email>: the one open checkout of a learner for a batch.
// Counts missing on items older than this bookkeeping read as zero.

/**
 * One conditional (or plain) update inside a transaction. Every expression here uses `:one`, so
 * it is always given; `values` adds the rest.
 */
function update(
  key: { pk: string; sk: string },
  expression: string,
  options: {
    condition?: string;
    values?: Record<string, unknown>;
    names?: Record<string, string>;
  } = {},
): TransactionItem {
  return {
    Update: {
      TableName: tableName(),
      Key: { pk: key.pk, sk: key.sk },
      UpdateExpression: expression,
      ...(options.condition ? { ConditionExpression: options.condition } : {}),
      ...(options.names ? { ExpressionAttributeNames: options.names } : {}),
      ExpressionAttributeValues: { ':one': 1, ...options.values },
    },
  };
}

/** Holds a seat while the learner pays: room in the batch, and unpaid holds under `cap`. */
export const holdUnpaidSeat = (courseSlug: string, batchId: string, cap: number) =>
  update(
    batchKeys(courseSlug, batchId),
    'SET seatsTaken = seatsTaken + :one, seatsHeld = if_not_exists(seatsHeld, :zero) + :one, hasEnrollments = :true',
    {
      condition:
        'isActive = :true AND seatsTaken < seats AND (attribute_not_exists(seatsHeld) OR seatsHeld < :cap)',
      values: { ':zero': 0, ':true': true, ':cap': cap },
    },
  );

/** The hold ends unpaid: the seat goes back. */
export const releaseUnpaidSeat = (courseSlug: string, batchId: string) =>
  update(
    batchKeys(courseSlug, batchId),
    'SET seatsTaken = seatsTaken - :one, seatsHeld = if_not_exists(seatsHeld, :one) - :one',
    { condition: 'seatsTaken > :zero', values: { ':zero': 0 } },
  );

/** The hold is paid: the seat stays taken and is no longer an unpaid hold. */
export const settleUnpaidSeat = (courseSlug: string, batchId: string) =>
  update(batchKeys(courseSlug, batchId), 'SET seatsHeld = if_not_exists(seatsHeld, :one) - :one');

/**
 * Holds a coupon for an unpaid checkout: active, and when limited, paid uses under the limit and
 * unpaid holds under `cap`. The use itself is counted when paid (takeCouponUse, coupons.ts).
 */
export const holdCouponUse = (code: string, cap: number) =>
  update(couponKeys(code), 'SET heldCount = if_not_exists(heldCount, :zero) + :one', {
    condition: `isActive = :true AND (${couponIsUnlimited} OR (usedCount < usageLimit AND (attribute_not_exists(heldCount) OR heldCount < :cap)))`,
    values: { ':zero': 0, ':true': true, ':null': 'NULL', ':cap': cap },
  });

export const releaseCouponHold = (code: string) =>
  update(couponKeys(code), 'SET heldCount = if_not_exists(heldCount, :one) - :one');

export type OpenHoldKind = 'client' | 'email' | 'phone';

const openHoldKeys = (kind: OpenHoldKind, value: string) => ({
  pk: `OPEN_HOLDS#${kind}#${value}`,
  sk: 'OPEN_HOLDS',
});

/** A day past its last change, a counter is gone (TTL): every hold it counted ended long ago. */
const counterTtl = (now: Date) => Math.floor(now.getTime() / 1000) + 24 * 60 * 60;

/** Counts one more open checkout of this client, e-mail or phone, refused at `cap`. */
export const countOpenHold = (kind: OpenHoldKind, value: string, cap: number, now: Date) =>
  update(
    openHoldKeys(kind, value),
    'SET openHolds = if_not_exists(openHolds, :zero) + :one, entityType = :type, #ttl = :ttl',
    {
      condition: 'attribute_not_exists(openHolds) OR openHolds < :cap',
      names: { '#ttl': 'ttl' },
      values: { ':zero': 0, ':cap': cap, ':type': 'OpenHolds', ':ttl': counterTtl(now) },
    },
  );

export const uncountOpenHold = (kind: OpenHoldKind, value: string) =>
  update(openHoldKeys(kind, value), 'SET openHolds = if_not_exists(openHolds, :one) - :one');

export interface LearnerHoldOf {
  courseSlug: string;
  batchId: string;
  email: string;
}

const learnerHoldKeys = ({ courseSlug, batchId, email }: LearnerHoldOf) => ({
  pk: `LEARNER_HOLD#${courseSlug}#${batchId}#${email}`,
  sk: 'LEARNER_HOLD',
});

/**
 * Marks `enrollmentId` as this learner's open checkout for the batch: only if there is none, or,
 * when replacing, only if it is still `replacing`.
 */
export function putLearnerHold(
  of: LearnerHoldOf,
  enrollmentId: string,
  holdExpiresAt: string,
  replacing?: string,
): TransactionItem {
  const ttl = Math.floor(new Date(holdExpiresAt).getTime() / 1000) + 24 * 60 * 60;
  return {
    Put: {
      TableName: tableName(),
      Item: { ...learnerHoldKeys(of), entityType: 'LearnerHold', enrollmentId, ttl },
      ...(replacing
        ? {
            ConditionExpression: 'enrollmentId = :replacing',
            ExpressionAttributeValues: { ':replacing': replacing },
          }
        : { ConditionExpression: 'attribute_not_exists(pk)' }),
    },
  };
}

export const deleteLearnerHold = (of: LearnerHoldOf): TransactionItem => ({
  Delete: { TableName: tableName(), Key: learnerHoldKeys(of) },
});

/** The enrollment id of the learner's open checkout for the batch, if any. */
export async function findLearnerHold(of: LearnerHoldOf): Promise<string | undefined> {
  const item = await getItem<{ enrollmentId: string }>(learnerHoldKeys(of), { consistent: true });
  return item?.enrollmentId;
}

/** Drops a marker whose checkout ended without it (a safety net; every end deletes it). */
export async function clearLearnerHold(of: LearnerHoldOf, enrollmentId: string): Promise<void> {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: learnerHoldKeys(of),
        ConditionExpression: 'enrollmentId = :id',
        ExpressionAttributeValues: { ':id': enrollmentId },
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}
