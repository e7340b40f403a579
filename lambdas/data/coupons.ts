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

/**
 * Reserves one use inside a checkout transaction: active, and `usageLimit` absent (null) or
 * `usedCount < usageLimit` as the increment's condition, so no coupon is used past its limit.
 */
export function reserveCouponUse(code: string): TransactionItem {
  const { pk, sk } = couponKeys(code);
  return {
    Update: {
      TableName: tableName(),
      Key: { pk, sk },
      UpdateExpression: 'SET usedCount = usedCount + :one',
      ConditionExpression:
        'isActive = :true AND (attribute_not_exists(usageLimit) OR attribute_type(usageLimit, :null) OR usedCount < usageLimit)',
      ExpressionAttributeValues: { ':one': 1, ':true': true, ':null': 'NULL' },
    },
  };
}

/** Gives a reserved use back when its payment fails or its hold lapses. */
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

// The admin coupon list (issue 5). `usedCount` belongs to checkout: admins never write it, and
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
