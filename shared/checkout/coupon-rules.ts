import type { Coupon } from '../content/schemas';
import { formatInr } from './money';

// docs/product.md §5 "Stored coupon check", in its order and with its messages.

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
  const refusal = refusalOf(coupon, order);
  if (!refusal) {
    return {
      ok: true,
      code: coupon!.code,
      discountPaise: couponDiscount(coupon!, order.amountPaise),
    };
  }
  // Issue 17: why a private code is refused would tell a guesser that it exists. Only a code
  // staff advertised says why (it is no secret); every other refusal reads alike.
  return { ok: false, message: coupon?.advertised === true ? refusal : couponMessages.invalid };
}

/** docs/product.md §5's refusal, in its order; undefined when the coupon applies. */
function refusalOf(
  coupon: Coupon | undefined,
  order: { courseSlug: string; amountPaise: number; now: Date },
): string | undefined {
  if (!coupon || !coupon.isActive) return couponMessages.invalid;
  if (coupon.validUntil && new Date(coupon.validUntil) < order.now) return couponMessages.invalid;
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) {
    return couponMessages.usageLimit;
  }
  if (coupon.minAmountPaise !== null && order.amountPaise < coupon.minAmountPaise) {
    return couponMessages.minimumAmount(coupon.minAmountPaise);
  }
  if (coupon.applicableCourses.length && !coupon.applicableCourses.includes(order.courseSlug)) {
    return couponMessages.notApplicable;
  }
  return undefined;
}

/** Percent coupons round to the paisa (docs/product.md §10); never more than the amount. */
export function couponDiscount(coupon: Coupon, amountPaise: number): number {
  const discount =
    coupon.discountType === 'percent'
      ? Math.round((amountPaise * coupon.discountValue) / 100)
      : coupon.discountValue;
  return Math.min(discount, amountPaise);
}
