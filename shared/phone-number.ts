// Phone numbers as visitors type them (docs/product.md §5): an Indian mobile is written many ways
// ('98450 12345', '+91 98450-12345', '0091 98450 12345', '919845012345', '098450 12345') and
// is stored one way, its 10 digits, whichever form or schema took it (checkout, contact form, job
// application). Pure and zod-free, so forms can use it before their schemas load.

/** Digits, spaces, dashes, dots and brackets, with one leading '+': nothing else is a phone number. */
const phoneCharacters = /^\+?[\d\s().-]+$/;

/**
 * The 10 digits of an Indian mobile (starting 6–9), after an optional country code (+91, 0091 or
 * 91) and trunk 0, with spaces, dashes, dots and brackets ignored. '91' alone counts as the
 * country code only when 10 digits follow it, so a mobile that itself starts 91 stays whole.
 */
export function normalizeIndianMobile(phone: string): string | undefined {
  const written = phone.trim();
  if (!phoneCharacters.test(written)) return undefined;
  const digits = written.replace(/\D/g, '').replace(/^(?:0091|91)?0?(?=\d{10}$)/, '');
  return /^[6-9]\d{9}$/.test(digits) ? digits : undefined;
}

/**
 * A phone number a visitor may leave in an optional field: an Indian mobile in its stored form;
 * any other number (a landline, another country's) as written, with its spaces tidied, when it
 * has 7 to 15 digits (ITU E.164's longest); undefined when it is not a phone number.
 */
export function normalizePhoneNumber(phone: string): string | undefined {
  const mobile = normalizeIndianMobile(phone);
  if (mobile) return mobile;
  const written = phone.trim().replace(/\s+/g, ' ');
  if (!phoneCharacters.test(written)) return undefined;
  const digits = written.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15 ? written : undefined;
}
