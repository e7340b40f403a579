import {
  adminCouponCreate,
  adminCouponFormOf,
  adminCouponUpdate,
  type AdminCouponCreate,
} from '#shared/admin/catalog-coupons';
import { indianDateOf } from '#shared/admin/catalog-fields';
import type { Coupon } from '#shared/content/schemas';
import { errorsByField, issuesByPath, numberOrNull, textOfNumber } from './form-text';

// The coupon form's values: money in rupees, valid until as a date in India.

export interface CouponFormValues {
  code: string;
  description: string;
  discountType: Coupon['discountType'];
  discountValue: string;
  isActive: boolean;
  advertised: boolean;
  /** YYYY-MM-DD, or blank for no end. */
  validUntil: string;
  usageLimit: string;
  minAmount: string;
  applicableCourses: string[];
}

export type CouponField = keyof CouponFormValues;

export const newCouponValues: CouponFormValues = {
  code: '',
  description: '',
  discountType: 'percent',
  discountValue: '',
  isActive: true,
  advertised: false,
  validUntil: '',
  usageLimit: '',
  minAmount: '',
  applicableCourses: [],
};

export function couponFormValuesOf(coupon: Coupon): CouponFormValues {
  const form = adminCouponFormOf(coupon);
  return {
    code: coupon.code,
    description: coupon.description,
    discountType: coupon.discountType,
    discountValue: textOfNumber(form.discountValue),
    isActive: coupon.isActive,
    advertised: coupon.advertised === true,
    validUntil: coupon.validUntil ? indianDateOf(coupon.validUntil) : '',
    usageLimit: textOfNumber(coupon.usageLimit),
    minAmount: textOfNumber(form.minAmountRupees),
    applicableCourses: coupon.applicableCourses,
  };
}

/**
 * The request body. An unchanged date keeps the stored instant exactly (a seeded coupon may end
 * at another time of day than the form's end-of-day).
 */
export function couponInputOf(values: CouponFormValues, original?: Coupon): AdminCouponCreate {
  const keepsDate = original?.validUntil && values.validUntil === indianDateOf(original.validUntil);
  return {
    code: values.code,
    description: values.description,
    discountType: values.discountType,
    // Blank stays blank, so the schema answers rather than a wrong figure.
    discountValue: numberOrNull(values.discountValue) as number,
    isActive: values.isActive,
    advertised: values.advertised,
    validUntil: keepsDate ? original.validUntil : values.validUntil || null,
    usageLimit: numberOrNull(values.usageLimit),
    minAmountRupees: numberOrNull(values.minAmount),
    applicableCourses: values.applicableCourses,
  };
}

const fieldOfPath: Record<string, CouponField> = { minAmountRupees: 'minAmount' };

export const couponErrorsOf = (fieldErrors: Record<string, string>) =>
  errorsByField(fieldErrors, (path): CouponField | undefined => {
    if (fieldOfPath[path]) return fieldOfPath[path];
    const head = path.split('.')[0]!;
    return head in newCouponValues ? (head as CouponField) : undefined;
  });

export function couponFormErrors(values: CouponFormValues, isNew: boolean) {
  const schema = isNew ? adminCouponCreate : adminCouponUpdate;
  const result = schema.safeParse(couponInputOf(values));
  return result.success ? {} : couponErrorsOf(issuesByPath(result.error));
}

/** '10%' or '₹500', as the coupon list shows a discount. */
export function discountLabel(coupon: Coupon, formatInr: (paise: number) => string): string {
  return coupon.discountType === 'percent'
    ? `${coupon.discountValue}%`
    : formatInr(coupon.discountValue);
}
