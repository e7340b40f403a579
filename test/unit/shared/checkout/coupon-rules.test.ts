import { describe, expect, it } from 'vitest';
import type { Coupon } from '#shared/content/schemas';
import { checkCoupon, couponMessages, normalizeCouponCode } from '#shared/checkout/coupon-rules';

const now = new Date('2026-11-22T10:00:00Z');
const order = { courseSlug: 'mern', amountPaise: 2499900, now };
const coupon = (overrides: Partial<Coupon> = {}): Coupon => ({
  code: 'WELCOME10',
  description: '10% off',
  discountType: 'percent',
  discountValue: 10,
  isActive: true,
  validUntil: null,
  usageLimit: null,
  usedCount: 0,
  minAmountPaise: null,
  applicableCourses: [],
  // Advertised, so each refusal may say why (the spec's messages); private codes are below.
  advertised: true,
  ...overrides,
});

describe('checkCoupon', () => {
  it('gives 10% of the price, rounded to the paisa', () => {
    expect(checkCoupon(coupon(), { ...order, amountPaise: 1999999 })).toEqual({
      ok: true,
      code: 'WELCOME10',
      discountPaise: 200000,
    });
  });

  it('rejects an unknown code', () => {
    expect(checkCoupon(undefined, order)).toEqual({ ok: false, message: 'Invalid coupon code' });
  });

  it('rejects an inactive coupon', () => {
    expect(checkCoupon(coupon({ isActive: false }), order)).toEqual({
      ok: false,
      message: couponMessages.invalid,
    });
  });

  it('rejects a coupon past its valid_until', () => {
    expect(checkCoupon(coupon({ validUntil: '2026-11-22T09:59:59Z' }), order).ok).toBe(false);
    expect(checkCoupon(coupon({ validUntil: '2026-11-22T10:00:01Z' }), order).ok).toBe(true);
  });

  it('rejects a coupon before its valid_from exactly as an expired one, and takes it from that instant', () => {
    const notYet = coupon({ validFrom: '2026-11-22T10:00:00.001Z' });
    expect(checkCoupon(notYet, order)).toEqual({ ok: false, message: couponMessages.invalid });
    expect(checkCoupon(notYet, order)).toEqual(
      checkCoupon(coupon({ validUntil: '2026-11-22T09:59:59Z' }), order),
    );
    expect(checkCoupon(coupon({ validFrom: '2026-11-22T10:00:00Z' }), order).ok).toBe(true);
    expect(checkCoupon(coupon({ validFrom: null }), order).ok).toBe(true);
  });

  it('refuses a not-yet-started coupon for its dates before its usage limit', () => {
    const early = coupon({ validFrom: '2026-11-23T00:00:00Z', usageLimit: 1, usedCount: 1 });
    expect(checkCoupon(early, order)).toEqual({ ok: false, message: couponMessages.invalid });
  });

  it('rejects a coupon whose usage limit is reached', () => {
    expect(checkCoupon(coupon({ usageLimit: 5, usedCount: 5 }), order)).toEqual({
      ok: false,
      message: 'Coupon usage limit exceeded',
    });
  });

  it('rejects an order below the minimum amount, naming it in rupees', () => {
    expect(checkCoupon(coupon({ minAmountPaise: 3000000 }), order)).toEqual({
      ok: false,
      message: 'Minimum order amount is ₹30,000',
    });
  });

  it('rejects a coupon meant for other courses', () => {
    expect(checkCoupon(coupon({ applicableCourses: ['aws'] }), order)).toEqual({
      ok: false,
      message: 'Coupon not applicable to this course',
    });
  });

  it('caps a fixed discount at the amount', () => {
    const fixed = coupon({ discountType: 'fixed', discountValue: 5000000 });
    expect(checkCoupon(fixed, order)).toMatchObject({ ok: true, discountPaise: 2499900 });
  });
});

describe('normalizeCouponCode', () => {
  it('upper-cases and trims', () => {
    expect(normalizeCouponCode(' welcome10 ')).toBe('WELCOME10');
  });
});

describe('checkCoupon, a code nobody was told about (decision 012)', () => {
  const privateCoupon = (overrides: Partial<Coupon>) => coupon({ advertised: false, ...overrides });

  const refusals: Array<[string, Partial<Coupon>]> = [
    ['used up', { usageLimit: 1, usedCount: 1 }],
    ['for a bigger order', { minAmountPaise: 5_000_000 }],
    ['for another course', { applicableCourses: ['devops'] }],
    ['expired', { validUntil: '2026-11-01T00:00:00Z' }],
    ['not started', { validFrom: '2026-12-01T00:00:00Z' }],
  ];

  it.each(refusals)('reads as invalid when %s, as an unknown code does', (_case, overrides) => {
    expect(checkCoupon(privateCoupon(overrides), order)).toEqual(checkCoupon(undefined, order));
  });

  it('still gives its discount when it applies', () => {
    expect(checkCoupon(privateCoupon({}), order)).toMatchObject({ ok: true });
  });

  it('says why for an advertised code, which is no secret', () => {
    const advertised = coupon({ applicableCourses: ['devops'] });
    expect(checkCoupon(advertised, order)).toEqual({
      ok: false,
      message: couponMessages.notApplicable,
    });
  });
});
