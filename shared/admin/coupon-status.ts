import { couponPeriodAt } from '../checkout/coupon-rules';
import type { Coupon } from '../content/schemas';

// A stored coupon's status as the admin coupon list shows it (docs/product.md §10), read from
// the same rules checkout applies (shared/checkout/coupon-rules.ts), so the list never calls a
// coupon Active that checkout refuses for its dates, its switch or its uses.

export type CouponStatus = 'scheduled' | 'active' | 'expired' | 'used-up' | 'inactive';

export const couponStatusLabels: Record<CouponStatus, string> = {
  scheduled: 'Scheduled',
  active: 'Active',
  expired: 'Expired',
  'used-up': 'Used up',
  inactive: 'Inactive',
};

/**
 * The one status of a coupon at `now`. When several hold, the first of these wins:
 * - inactive: staff switched it off, which overrides everything its dates or uses say;
 * - expired: past its validUntil, for good (only a new end date revives it);
 * - used-up: every allowed use taken (paid uses; unpaid holds do not count);
 * - scheduled: its validFrom is still ahead;
 * - active: checkout applies it (to the courses and order amounts it allows).
 * Expired and used-up come before scheduled because they stay true when the start arrives.
 */
export function couponStatusAt(
  coupon: Pick<Coupon, 'isActive' | 'validFrom' | 'validUntil' | 'usageLimit' | 'usedCount'>,
  now: Date,
): CouponStatus {
  if (!coupon.isActive) return 'inactive';
  const period = couponPeriodAt(coupon, now);
  if (period === 'after') return 'expired';
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) return 'used-up';
  if (period === 'before') return 'scheduled';
  return 'active';
}
