import type { Coupon } from '../../shared/content/schemas';
import { getItem, tableName, type ItemKeys } from './table';
import type { TransactionItem } from './transactions';

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

/** Codes match case-insensitively (spec §5). */
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
