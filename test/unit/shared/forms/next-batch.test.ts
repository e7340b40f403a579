import { describe, expect, it } from 'vitest';
import { batchesNewTo, isOpenBatch, nextBatchRequest } from '#shared/forms/next-batch';

const batch = (overrides: Partial<Parameters<typeof isOpenBatch>[0]> = {}) => ({
  isActive: true,
  startDate: '2027-04-05' as string | null,
  seats: 10,
  seatsTaken: 0,
  ...overrides,
});

describe('isOpenBatch', () => {
  it('counts an active batch with a free seat starting today or later', () => {
    expect(isOpenBatch(batch(), '2027-04-05')).toBe(true);
    expect(isOpenBatch(batch({ startDate: null }), '2027-04-05')).toBe(true);
  });

  it('does not count an inactive, full or started batch', () => {
    expect(isOpenBatch(batch({ isActive: false }), '2027-01-01')).toBe(false);
    expect(isOpenBatch(batch({ seatsTaken: 10 }), '2027-01-01')).toBe(false);
    expect(isOpenBatch(batch(), '2027-04-06')).toBe(false);
  });
});

describe('batchesNewTo', () => {
  it('leaves out the batches that were open when the address confirmed', () => {
    const open = [{ id: 'a' }, { id: 'b' }];
    expect(batchesNewTo(open, ['a'])).toEqual([{ id: 'b' }]);
    expect(batchesNewTo(open)).toEqual(open);
  });
});

describe('nextBatchRequest', () => {
  it('needs a course and an address, the name is optional', () => {
    expect(nextBatchRequest.safeParse({ courseSlug: 'aws', email: 'a@example.com' }).success).toBe(
      true,
    );
    expect(nextBatchRequest.safeParse({ courseSlug: 'aws', email: 'nope' }).success).toBe(false);
    expect(nextBatchRequest.safeParse({ courseSlug: '', email: 'a@example.com' }).success).toBe(
      false,
    );
  });
});
