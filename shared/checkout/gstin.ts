import { indianStates, type IndianState } from './indian-states';

// A GSTIN (GST identification number) is 15 characters: the state's two-digit GST code, the
// holder's PAN (5 letters, 4 digits, 1 letter), an entity code (1–9, A–Z), 'Z' by default, and a
// check character (CBIC's GSTIN format; the check is Luhn mod 36 over the first 14).

const gstinAlphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const gstinShape = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** What a learner types, as the GSTIN is written: no spaces, upper case. */
export const normalizeGstin = (typed: string) => typed.replace(/\s+/g, '').toUpperCase();

/**
 * The check character for the first 14 characters: every second character's value is doubled,
 * the "digits" of each product in base 36 are summed, and the check tops the sum up to 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const value = gstinAlphabet.indexOf(first14.charAt(index));
    if (value < 0) throw new Error(`Not a GSTIN character: '${first14.charAt(index)}'`);
    const product = value * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return gstinAlphabet.charAt((36 - (sum % 36)) % 36);
}

/** The state a GSTIN is registered in, from its first two digits; undefined for other codes. */
export function stateOfGstin(gstin: string): IndianState | undefined {
  const code = gstin.slice(0, 2);
  return indianStates.find((state) => state.gstCode === code)?.name;
}

/** A well-formed GSTIN of an Indian state or territory whose check character is right. */
export function isValidGstin(gstin: string): boolean {
  return (
    gstinShape.test(gstin) &&
    stateOfGstin(gstin) !== undefined &&
    gstinCheckCharacter(gstin.slice(0, 14)) === gstin.charAt(14)
  );
}
