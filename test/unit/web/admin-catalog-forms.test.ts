import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { adminBatchInput } from '#shared/admin/catalog-batches';
import { adminCouponUpdate } from '#shared/admin/catalog-coupons';
import { adminCourseUpdate } from '#shared/admin/catalog-courses';
import { slugFromTitle } from '#shared/admin/publishing';
import { seedCoupons } from '#shared/content/fallback/coupons';
import { fallbackBatches, fallbackCourses } from '#shared/content/fallback/courses';
import { formatIndianDate } from '#web/lib/format-date';
import {
  batchFormErrors,
  batchFormValuesOf,
  batchInputOf,
} from '#web/features/admin/tabs/courses/batch-form-values';
import {
  couponFormErrors,
  couponFormValuesOf,
  couponInputOf,
  courseChoicesOf,
  newCouponValues,
  toggledSlugs,
  validityLabel,
} from '#web/features/admin/tabs/courses/coupon-form-values';
import {
  courseErrorsOf,
  courseFormErrors,
  courseFormValuesOf,
  courseInputOf,
  newCourseValues,
  syllabusModules,
  syllabusText,
} from '#web/features/admin/tabs/courses/course-form-values';
import { fieldErrorsIn, schemaErrors } from '#web/features/admin/tabs/courses/form-text';

// The admin Courses tab's forms: what the admin types becomes the shared schemas' input.

/** What the form edits: not the id, the address, nor the rating computed from reviews. */
const stored = ({
  rating: _rating,
  reviewsCount: _count,
  ...course
}: (typeof fallbackCourses)[number]) => ({
  ...course,
  id: undefined,
  slug: undefined,
  createdAt: undefined,
});

describe('the course form', () => {
  it('turns every seeded course into form values and back without a change, and offers no rating to type', () => {
    for (const course of fallbackCourses) {
      const input = courseInputOf(courseFormValuesOf(course));
      expect(adminCourseUpdate.parse(input)).toEqual(stored(course));
      expect(input).not.toHaveProperty('rating');
      expect(input).not.toHaveProperty('reviewsCount');
    }
  });

  it('reads a syllabus typed as blocks: title | duration, then topics', () => {
    const text = 'Foundations | 2 weeks\n- HTML\n* CSS\n\n\nReact\nHooks\n';
    expect(syllabusModules(text)).toEqual([
      { module: 'Foundations', duration: '2 weeks', topics: ['HTML', 'CSS'] },
      { module: 'React', duration: '', topics: ['Hooks'] },
    ]);
    expect(syllabusModules(syllabusText(syllabusModules(text)))).toEqual(syllabusModules(text));
  });

  it('names the missing fields of a blank new course next to them', () => {
    expect(courseFormErrors(newCourseValues, true)).toEqual({
      slug: 'Address (slug) is required',
      title: 'Title is required',
      shortDescription: 'Short description is required',
      description: 'Description is required',
      price: 'Price is required',
      instructorName: 'Instructor name is required',
    });
  });

  it('puts server field errors on the fields that show them', () => {
    expect(
      courseErrorsOf({
        slug: 'taken',
        originalPriceRupees: 'too low',
        'instructor.name': 'blank',
        'syllabus.2.module': 'Module title is required',
        unknownThing: 'ignored',
      }),
    ).toEqual({
      slug: 'taken',
      originalPrice: 'too low',
      instructorName: 'blank',
      syllabus: 'Module title is required',
    });
  });

  it('suggests an address from the title, as the publishing forms do', () => {
    expect(slugFromTitle('  Rust & Go: Backend, 2027! ')).toBe('rust-go-backend-2027');
    expect(slugFromTitle('Café Design')).toBe('cafe-design');
  });
});

describe('the batch form', () => {
  it('round-trips a seeded batch and reads a blank date as TBD', () => {
    const batch = { ...fallbackBatches[0]!, seatsTaken: 3, hasEnrollments: true };
    expect(adminBatchInput.parse(batchInputOf(batchFormValuesOf(batch)))).toEqual({
      ...fallbackBatches[0]!,
      id: undefined,
      courseSlug: undefined,
    });
    const tbd = batchInputOf({ ...batchFormValuesOf(batch), startDate: '' });
    expect(tbd.startDate).toBeNull();
  });

  it('asks for seats when the box is blank', () => {
    const values = { name: 'Morning', startDate: '', schedule: '', seats: '', isActive: true };
    expect(batchFormErrors(values)).toEqual({ seats: 'Seats must be a whole number' });
  });
});

