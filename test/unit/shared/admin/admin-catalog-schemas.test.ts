import { describe, expect, it } from 'vitest';
import { adminBatchInput } from '#shared/admin/catalog-batches';
import {
  adminCouponCreate,
  adminCouponFormOf,
  adminCouponUpdate,
  couponAppliesTo,
} from '#shared/admin/catalog-coupons';
import {
  adminCourseCreate,
  adminCourseFormOf,
  adminCourseUpdate,
} from '#shared/admin/catalog-courses';
import { endOfIndianDay, indianDateOf, startOfIndianDay } from '#shared/admin/catalog-fields';
import { seedCoupons } from '#shared/content/fallback/coupons';
import { fallbackCourses } from '#shared/content/fallback/courses';
import { courseSchema, couponSchema } from '#shared/content/schemas';

const fieldErrorsOf = (result: { success: boolean; error?: { issues: unknown[] } }) =>
  Object.fromEntries(
    ((result.error?.issues ?? []) as Array<{ path: PropertyKey[]; message: string }>).map(
      (issue) => [issue.path.join('.'), issue.message],
    ),
  );

const aCourseForm = {
  slug: 'rust-for-backend-engineers',
  title: '  Rust for Backend Engineers ',
  shortDescription: 'Build fast, safe services in Rust.',
  description: 'Ownership, async and production services.',
  priceRupees: 24999.5,
  originalPriceRupees: 29999,
  instructor: { name: 'Meera Iyer' },
  features: ['Live classes', '  ', 'Certificate'],
};

describe('adminCourseCreate', () => {
  it('turns rupees into paise and fills the spec defaults', () => {
    const parsed = adminCourseCreate.parse(aCourseForm);
    expect(parsed).toMatchObject({
      slug: 'rust-for-backend-engineers',
      title: 'Rust for Backend Engineers',
      pricePaise: 2499950,
      originalPricePaise: 2999900,
      status: 'draft',
      durationWeeks: 12,
      level: 'Beginner',
      category: 'Technology',
      features: ['Live classes', 'Certificate'],
      instructor: { name: 'Meera Iyer', avatar: '', bio: '', experience: '' },
    });
    expect(parsed).not.toHaveProperty('priceRupees');
  });

  it('ignores a typed-in rating: it is computed from reviews (decision 024)', () => {
    const parsed = adminCourseCreate.parse({ ...aCourseForm, rating: 5, reviewsCount: 999 });
    expect(parsed).not.toHaveProperty('rating');
    expect(parsed).not.toHaveProperty('reviewsCount');
  });

  it('parses into a course the public schema accepts', () => {
    const parsed = adminCourseCreate.parse(aCourseForm);
    const stored = { ...parsed, id: '01J', createdAt: '2026-11-22T10:00:00.000Z' };
    expect(courseSchema.safeParse(stored).success).toBe(true);
  });

  it('refuses sub-paisa amounts, a zero price and an original price not above the price', () => {
    expect(
      fieldErrorsOf(
        adminCourseCreate.safeParse({
          ...aCourseForm,
          priceRupees: 10.005,
          originalPriceRupees: null,
        }),
      ),
    ).toEqual({ priceRupees: 'Price can have at most two decimals (paise)' });
    expect(fieldErrorsOf(adminCourseCreate.safeParse({ ...aCourseForm, priceRupees: 0 }))).toEqual({
      priceRupees: 'Price must be more than ₹0',
    });
    expect(
      fieldErrorsOf(adminCourseCreate.safeParse({ ...aCourseForm, originalPriceRupees: 24999.5 })),
    ).toEqual({ originalPriceRupees: 'Original price must be higher than the price' });
  });

  it('requires a lower-case slug and names the blank required fields', () => {
    const errors = fieldErrorsOf(
      adminCourseCreate.safeParse({ ...aCourseForm, slug: 'Rust Course', title: ' ' }),
    );
    expect(errors).toEqual({
      slug: 'Use lower-case letters, digits and single dashes',
      title: 'Title is required',
    });
  });
});

describe('adminCourseUpdate', () => {
  it('ignores a slug: the address never changes once a course exists', () => {
    const parsed = adminCourseUpdate.parse({ ...aCourseForm, slug: 'another-address' });
    expect(parsed).not.toHaveProperty('slug');
  });

  it('round-trips every seeded course through the form unchanged, its computed rating left out', () => {
    for (const course of fallbackCourses) {
      const parsed = adminCourseUpdate.parse(
        adminCourseFormOf({ ...course, rating: 4, reviewsCount: 3, ratingTotal: 12 }),
      );
      expect(parsed).not.toHaveProperty('rating');
      expect(parsed).not.toHaveProperty('reviewsCount');
      expect(parsed).toEqual({
        ...course,
        rating: undefined,
        reviewsCount: undefined,
        id: undefined,
        slug: undefined,
        createdAt: undefined,
      });
    }
  });
});

describe('adminBatchInput', () => {
  it('takes a blank start date as TBD and an absent active flag as active', () => {
    expect(
      adminBatchInput.parse({ name: ' Weekend Batch ', startDate: '', seats: 15, schedule: '' }),
    ).toEqual({ name: 'Weekend Batch', startDate: null, schedule: '', seats: 15, isActive: true });
  });

  it('refuses fractional or zero seats and a malformed date', () => {
    expect(
      fieldErrorsOf(adminBatchInput.safeParse({ name: 'A', startDate: '12/01/2027', seats: 0 })),
    ).toEqual({
      startDate: 'Start date must be a date (YYYY-MM-DD)',
      seats: 'Seats must be at least 1',
    });
    expect(fieldErrorsOf(adminBatchInput.safeParse({ name: 'A', seats: 2.5 }))).toEqual({
      seats: 'Seats must be a whole number',
    });
  });
});

