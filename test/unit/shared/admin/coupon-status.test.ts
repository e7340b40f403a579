import { describe, expect, it } from 'vitest';
import { endOfIndianDay, startOfIndianDay } from '#shared/admin/catalog-fields';
import { couponStatusAt, couponStatusLabels } from '#shared/admin/coupon-status';
import { seedCoupons } from '#shared/content/fallback/coupons';
import type { Coupon } from '#shared/content/schemas';

/** An instant given as a wall-clock time in India, e.g. ist('2027-12-31T23:59'). */
const ist = (dateTime: string) => new Date(`${dateTime}:00+05:30`);

const coupon = (overrides: Partial<Coupon> = {}): Coupon => ({
  ...seedCoupons[0]!,
  validFrom: startOfIndianDay('2027-01-01'),
  validUntil: endOfIndianDay('2027-12-31'),
  usageLimit: 10,
  usedCount: 3,
  ...overrides,
});

describe('couponStatusAt', () => {
  it('is active through 23:59 IST on its last day and expired from 00:00 IST the next day', () => {
    expect(couponStatusAt(coupon(), ist('2027-12-31T23:59'))).toBe('active');
    expect(couponStatusAt(coupon(), new Date('2027-12-31T18:29:59.999Z'))).toBe('active');
    expect(couponStatusAt(coupon(), ist('2028-01-01T00:00'))).toBe('expired');
  });

  it('is scheduled through 23:59 IST the day before its first day and active from 00:00 IST', () => {
    expect(couponStatusAt(coupon(), ist('2026-12-31T23:59'))).toBe('scheduled');
    expect(couponStatusAt(coupon(), new Date('2026-12-31T18:29:59.999Z'))).toBe('scheduled');
    expect(couponStatusAt(coupon(), ist('2027-01-01T00:00'))).toBe('active');
  });

  it('is active at any time without dates', () => {
    const open = coupon({ validFrom: null, validUntil: null });
    expect(couponStatusAt(open, ist('1999-01-01T00:00'))).toBe('active');
    expect(couponStatusAt(open, ist('2099-01-01T00:00'))).toBe('active');
    expect(couponStatusAt(coupon({ validFrom: undefined }), ist('2020-01-01T00:00'))).toBe(
      'active',
    );
  });

  it('is used up once its uses reach the limit, and active again when the limit is raised', () => {
    const now = ist('2027-06-01T12:00');
    expect(couponStatusAt(coupon({ usedCount: 10 }), now)).toBe('used-up');
    expect(couponStatusAt(coupon({ usedCount: 10, usageLimit: 11 }), now)).toBe('active');
    expect(couponStatusAt(coupon({ usedCount: 1000, usageLimit: null }), now)).toBe('active');
  });

  it('says inactive when staff switched it off, whatever its dates or uses say', () => {
    for (const now of [ist('2026-06-01T12:00'), ist('2027-06-01T12:00'), ist('2028-06-01T12:00')]) {
      expect(couponStatusAt(coupon({ isActive: false, usedCount: 10 }), now)).toBe('inactive');
    }
  });

  it('says expired before used up, and used up before scheduled', () => {
    expect(couponStatusAt(coupon({ usedCount: 10 }), ist('2028-01-01T00:00'))).toBe('expired');
    expect(couponStatusAt(coupon({ usedCount: 10 }), ist('2026-12-31T23:59'))).toBe('used-up');
  });

  it('is active for the seeded STUDENT20 on its last day in India, which ends it at 23:59 IST', () => {
    const student20 = seedCoupons[1]!;
    expect(couponStatusAt(student20, ist('2027-12-31T23:59'))).toBe('active');
    expect(couponStatusAt(student20, ist('2028-01-01T00:00'))).toBe('expired');
  });

  it('has the admin list’s labels', () => {
    expect(Object.values(couponStatusLabels)).toEqual([
      'Scheduled',
      'Active',
      'Expired',
      'Used up',
      'Inactive',
    ]);
  });
});
