import { describe, expect, it } from 'vitest';
import {
  merchantTransactionIdPattern,
  newMerchantTransactionId,
} from '#lambdas/checkout-payments/merchant-transaction-id';

describe('newMerchantTransactionId', () => {
  it('is prefix_timestamp_random (docs/product.md §9) with the time in milliseconds', () => {
    const id = newMerchantTransactionId(new Date('2026-11-22T10:04:05.123Z'));
    expect(id).toMatch(/^NXT_1795341845123_[0-9a-f]{12}$/);
    expect(id).toMatch(merchantTransactionIdPattern);
  });

  it('fits PhonePe: at most 35 letters, digits and underscores', () => {
    const id = newMerchantTransactionId();
    expect(id.length).toBeLessThanOrEqual(35);
    expect(id).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('differs between two orders in the same millisecond', () => {
    const now = new Date();
    const ids = new Set(Array.from({ length: 1000 }, () => newMerchantTransactionId(now)));
    expect(ids.size).toBe(1000);
  });
});
