import type { Coupon } from '../../shared/content/schemas';
import { getItem, type ItemKeys } from './table';

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
