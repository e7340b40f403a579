import { describe, expect, it } from 'vitest';
import { normalizeIndianMobile, normalizePhoneNumber } from '#shared/phone-number';

describe('normalizeIndianMobile', () => {
  it('keeps the 10 digits of a mobile written with 0091, +91, 91 or a trunk 0', () => {
    for (const written of [
      '0091 98450 12345',
      '009198450-12345',
      '+91 98450 12345',
      '+91-98450-12345',
      '+91 098450 12345',
      '91 98450 12345',
      '919845012345',
      '098450 12345',
      '98450 12345',
      '(98450) 12345',
    ]) {
      expect(normalizeIndianMobile(written), written).toBe('9845012345');
    }
  });

  it('keeps a 10-digit mobile that itself starts 91 whole', () => {
    expect(normalizeIndianMobile('91234 56789')).toBe('9123456789');
    expect(normalizeIndianMobile('+91 91234 56789')).toBe('9123456789');
  });

  it('rejects numbers starting 0 to 5, wrong lengths and anything but phone characters', () => {
    expect(normalizeIndianMobile('5876543210')).toBeUndefined();
    expect(normalizeIndianMobile('987654321')).toBeUndefined();
    expect(normalizeIndianMobile('98765432101')).toBeUndefined();
    expect(normalizeIndianMobile('0044 98450 12345')).toBeUndefined();
    expect(normalizeIndianMobile('98450 abc 12345')).toBeUndefined();
    expect(normalizeIndianMobile('98450+12345')).toBeUndefined();
  });
});

describe('normalizePhoneNumber', () => {
  it('stores an Indian mobile as its 10 digits, however written', () => {
    expect(normalizePhoneNumber('0091 98450 12345')).toBe('9845012345');
  });

  it('keeps another number as written, its spaces tidied', () => {
    expect(normalizePhoneNumber(' +44 20  7946 0958 ')).toBe('+44 20 7946 0958');
    expect(normalizePhoneNumber('022-2345 6789')).toBe('022-2345 6789');
  });

  it('refuses text that is not a phone number', () => {
    expect(normalizePhoneNumber('call me')).toBeUndefined();
    expect(normalizePhoneNumber('12345')).toBeUndefined();
    expect(normalizePhoneNumber('+1 234 567 890 123 456')).toBeUndefined();
  });
});