describe('the coupon form', () => {
  it('keeps a stored valid_until exactly while its date is unchanged', () => {
    // As STUDENT20 was first seeded: 23:59 UTC, which is 1 Jan 2028 in India.
    const coupon = { ...seedCoupons[1]!, validUntil: '2027-12-31T23:59:59Z' };
    const values = couponFormValuesOf(coupon);
    expect(values.validUntil).toBe('2028-01-01');
    expect(adminCouponUpdate.parse(couponInputOf(values, coupon)).validUntil).toBe(
      coupon.validUntil,
    );
    const moved = couponInputOf({ ...values, validUntil: '2028-03-31' }, coupon);
    expect(adminCouponUpdate.parse(moved).validUntil).toBe('2028-03-31T18:29:59.999Z');
  });

  it('keeps a stored valid_from exactly while its date is unchanged, and starts a new date in India', () => {
    const coupon = { ...seedCoupons[1]!, validFrom: '2027-01-01T06:00:00Z' };
    const values = couponFormValuesOf(coupon);
    expect(values.validFrom).toBe('2027-01-01');
    expect(adminCouponUpdate.parse(couponInputOf(values, coupon)).validFrom).toBe(coupon.validFrom);
    const moved = couponInputOf({ ...values, validFrom: '2027-02-01' }, coupon);
    expect(adminCouponUpdate.parse(moved).validFrom).toBe('2027-01-31T18:30:00.000Z');
    expect(couponInputOf({ ...values, validFrom: '' }, coupon).validFrom).toBeNull();
  });

  it('shows the seeded STUDENT20 ending on 31 Dec 2027 in India, with no start', () => {
    expect(couponFormValuesOf(seedCoupons[1]!)).toMatchObject({
      validFrom: '',
      validUntil: '2027-12-31',
    });
  });

  it('says on Valid from when it falls after Valid until', () => {
    const values = {
      ...newCouponValues,
      code: 'LATER',
      discountValue: '10',
      validFrom: '2027-03-02',
      validUntil: '2027-03-01',
    };
    expect(couponFormErrors(values, true)).toEqual({
      validFrom: 'Valid from must be on or before the valid until date',
    });
    expect(couponFormErrors({ ...values, validFrom: '2027-03-01' }, true)).toEqual({});
  });

  it('shows the dates as days in India', () => {
    const dates = (validFrom: string | null, validUntil: string | null) =>
      validityLabel({ ...seedCoupons[0]!, validFrom, validUntil }, formatIndianDate);
    expect(dates('2026-12-31T18:30:00.000Z', '2027-12-31T18:29:59.999Z')).toBe(
      '1 Jan 2027 – 31 Dec 2027 (IST)',
    );
    expect(dates(null, '2027-12-31T18:29:59.999Z')).toBe('Until 31 Dec 2027 (IST)');
    expect(dates('2026-12-31T18:30:00.000Z', null)).toBe('From 1 Jan 2027 (IST)');
    expect(dates(null, null)).toBe('No end');
  });

  it('shows fixed discounts and minimum amounts in rupees', () => {
    const coupon = {
      ...seedCoupons[0]!,
      discountType: 'fixed' as const,
      discountValue: 75050,
      minAmountPaise: 500000,
    };
    expect(couponFormValuesOf(coupon)).toMatchObject({ discountValue: '750.5', minAmount: '5000' });
  });

  it('offers every course by title, then the named courses that no longer exist', () => {
    const courses = [
      { slug: 'rust', title: 'Rust' },
      { slug: 'go', title: 'Go' },
    ];
    expect(courseChoicesOf(courses, ['go', 'cobol'])).toEqual([
      { slug: 'rust', label: 'Rust' },
      { slug: 'go', label: 'Go' },
      { slug: 'cobol', label: 'cobol (no longer exists)' },
    ]);
    expect(courseChoicesOf([], [])).toEqual([]);
  });

  it('adds a ticked course to the list and takes an unticked one out', () => {
    expect(toggledSlugs(['rust'], 'go', true)).toEqual(['rust', 'go']);
    expect(toggledSlugs(['rust', 'go'], 'rust', false)).toEqual(['go']);
  });

  it('asks for a code and a discount on a blank new coupon', () => {
    expect(couponFormErrors(newCouponValues, true)).toEqual({
      code: 'Code is required',
      discountValue: 'Discount is required',
    });
  });
});

describe("the catalog forms' error placing", () => {
  const errorsOf = fieldErrorsIn<'name' | 'price'>(
    { name: '', price: '' },
    { priceRupees: 'price' },
  );

  it('puts an error on the renamed field, else on the field its path starts with', () => {
    expect(errorsOf({ priceRupees: 'Price is required', 'name.0.first': 'Too long' })).toEqual({
      price: 'Price is required',
      name: 'Too long',
    });
  });

  it('keeps the first message for a field', () => {
    expect(errorsOf({ name: 'First', 'name.1': 'Second' })).toEqual({ name: 'First' });
  });

  it('places no error for a path that names no field, not even an inherited property', () => {
    expect(errorsOf({ seats: 'Too few', toString: 'Odd', constructor: 'Odd' })).toEqual({});
  });

  it('answers no errors for a body the schema takes, and field errors otherwise', () => {
    const schema = z.object({
      name: z.string().min(1, 'Name is required'),
      priceRupees: z.number(),
    });
    expect(schemaErrors(schema, { name: 'Go', priceRupees: 1 }, errorsOf)).toEqual({});
    expect(schemaErrors(schema, { name: '', priceRupees: 'x' }, errorsOf)).toEqual({
      name: 'Name is required',
      price: expect.any(String),
    });
  });
});
