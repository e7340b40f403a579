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
  /** As the spec shows it, e.g. '02:00 PM'. */
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

export interface BookingResponse {
  id: string;
  date: string;
  time: string;
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
  status: 'confirmed';
  createdAt: string;
}

export { bookingMessages } from './booking-text';
