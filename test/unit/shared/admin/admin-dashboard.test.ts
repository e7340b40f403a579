import { describe, expect, it } from 'vitest';
import { formatRevenueLakhs } from '#shared/admin/dashboard';

describe('formatRevenueLakhs', () => {
  it.each([
    [0, '₹0.0L'],
    [12_345_678, '₹1.2L'],
    [10_000_000, '₹1.0L'],
    [9_500_000, '₹1.0L'],
    [9_499_999, '₹0.9L'],
    [2_654_894, '₹0.3L'],
    [1_234_567_890_00, '₹12,345.7L'],
  ])('shows %i paise as %s', (paise, shown) => {
    expect(formatRevenueLakhs(paise)).toBe(shown);
  });
});

// Thursday 2026-11-26, 10:00 in India.
