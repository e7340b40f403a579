import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatInr } from '#shared/checkout/money';
import { formatUsd } from '#shared/mvp-calculator';
import { formatIndianNumber, formatWesternNumber } from '#shared/number-format';

// The hand-written formats must read exactly as Intl's (Node ships full ICU) for every amount
// the site shows: the prerender used Intl before, and visitors know these forms.
const indian = new Intl.NumberFormat('en-IN');
const western = new Intl.NumberFormat('en-US');
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const inrWhole = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const wholeNumbers = fc.integer({ min: -1e12, max: 1e12 });

describe('hand-written number formats', () => {
  it('group digits as en-IN and en-US do', () => {
    fc.assert(
      fc.property(wholeNumbers, (value) => {
        expect(formatIndianNumber(value)).toBe(indian.format(value));
        expect(formatWesternNumber(value)).toBe(western.format(value));
      }),
    );
    expect(formatIndianNumber(125000)).toBe('1,25,000');
    expect(formatWesternNumber(125000)).toBe('125,000');
  });

  it('write paise as en-IN rupees, whole rupees without paise', () => {
    fc.assert(
      fc.property(wholeNumbers, (paise) => {
        const rupees = paise / 100;
        expect(formatInr(paise)).toBe((Number.isInteger(rupees) ? inrWhole : inr).format(rupees));
        expect(formatInr(paise, { wholeRupees: true })).toBe(inrWhole.format(rupees));
        expect(formatInr(paise, { withPaise: true })).toBe(inr.format(rupees));
      }),
    );
  });

  it('write dollars as en-US without cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), (dollars) => {
        expect(formatUsd(dollars)).toBe(usd.format(dollars));
      }),
    );
    expect(formatUsd(12480)).toBe('$12,480');
  });
});