const aCouponForm = {
  code: ' diwali-25 ',
  discountType: 'fixed',
  discountValue: 1500.5,
  validUntil: '2027-11-01',
  minAmountRupees: 5000,
  applicableCourses: ['cloud-computing-aws', 'cloud-computing-aws'],
};

describe('adminCouponCreate', () => {
  it('upper-cases the code, stores fixed amounts in paise and ends the day in India', () => {
    expect(adminCouponCreate.parse(aCouponForm)).toEqual({
      code: 'DIWALI-25',
      description: '',
      discountType: 'fixed',
      discountValue: 150050,
      isActive: true,
      validFrom: null,
      validUntil: '2027-11-01T18:29:59.999Z',
      usageLimit: null,
      minAmountPaise: 500000,
      applicableCourses: ['cloud-computing-aws'],
      advertised: false,
    });
  });

  it('keeps a percent as it is and allows 1 to 100 only', () => {
    const percent = { ...aCouponForm, discountType: 'percent' };
    expect(adminCouponCreate.parse({ ...percent, discountValue: 15 }).discountValue).toBe(15);
    for (const discountValue of [0, 101, 12.5]) {
      expect(fieldErrorsOf(adminCouponCreate.safeParse({ ...percent, discountValue }))).toEqual({
        discountValue: 'A percent discount must be a whole number from 1 to 100',
      });
    }
  });

  it('refuses a short code or one with spaces', () => {
    for (const code of ['AB', 'NEW YEAR']) {
      expect(fieldErrorsOf(adminCouponCreate.safeParse({ ...aCouponForm, code }))).toEqual({
        code: 'Use 3 to 40 letters, digits, dashes or underscores',
      });
    }
  });

  it('starts a valid-from date at the start of that day in India', () => {
    const parsed = adminCouponCreate.parse({ ...aCouponForm, validFrom: '2027-10-01' });
    expect(parsed.validFrom).toBe('2027-09-30T18:30:00.000Z');
    expect(indianDateOf(parsed.validFrom!)).toBe('2027-10-01');
  });

  it('keeps a valid-from date-time as its instant, and reads blank or absent as no start', () => {
    expect(
      adminCouponCreate.parse({ ...aCouponForm, validFrom: '2027-10-01T10:00:00+05:30' }).validFrom,
    ).toBe('2027-10-01T04:30:00.000Z');
    expect(adminCouponCreate.parse({ ...aCouponForm, validFrom: '' }).validFrom).toBeNull();
    expect(adminCouponUpdate.parse(aCouponForm).validFrom).toBeNull();
  });

  it('accepts one day from its start to its end, and refuses valid from after valid until', () => {
    const oneDay = { ...aCouponForm, validFrom: '2027-11-01', validUntil: '2027-11-01' };
    expect(adminCouponCreate.parse(oneDay)).toMatchObject({
      validFrom: '2027-10-31T18:30:00.000Z',
      validUntil: '2027-11-01T18:29:59.999Z',
    });
    for (const schema of [adminCouponCreate, adminCouponUpdate]) {
      expect(fieldErrorsOf(schema.safeParse({ ...oneDay, validFrom: '2027-11-02' }))).toEqual({
        validFrom: 'Valid from must be on or before the valid until date',
      });
    }
  });

  it('refuses a valid from that is not a date', () => {
    expect(
      fieldErrorsOf(adminCouponCreate.safeParse({ ...aCouponForm, validFrom: '01/10/2027' })),
    ).toEqual({ validFrom: 'Valid from must be a date (YYYY-MM-DD)' });
  });

  it('never accepts a used count from the form', () => {
    expect(adminCouponUpdate.parse({ ...aCouponForm, usedCount: 99 })).not.toHaveProperty(
      'usedCount',
    );
  });
});

describe('adminCouponFormOf', () => {
  it('round-trips the seeded coupons exactly, valid_until included', () => {
    for (const coupon of seedCoupons) {
      const parsed = adminCouponCreate.parse(adminCouponFormOf(coupon));
      expect(parsed).toEqual({ ...coupon, usedCount: undefined });
      expect(parsed).not.toHaveProperty('usedCount');
      expect(couponSchema.safeParse({ ...parsed, usedCount: 0 }).success).toBe(true);
    }
  });

  it('gives fixed discounts back in rupees', () => {
    const fixed = { ...seedCoupons[0]!, discountType: 'fixed' as const, discountValue: 50000 };
    expect(adminCouponFormOf(fixed).discountValue).toBe(500);
  });
});

describe('coupon helpers', () => {
  it('applies a coupon without a course list to every course', () => {
    const coupon = { ...seedCoupons[0]!, applicableCourses: [] };
    expect(couponAppliesTo(coupon, 'anything')).toBe(true);
    const limited = { ...coupon, applicableCourses: ['cloud-computing-aws'] };
    expect(couponAppliesTo(limited, 'cloud-computing-aws')).toBe(true);
    expect(couponAppliesTo(limited, 'digital-marketing-mastery')).toBe(false);
  });

  it('reads the end of an Indian day back as that day', () => {
    expect(endOfIndianDay('2027-03-31')).toBe('2027-03-31T18:29:59.999Z');
    expect(indianDateOf(endOfIndianDay('2027-03-31'))).toBe('2027-03-31');
  });

  it('reads the start of an Indian day back as that day, a millisecond after the day before ends', () => {
    expect(startOfIndianDay('2027-04-01')).toBe('2027-03-31T18:30:00.000Z');
    expect(indianDateOf(startOfIndianDay('2027-04-01'))).toBe('2027-04-01');
    expect(
      Date.parse(startOfIndianDay('2027-04-01')) - Date.parse(endOfIndianDay('2027-03-31')),
    ).toBe(1);
  });
});
