import type { CouponValidateResponse } from '#shared/checkout/checkout-requests';
import { checkoutMessages } from '#shared/checkout/checkout-requests';
import { checkCoupon } from '#shared/checkout/coupon-rules';
import { priceOrder, type OrderAmounts } from '#shared/checkout/pricing';
import type { Coupon, Course, SiteSettings } from '#shared/content/schemas';
import { getCouponByCode } from '#lambdas/data/coupons';
import { getCourseWithDetails, type CourseWithDetails } from '#lambdas/data/courses';
import { NotFoundError, ValidationError } from '#lambdas/lib/errors';
import { companySettings } from '#lambdas/data/company-settings';

// The server's price of an order (docs/product.md §10): the course's fee, a stored coupon checked by the
// the product's rules, 18% GST split by the place of supply (the learner's state, or a company's GSTIN
// state) against the company's registered state.

/** A course learners can buy: published, with its batches. */
export async function loadPublishedCourse(slug: string): Promise<CourseWithDetails> {
  const found = await getCourseWithDetails(slug);
  if (!found || found.course.status !== 'published') {
    throw new NotFoundError(checkoutMessages.courseNotFound);
  }
  return found;
}

export interface PricedOrder {
  amounts: OrderAmounts;
  couponCode: string | null;
  /** The stored coupon as read, for the caps on unpaid checkouts that carry it. */
  coupon?: Coupon;
}

/**
 * Prices the course for a supply to `placeOfSupplyState`. A coupon that fails the product's check answers
 * 400 with its message, on `couponField` (the form field that carried it).
 */
export async function priceCourseOrder(input: {
  course: Course;
  couponCode: string | undefined;
  placeOfSupplyState: string;
  settings: SiteSettings;
  couponField: string;
  now: Date;
}): Promise<PricedOrder> {
  const { course, couponCode, settings, now } = input;
  let discountPaise = 0;
  const coupon = couponCode ? await getCouponByCode(couponCode) : undefined;
  if (couponCode) {
    const check = checkCoupon(coupon, {
      courseSlug: course.slug,
      amountPaise: course.pricePaise,
      now,
    });
    if (!check.ok) {
      throw new ValidationError(check.message, { [input.couponField]: check.message });
    }
    discountPaise = check.discountPaise;
  }
  return {
    amounts: priceOrder({
      feePaise: course.pricePaise,
      originalPricePaise: course.originalPricePaise,
      discountPaise,
      learnerState: input.placeOfSupplyState,
      companyState: settings.registeredState,
    }),
    couponCode: couponCode ?? null,
    ...(coupon && { coupon }),
  };
}

/**
 * POST /api/coupons/validate: the discount and a preview of the order. `state` is the place of
 * supply (the wizard sends a company's GSTIN state); without it the preview assumes the
 * registered state.
 */
export async function validateCoupon(
  request: { code: string; courseSlug: string; state?: string },
  now = new Date(),
): Promise<CouponValidateResponse> {
  const [{ course }, settings] = await Promise.all([
    loadPublishedCourse(request.courseSlug),
    companySettings(),
  ]);
  const { amounts } = await priceCourseOrder({
    course,
    couponCode: request.code,
    placeOfSupplyState: request.state ?? settings.registeredState,
    settings,
    couponField: 'code',
    now,
  });
  return {
    code: request.code,
    discountPaise: amounts.discountPaise,
    discountAmount: amounts.discountPaise,
    amounts,
  };
}
