import * as z from 'zod';
import { normalizePhoneNumber } from '../phone-number';
import { requiredFieldsMessage } from './form-conventions';

// Field rules shared by the public forms (docs/product.md §5). The browser validates with the same schemas
// before sending, and the server answers the same messages.

export { honeypotField, requiredFieldsMessage } from './form-conventions';

/** A required text: blank after trimming fails with the product's message. */
export const requiredText = (max: number, message = requiredFieldsMessage) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Please keep this under ${max} characters`);

/** An optional text: blank becomes undefined, so nothing empty is stored (docs/product.md §5). */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Please keep this under ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined));

export const phoneMessage = 'Please enter a valid phone number';

/**
 * An optional phone number: an Indian mobile however written (+91, 0091, 91, 0, spaces, dashes)
 * is stored as its 10 digits, as checkout stores it; another number as written (shared/phone-number.ts).
 */
export const optionalPhone = optionalText(30).transform((value, context) => {
  if (value === undefined) return undefined;
  const phone = normalizePhoneNumber(value);
  if (!phone) {
    context.addIssue({ code: 'custom', message: phoneMessage });
    return z.NEVER;
  }
  return phone;
});

export const emailField = z
  .string({ error: requiredFieldsMessage })
  .trim()
  .min(1, requiredFieldsMessage)
  .max(254)
  .pipe(z.email('Please enter a valid email address'))
  .transform((email) => email.toLowerCase());

/** A web address or nothing; other schemes (javascript:, data:) are never a profile link. */
export const optionalUrl = z
  .string()
  .trim()
  .max(500)
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(
    z
      .url({ protocol: /^https?$/, error: 'Please enter a full address starting with https://' })
      .optional(),
  );

/** The honeypot field (form-conventions.ts): whatever a bot puts there, within reason. */
export const honeypot = z.string().max(500).optional();

/** The answer to a stored form (contact, job application, lead): the new item's id. */
export interface CreatedResponse {
  id: string;
}
