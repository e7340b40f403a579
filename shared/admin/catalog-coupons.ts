import * as z from 'zod';
import { rupeesToPaise } from '../checkout/money';
import type { Coupon } from '../content/schemas';
import {
  adminText,
  endOfIndianDay,
  paiseAsRupees,
  rupeesAsPaise,
  slugField,
  startOfIndianDay,
} from './catalog-fields';
import { optionalQueryText } from './lists';

// Stored coupons in the admin Courses tab (docs/product.md §10): the fields checkout checks with the product's
// rules (shared/checkout/coupon-rules.ts). Fixed discounts and minimum amounts are typed in
// rupees and stored in paise; used_count is the checkout's alone, never set here.

/** Upper-case, as stored and matched (docs/product.md §5). */
export const adminCouponCode = z
  .string({ error: 'Code is required' })
  .trim()
  .toUpperCase()
  .min(1, 'Code is required')
  .regex(/^[A-Z0-9_-]{3,40}$/, 'Use 3 to 40 letters, digits, dashes or underscores');

const percentMessage = 'A percent discount must be a whole number from 1 to 100';
const fixedMessage =
  'A fixed discount must be an amount in rupees above ₹0, with at most two decimals';

/**
 * A coupon's validity bound (docs/product.md §5): a date (YYYY-MM-DD) is a day in India, turned
 * into its instant by `dayEdge`; a date-time is kept (in UTC), so an edit that leaves the date
 * alone keeps the stored instant. Null, blank or absent: no bound.
 */
const couponInstant = (label: string, dayEdge: (date: string) => string) =>
  z
    .preprocess(
      (value) => (value === '' ? null : value),
      z
        .union([z.iso.date(), z.iso.datetime({ offset: true })], {
          error: `${label} must be a date (YYYY-MM-DD)`,
        })
        .nullable()
        .transform((value) =>
          value === null
            ? null
            : value.length === 10
              ? dayEdge(value)
              : value.endsWith('Z')
                ? value
                : new Date(value).toISOString(),
        ),
    )
    .default(null);

const couponFields = z.object({
  description: adminText('Description', 300),
  discountType: z.enum(['percent', 'fixed'], {
    error: 'Discount type must be percent or fixed',
  }),
  /** Percent (1–100) for a percent coupon; rupees for a fixed one. */
  discountValue: z.number({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? 'Discount is required'
        : 'Discount must be a number',
  }),
  isActive: z.boolean({ error: 'Active must be true or false' }).default(true),
  /** A date means the start of that day in India (see couponInstant). Null or blank: at once. */
  validFrom: couponInstant('Valid from', startOfIndianDay),
  /** A date means the end of that day in India (see couponInstant). Null or blank: no end. */
  validUntil: couponInstant('Valid until', endOfIndianDay),
  /** Null: no limit. */
  usageLimit: z
    .number({ error: 'Usage limit must be a whole number' })
    .int('Usage limit must be a whole number')
    .min(1, 'Usage limit must be at least 1')
    .nullable()
    .default(null),
  minAmountRupees: rupeesAsPaise('Minimum amount', { min: 0 }).nullable().default(null),
  /** Published to visitors: only then do refusals say why (shared/checkout/coupon-rules.ts). */
  advertised: z.boolean({ error: 'Advertised must be true or false' }).default(false),
  /** Course slugs; empty means every course (docs/product.md §5). */
  applicableCourses: z
    .array(slugField)
    .max(200, 'Please choose at most 200 courses')
    .default([])
    .transform((slugs) => [...new Set(slugs)]),
});

type ParsedCouponFields = z.output<typeof couponFields>;

function checkDiscount(coupon: ParsedCouponFields, context: z.RefinementCtx) {
  const value = coupon.discountValue;
  const valid =
    coupon.discountType === 'percent'
      ? Number.isInteger(value) && value >= 1 && value <= 100
      : value > 0 && value <= 10_000_000 && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
  if (!valid) {
    context.addIssue({
      code: 'custom',
      path: ['discountValue'],
      message: coupon.discountType === 'percent' ? percentMessage : fixedMessage,
    });
  }
}

export const validFromAfterUntilMessage = 'Valid from must be on or before the valid until date';

/** Both bounds are instants by now; equal instants still leave that one moment. */
function checkValidity(coupon: ParsedCouponFields, context: z.RefinementCtx) {
  const { validFrom, validUntil } = coupon;
  if (validFrom && validUntil && Date.parse(validFrom) > Date.parse(validUntil)) {
    context.addIssue({ code: 'custom', path: ['validFrom'], message: validFromAfterUntilMessage });
  }
}

/** The minimum amount already holds paise here (rupeesAsPaise converted it); fixed values too. */
function toStoredCouponFields({ discountValue, minAmountRupees, ...rest }: ParsedCouponFields) {
  return {
    ...rest,
    discountValue: rest.discountType === 'fixed' ? rupeesToPaise(discountValue) : discountValue,
    minAmountPaise: minAmountRupees,
  };
}

/** PUT /api/admin/coupons/{code}: every field but the code and the use count. */
export const adminCouponUpdate = couponFields
  .superRefine(checkDiscount)
  .superRefine(checkValidity)
  .transform(toStoredCouponFields);
export type AdminCouponUpdate = z.input<typeof adminCouponUpdate>;
export type AdminCouponChanges = z.output<typeof adminCouponUpdate>;

/** POST /api/admin/coupons: the fields plus the code, unique. */
export const adminCouponCreate = couponFields
  .extend({ code: adminCouponCode })
  .superRefine(checkDiscount)
  .superRefine(checkValidity)
  .transform(({ code, ...fields }) => ({ code, ...toStoredCouponFields(fields) }));
export type AdminCouponCreate = z.input<typeof adminCouponCreate>;

/**
 * A stored coupon as the form edits it: rupees for money, validFrom and validUntil kept exact
 * (usedCount is ignored by the schemas).
 */
export function adminCouponFormOf(coupon: Coupon): AdminCouponCreate {
  const { minAmountPaise, discountValue, ...fields } = coupon;
  return {
    ...fields,
    discountValue: coupon.discountType === 'fixed' ? paiseAsRupees(discountValue) : discountValue,
    minAmountRupees: minAmountPaise === null ? null : paiseAsRupees(minAmountPaise),
  };
}

/** A coupon with no course list applies to every course. */
export const couponAppliesTo = (coupon: Coupon, courseSlug: string) =>
  coupon.applicableCourses.length === 0 || coupon.applicableCourses.includes(courseSlug);

export const adminCouponListQuery = z.object({
  /** Matches code or description, case-insensitively. */
  q: optionalQueryText(200),
});
export type AdminCouponListQuery = z.input<typeof adminCouponListQuery>;

/** GET /api/admin/coupons: every coupon, by code (a shop has a handful). */
export interface AdminCouponList {
  items: Coupon[];
}

export const adminCouponMessages = {
  notFound: 'Coupon not found',
  codeTaken: (code: string) => `Coupon code ${code} already exists`,
  unknownCourse: (slug: string) => `No course has the address "${slug}"`,
  limitBelowUses: (used: number) => `Usage limit cannot be below the ${used} uses already made`,
  used: (used: number) =>
    `This coupon has been used ${used} ${used === 1 ? 'time' : 'times'}, so it cannot be deleted. Make it inactive instead.`,
  held: 'A checkout waiting for payment holds this coupon, so it cannot be deleted now. Make it inactive instead.',
} as const;
