import { describe, expect, it } from 'vitest';
import { capsOf } from '#lambdas/checkout-payments/checkout';

// The caps checkout gives a new unpaid hold (decision 012), from the batch and coupon it read.

describe('the caps of a new unpaid hold', () => {
  it('hold at most a fifth of a batch’s seats, and at least one', () => {
    expect(capsOf({ seats: 15 }, undefined).seats).toBe(3);
    expect(capsOf({ seats: 50 }, undefined).seats).toBe(10);
    expect(capsOf({ seats: 4 }, undefined).seats).toBe(1);
  });

  it('let a limited coupon be held by its uses left and a fifth of its limit besides', () => {
    expect(capsOf({ seats: 15 }, { usageLimit: 5, usedCount: 2 }).coupon).toBe(4);
    expect(capsOf({ seats: 15 }, { usageLimit: 5, usedCount: 5 }).coupon).toBe(1);
    expect(capsOf({ seats: 15 }, { usageLimit: 10, usedCount: 0 }).coupon).toBe(12);
  });

  it('give an unlimited coupon, or none, no cap its hold would read', () => {
    expect(capsOf({ seats: 15 }, { usageLimit: null, usedCount: 40 }).coupon).toBe(0);
    expect(capsOf({ seats: 15 }, undefined).coupon).toBe(0);
  });
});
