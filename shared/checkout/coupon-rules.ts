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
  // Why a private code is refused would tell a guesser that it exists (docs/product.md §5). Only
  // a code staff advertised says why (it is no secret); every other refusal reads alike.
  return { ok: false, message: coupon?.advertised === true ? refusal : couponMessages.invalid };
}

/**
 * Where an instant falls against a coupon's dates, both ends inclusive: validFrom is the first
 * instant it applies, validUntil the last (the start and end of days in IST, as the admin stores
 * them). A missing bound never limits it.
 */
export function couponPeriodAt(
  coupon: Pick<Coupon, 'validFrom' | 'validUntil'>,
  now: Date,
): 'before' | 'within' | 'after' {
  if (coupon.validUntil && now.getTime() > Date.parse(coupon.validUntil)) return 'after';
  if (coupon.validFrom && now.getTime() < Date.parse(coupon.validFrom)) return 'before';
  return 'within';
}

/** docs/product.md §5's refusal, in its order; undefined when the coupon applies. */
function refusalOf(
  coupon: Coupon | undefined,
  order: { courseSlug: string; amountPaise: number; now: Date },
): string | undefined {
  if (!coupon || !coupon.isActive) return couponMessages.invalid;
  // Not yet started reads exactly as already ended: both are outside the coupon's dates.
  if (couponPeriodAt(coupon, order.now) !== 'within') return couponMessages.invalid;
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
