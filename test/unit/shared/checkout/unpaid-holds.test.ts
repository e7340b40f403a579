import { describe, expect, it } from 'vitest';
import { unpaidCouponCap, unpaidSeatCap } from '#shared/checkout/unpaid-holds';

describe('unpaidSeatCap', () => {
  it('lets unpaid checkouts hold a fifth of the seats, rounded down, and always one', () => {
    expect([1, 4, 5, 9, 15, 30, 200].map(unpaidSeatCap)).toEqual([1, 1, 1, 1, 3, 6, 40]);
  });
});

describe('unpaidCouponCap', () => {
  it('allows the uses left and a fifth of the limit (at least one) besides', () => {
    expect(unpaidCouponCap(1, 0)).toBe(2);
    expect(unpaidCouponCap(5, 0)).toBe(6);
    expect(unpaidCouponCap(50, 45)).toBe(15);
  });

  it('never allows fewer than the fifth, however many uses were paid', () => {
    expect(unpaidCouponCap(10, 10)).toBe(2);
    expect(unpaidCouponCap(10, 12)).toBe(2);
  });
});
