import { describe, expect, it } from 'vitest';
import { amountInWords, numberInWords } from '#shared/checkout/amount-in-words';

describe('amountInWords', () => {
  it('writes rupees and paise with hyphenated tens, as Indian invoices do', () => {
    expect(amountInWords(2949882)).toBe(
      'Rupees Twenty-Nine Thousand Four Hundred Ninety-Eight and Eighty-Two Paise Only',
    );
  });

  it('leaves out the paise when there are none', () => {
    expect(amountInWords(2500000)).toBe('Rupees Twenty-Five Thousand Only');
    expect(amountInWords(0)).toBe('Rupees Zero Only');
  });

  it('writes paise below a rupee', () => {
    expect(amountInWords(5)).toBe('Rupees Zero and Five Paise Only');
  });
});

describe('numberInWords', () => {
  it('groups by lakh and crore, not million', () => {
    expect(numberInWords(100000)).toBe('One Lakh');
    expect(numberInWords(1234567)).toBe(
      'Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven',
    );
    expect(numberInWords(10000000)).toBe('One Crore');
    expect(numberInWords(123456789)).toBe(
      'Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine',
    );
  });

  it('writes the teens and round tens as single words', () => {
    expect(numberInWords(13)).toBe('Thirteen');
    expect(numberInWords(40)).toBe('Forty');
    expect(numberInWords(1019)).toBe('One Thousand Nineteen');
    expect(numberInWords(200)).toBe('Two Hundred');
  });

  it('refuses what is not a whole non-negative amount', () => {
    expect(() => numberInWords(-1)).toThrow(RangeError);
    expect(() => numberInWords(1.5)).toThrow(RangeError);
  });
});
