import * as z from 'zod';
import { rupeesToPaise } from '../checkout/money';
import { istOffsetMs } from '../format-date';

// Field rules of the admin catalog forms (courses, batches, coupons). Admins type rupees; the
// schemas hand the server integer paise (docs/product.md §10), so no rupee figure is ever stored.

/** A required text, trimmed; `label` names the field in its messages. */
export const requiredAdminText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** An optional text, trimmed; absent means blank. */
export const adminText = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).default('');

/** One entry per item, trimmed, blanks dropped (the forms edit these as one line per item). */
export const adminTextList = (label: string) =>
  z
    .array(z.string().trim().max(500, `Each ${label} entry must be at most 500 characters`))
    .max(100, `Please keep ${label} to at most 100 entries`)
    .default([])
    .transform((items) => items.filter(Boolean));

const hasAtMostTwoDecimals = (rupees: number) =>
  Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6;

/** A rupee amount (at most two decimals: paise) turned into integer paise. */
export const rupeesAsPaise = (label: string, { min = 0.01 } = {}) =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined ? `${label} is required` : `${label} must be an amount in rupees`,
    })
    .min(min, min > 0 ? `${label} must be more than ₹0` : `${label} cannot be negative`)
    .max(10_000_000, `${label} must be at most ₹1,00,00,000`)
    .refine(hasAtMostTwoDecimals, `${label} can have at most two decimals (paise)`)
    .transform(rupeesToPaise);

/** Paise back to the rupees an admin edits: 249900 → 2499. */
export const paiseAsRupees = (paise: number) => paise / 100;

export const slugField = z
  .string({ error: 'Address (slug) is required' })
  .trim()
  .min(1, 'Address (slug) is required')
  .max(120, 'Address (slug) must be at most 120 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single dashes');

/** The first moment of a calendar day in India: a coupon valid from a date works all that day. */
export const startOfIndianDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00.000Z`) - istOffsetMs).toISOString();

/** The last moment of a calendar day in India: a coupon valid until a date works all that day. */
export const endOfIndianDay = (date: string) =>
  new Date(Date.parse(`${date}T23:59:59.999Z`) - istOffsetMs).toISOString();

/** The calendar date in India of an instant, for a date input. */
export const indianDateOf = (instant: string) =>
  new Date(Date.parse(instant) + istOffsetMs).toISOString().slice(0, 10);
