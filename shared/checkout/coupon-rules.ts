import type { Coupon } from '../content/schemas';
import { formatInr } from './money';

// Spec §5 "Stored coupon check", in its order and with its messages.

export const couponMessages = {
  invalid: 'Invalid coupon code',
  usageLimit: 'Coupon usage limit exceeded',
  notApplicable: 'Coupon not applicable to this course',
  minimumAmount: (minPaise: number) => `Minimum order amount is ${formatInr(minPaise)}`,
  validationFailed: 'Failed to validate coupon',
} as const;

export type CouponCheck =
  { ok: true; code: string; discountPaise: number } | { ok: false; message: string };

/** Codes are case-insensitive and stored upper-case. */
export const normalizeCouponCode = (code: string) => code.trim().toUpperCase();

export function checkCoupon(
  coupon: Coupon | undefined,
  order: { courseSlug: string; amountPaise: number; now: Date },
): CouponCheck {
  if (!coupon || !coupon.isActive) return { ok: false, message: couponMessages.invalid };
  if (coupon.validUntil && new Date(coupon.validUntil) < order.now) {
    return { ok: false, message: couponMessages.invalid };
  }
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) {
    return { ok: false, message: couponMessages.usageLimit };
  }
  if (coupon.minAmountPaise !== null && order.amountPaise < coupon.minAmountPaise) {
    return { ok: false, message: couponMessages.minimumAmount(coupon.minAmountPaise) };
  }
  if (coupon.applicableCourses.length && !coupon.applicableCourses.includes(order.courseSlug)) {
    return { ok: false, message: couponMessages.notApplicable };
  }
  return { ok: true, code: coupon.code, discountPaise: couponDiscount(coupon, order.amountPaise) };
}

/** Percent coupons round to the paisa (spec: "rounded"); never more than the amount. */
export function couponDiscount(coupon: Coupon, amountPaise: number): number {
  const discount =
    coupon.discountType === 'percent'
      ? Math.round((amountPaise * coupon.discountValue) / 100)
      : coupon.discountValue;
  return Math.min(discount, amountPaise);
}
