import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AdminCouponChanges } from '#shared/admin/catalog-coupons';
import type { Coupon } from '#shared/content/schemas';
import {
  db,
  getItem,
  isConditionFailed,
  putNewItem,
  queryCollection,
  tableName,
  withoutKeys,
  type ItemKeys,
} from './table';
import { setFields, type TransactionItem } from './transactions';

export const couponKeys = (code: string): ItemKeys => ({
  pk: `COUPON#${code.toUpperCase()}`,
  sk: 'COUPON',
  gsi1pk: 'COUPONS',
  gsi1sk: code.toUpperCase(),
});

export const couponItem = (coupon: Coupon) => ({
  ...couponKeys(coupon.code),
  entityType: 'Coupon',
  ...coupon,
});

/** Codes match case-insensitively (docs/product.md §5). */
export function getCouponByCode(code: string): Promise<Coupon | undefined> {
  const { pk, sk } = couponKeys(code);
  return getItem<Coupon>({ pk, sk });
}

/** A coupon without a usage limit (absent, or null as the admin form stores "no limit"). */
export const couponIsUnlimited =
  'attribute_not_exists(usageLimit) OR attribute_type(usageLimit, :null)';

/**
 * What a paid checkout's coupon use is taken from:
 * - 'hold': its unpaid hold (decision 012), which ends as the use is counted;
 * - 'hold-for-admin': the same, for money kept for the admin (a wrong amount), which takes the
 *   use whatever the limit, so the admin decides;
 * - 'no-hold': nothing, as the payment came after its hold lapsed; the coupon must still be active.
 */
export type CouponUseSource = 'hold' | 'hold-for-admin' | 'no-hold';

/**
 * Takes one paid use of the coupon (`usedCount`) inside the payment's transaction, only while
 * `usageLimit` is absent or not reached: the one write that holds a coupon to its limit, so no
 * coupon is used past it whatever arrives at the same moment. Holds may outnumber the uses left
 * (decision 012): whoever pays first gets them, and a payment that finds none left is refunded.
 */
export function takeCouponUse(code: string, from: CouponUseSource): TransactionItem {
  const { pk, sk } = couponKeys(code);
  const conditions = [
    ...(from === 'no-hold' ? ['isActive = :true'] : []),
    ...(from === 'hold-for-admin' ? [] : [`(${couponIsUnlimited} OR usedCount < usageLimit)`]),
  ];
  return {
    Update: {
      TableName: tableName(),
      Key: { pk, sk },
      UpdateExpression:
        from === 'no-hold'
          ? 'SET usedCount = usedCount + :one'
          : 'SET heldCount = if_not_exists(heldCount, :one) - :one, usedCount = usedCount + :one',
      ...(conditions.length ? { ConditionExpression: conditions.join(' AND ') } : {}),
      // DynamoDB refuses a value the expressions do not use, so only those they do.
      ExpressionAttributeValues: {
        ':one': 1,
        ...(from === 'no-hold' ? { ':true': true } : {}),
        ...(from === 'hold-for-admin' ? {} : { ':null': 'NULL' }),
      },
    },
  };
}

/** Gives a paid use back: its payment was refunded, or it ended unpaid before holds were counted. */
export function giveBackCouponUse(code: string): TransactionItem {
  const { pk, sk } = couponKeys(code);
  return {
    Update: {
      TableName: tableName(),
      Key: { pk, sk },
      UpdateExpression: 'SET usedCount = usedCount - :one',
      ConditionExpression: 'usedCount > :zero',
      ExpressionAttributeValues: { ':one': 1, ':zero': 0 },
    },
  };
}

// The admin coupon list. `usedCount` belongs to checkout: admins never write it, and
// the writes below are conditional on it so a checkout at the same moment is never undone.

/** Every coupon, by code. */
export async function listCouponsByCode(): Promise<Coupon[]> {
  const items = await queryCollection('COUPONS', 'oldest');
  return items.map((item) => withoutKeys<Coupon>(item));
}

/** False when the code is taken, so nothing was written. */
export async function putNewCoupon(coupon: Coupon): Promise<boolean> {
  try {
    await putNewItem(couponItem(coupon));
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

const getCouponConsistently = (code: string) => {
  const { pk, sk } = couponKeys(code);
  return getItem<Coupon>({ pk, sk }, { consistent: true });
};

export type CouponUpdateResult =
  | { outcome: 'updated'; coupon: Coupon }
  | { outcome: 'not-found' }
  | { outcome: 'limit-below-uses'; usedCount: number };

/** Replaces the editable fields; a usage limit may not drop below the uses already made. */
export async function updateCoupon(
  code: string,
  changes: AdminCouponChanges,
): Promise<CouponUpdateResult> {
  const { pk, sk } = couponKeys(code);
  const set = setFields(changes);
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk, sk },
        ...set,
        ConditionExpression:
          changes.usageLimit === null
            ? 'attribute_exists(pk)'
            : 'attribute_exists(pk) AND usedCount <= :usageLimit',
        ReturnValues: 'ALL_NEW',
      }),
    );
    return { outcome: 'updated', coupon: withoutKeys<Coupon>(Attributes!) };
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    const current = await getCouponConsistently(code);
    return current
      ? { outcome: 'limit-below-uses', usedCount: current.usedCount }
      : { outcome: 'not-found' };
  }
}

/**
 * Deletes a coupon no checkout ever used: an enrollment that reserved a use gives it back
 * later, which needs the coupon to still be there.
 */
export async function deleteUnusedCoupon(
  code: string,
): Promise<'deleted' | 'not-found' | { usedCount: number; heldCount: number }> {
  const { pk, sk } = couponKeys(code);
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: { pk, sk },
        // A coupon an unpaid checkout holds is given back later, too (decision 012).
        ConditionExpression:
          'attribute_exists(pk) AND usedCount = :zero AND (attribute_not_exists(heldCount) OR heldCount = :zero)',
        ExpressionAttributeValues: { ':zero': 0 },
      }),
    );
    return 'deleted';
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    const current = await getCouponConsistently(code);
    return current
      ? { usedCount: current.usedCount, heldCount: current.heldCount ?? 0 }
      : 'not-found';
  }
}
