import * as z from 'zod';
import { emailField, honeypot, optionalText, requiredText } from './fields';

export const bookingSlotsQuery = z.object({
  from: z.iso.date('Use a date like 2026-12-01').optional(),
});

export const bookingRequest = z.object({
  name: requiredText(120),
  email: emailField,
  message: optionalText(2000),
  date: z.iso.date('Please choose a date'),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Please choose a time'),
  website: honeypot,
});
export type BookingRequest = z.input<typeof bookingRequest>;

export interface BookingSlot {
  /** 24-hour HH:mm in Asia/Kolkata. */
  time: string;
  /** As docs/product.md shows it, e.g. '02:00 PM'. */
  label: string;
  available: boolean;
}

export interface BookingDay {
  date: string;
  slots: BookingSlot[];
}

export interface BookingSlotsResponse {
  timeZone: 'Asia/Kolkata';
  durationMinutes: number;
  days: BookingDay[];
}

/**
 * A booking is held unconfirmed until the visitor opens the link e-mailed to the address they
 * typed (decision 012); only then is it confirmed and the invitation sent.
 */
export interface BookingResponse {
  id: string;
  date: string;
  time: string;
  status: 'unconfirmed';
  /** When the held slot is released unless confirmed, ISO 8601. */
  confirmBy: string;
}

/** POST /api/bookings/{id}/confirm: the token from the e-mailed link. */
export const bookingConfirmRequest = z.object({
  token: z
    .string({ error: 'This confirmation link is not valid. Please book again.' })
    .regex(/^[\w-]{20,100}$/, 'This confirmation link is not valid. Please book again.'),
});
export type BookingConfirmRequest = z.input<typeof bookingConfirmRequest>;

export interface BookingConfirmResponse {
  id: string;
  date: string;
  time: string;
  status: 'confirmed';
}

/** A stored consultation booking, one per slot. */
export interface Booking {
  id: string;
  name: string;
  email: string;
  message?: string;
  /** YYYY-MM-DD and HH:mm, both in Asia/Kolkata. */
  date: string;
  time: string;
  /** The same moment in UTC, ISO 8601. */
  startsAt: string;
  durationMinutes: number;
  status: 'unconfirmed' | 'confirmed';
  /** While unconfirmed: when the slot is released (ISO 8601). */
  confirmBy?: string;
  /** SHA-256 (hex) of the e-mailed token; the token itself is never stored or answered. */
  confirmTokenHash?: string;
  /** The client that booked (lambdas/lib/client-key.ts), for the daily caps' sake. */
  client?: string;
  createdAt: string;
  confirmedAt?: string;
}

export { bookingMessages } from './booking-text';
