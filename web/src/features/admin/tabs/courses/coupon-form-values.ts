import {
  adminCouponCreate,
  adminCouponFormOf,
  adminCouponUpdate,
  type AdminCouponCreate,
} from '#shared/admin/catalog-coupons';
import { indianDateOf } from '#shared/admin/catalog-fields';
import type { AdminCourseSummary } from '#shared/admin/catalog-courses';
import type { Coupon } from '#shared/content/schemas';
import { fieldErrorsIn, numberOrNull, schemaErrors, textOfNumber } from './form-text';

// The coupon form's values: money in rupees, the validity as dates in India (IST).

export const newCouponValues = {
  code: '',
  description: '',
  discountType: 'percent' as Coupon['discountType'],
  discountValue: '',
  isActive: true,
  advertised: false,
  /** YYYY-MM-DD (from the start of that day in IST), or blank for no start. */
  validFrom: '',
  /** YYYY-MM-DD (to the end of that day in IST), or blank for no end. */
  validUntil: '',
  usageLimit: '',
  minAmount: '',
  applicableCourses: [] as string[],
};

export type CouponFormValues = typeof newCouponValues;
export type CouponField = keyof CouponFormValues;

export function couponFormValuesOf(coupon: Coupon): CouponFormValues {
  const form = adminCouponFormOf(coupon);
  return {
    code: coupon.code,
    description: coupon.description,
    discountType: coupon.discountType,
    discountValue: textOfNumber(form.discountValue),
    isActive: coupon.isActive,
    advertised: coupon.advertised === true,
    validFrom: coupon.validFrom ? indianDateOf(coupon.validFrom) : '',
    validUntil: coupon.validUntil ? indianDateOf(coupon.validUntil) : '',
    usageLimit: textOfNumber(coupon.usageLimit),
    minAmount: textOfNumber(form.minAmountRupees),
    applicableCourses: coupon.applicableCourses,
  };
}

/**
 * A date field's value for the request: an unchanged date keeps the stored instant exactly (a
 * coupon stored earlier may start or end at another time of day than the form's day edges).
 */
function instantOrDate(date: string, stored: string | null | undefined): string | null {
  return stored && date === indianDateOf(stored) ? stored : date || null;
}

/** The request body. */
export function couponInputOf(values: CouponFormValues, original?: Coupon): AdminCouponCreate {
  return {
    code: values.code,
    description: values.description,
    discountType: values.discountType,
    // Blank stays blank, so the schema answers rather than a wrong figure.
    discountValue: numberOrNull(values.discountValue) as number,
    isActive: values.isActive,
    advertised: values.advertised,
    validFrom: instantOrDate(values.validFrom, original?.validFrom),
    validUntil: instantOrDate(values.validUntil, original?.validUntil),
    usageLimit: numberOrNull(values.usageLimit),
    minAmountRupees: numberOrNull(values.minAmount),
    applicableCourses: values.applicableCourses,
  };
}

export const couponErrorsOf = fieldErrorsIn<CouponField>(newCouponValues, {
  minAmountRupees: 'minAmount',
});

export const couponFormErrors = (values: CouponFormValues, isNew: boolean) =>
  schemaErrors(
    isNew ? adminCouponCreate : adminCouponUpdate,
    couponInputOf(values),
    couponErrorsOf,
  );

interface CourseChoice {
  slug: string;
  label: string;
}

/**
 * The courses to tick: every course there is, then the ones the coupon names that no longer
 * exist, so the list never empties by accident (an empty list means every course).
 */
export function courseChoicesOf(
  courses: Pick<AdminCourseSummary, 'slug' | 'title'>[],
  applicable: string[],
): CourseChoice[] {
  const knownSlugs = new Set(courses.map((course) => course.slug));
  return [
    ...courses.map((course) => ({ slug: course.slug, label: course.title })),
    ...applicable
      .filter((slug) => !knownSlugs.has(slug))
      .map((slug) => ({ slug, label: `${slug} (no longer exists)` })),
  ];
}

/** `applicable` with `slug` added (checked) or taken out. */
export const toggledSlugs = (applicable: string[], slug: string, checked: boolean) =>
  checked ? [...applicable, slug] : applicable.filter((listed) => listed !== slug);

/** '10%' or '₹500', as the coupon list shows a discount. */
export function discountLabel(coupon: Coupon, formatInr: (paise: number) => string): string {
  return coupon.discountType === 'percent'
    ? `${coupon.discountValue}%`
    : formatInr(coupon.discountValue);
}

/**
 * A coupon's dates as the list shows them, each a day in IST: '1 Jan 2027 – 31 Dec 2027 (IST)',
 * 'Until 31 Dec 2027 (IST)', 'From 1 Jan 2027 (IST)' or 'No end'.
 */
export function validityLabel(coupon: Coupon, formatDate: (instant: string) => string): string {
  const from = coupon.validFrom ? formatDate(coupon.validFrom) : '';
  const until = coupon.validUntil ? formatDate(coupon.validUntil) : '';
  if (from && until) return `${from} – ${until} (IST)`;
  if (until) return `Until ${until} (IST)`;
  if (from) return `From ${from} (IST)`;
  return 'No end';
}
