// Consultation slots (docs/product.md §9 "Booking", docs/product.md §12): 30-minute video calls on the next business
// days in Asia/Kolkata, at the product's six times. Pure, so the widget and the API agree.

import { formatDate, istOffsetMs } from './format-date';

export const bookingTimeZone = 'Asia/Kolkata';
export const bookingDurationMinutes = 30;
/** How many business days the widget offers at once. */
export const bookingDaysShown = 5;
/** Nothing can be booked further ahead than this, whatever `from` asks for. */
export const bookingHorizonDays = 60;

/** 24-hour HH:mm in Asia/Kolkata, in the product's order. */
export const bookingSlotTimes = ['09:00', '10:00', '11:00', '14:00', '15:00', '16:00'] as const;

/** National holidays on fixed dates (MM-DD): Republic Day, Independence Day, Gandhi Jayanti. */
export const fixedDateHolidays = ['01-26', '08-15', '10-02'] as const;

// India keeps no daylight saving time, so IST is always UTC+05:30.
export { istOffsetMs };
const dayMs = 86_400_000;

const isoDate = (utcMidnightMs: number) => new Date(utcMidnightMs).toISOString().slice(0, 10);
const dateMs = (date: string) => Date.parse(`${date}T00:00:00Z`);

/**
 * e.g. '1 February 2027': a calendar date ('2027-02-01') as it stands, an instant by its date
 * in IST.
 */
export const formatLongDate = (value: string): string => formatDate(value, { month: 'long' });

/** The calendar date (YYYY-MM-DD) in Asia/Kolkata at an instant. */
export function istDate(instant: Date): string {
  return new Date(instant.getTime() + istOffsetMs).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return isoDate(dateMs(date) + days * dayMs);
}

/** Monday to Friday, and not one of the fixed-date national holidays. */
export function isBusinessDay(date: string): boolean {
  const weekday = new Date(dateMs(date)).getUTCDay();
  return (
    weekday !== 0 &&
    weekday !== 6 &&
    !(fixedDateHolidays as readonly string[]).includes(date.slice(5))
  );
}

/** '14:00' → '02:00 PM', as docs/product.md shows the times. */
export function slotLabel(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(hour12)}:${pad(minutes)} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** The instant a slot starts: its IST wall-clock time as UTC. */
export function slotStart(date: string, time: string): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(dateMs(date) + (hours * 60 + minutes) * 60_000 - istOffsetMs);
}

/** The first and last dates that can be booked at `now`: tomorrow (IST) to the horizon. */
export function bookableDateRange(now: Date): { first: string; last: string } {
  const today = istDate(now);
  return { first: addDays(today, 1), last: addDays(today, bookingHorizonDays) };
}

/**
 * The next `count` business days from tomorrow in IST, or from `from` when that is later, never
 * past the booking horizon (so fewer days may come back near it).
 */
export function upcomingBookingDays(now: Date, count = bookingDaysShown, from?: string): string[] {
  const { first, last } = bookableDateRange(now);
  const days: string[] = [];
  for (let date = from && from > first ? from : first; date <= last; date = addDays(date, 1)) {
    if (days.length === count) break;
    if (isBusinessDay(date)) days.push(date);
  }
  return days;
}

/** A real upcoming slot: one of the six times, on a business day from tomorrow to the horizon. */
export function isBookableSlot(date: string, time: string, now: Date): boolean {
  const isRealDate = /^\d{4}-\d{2}-\d{2}$/.test(date) && isoDate(dateMs(date) || 0) === date;
  if (!isRealDate) return false;
  const { first, last } = bookableDateRange(now);
  return (
    (bookingSlotTimes as readonly string[]).includes(time) &&
    date >= first &&
    date <= last &&
    isBusinessDay(date)
  );
}
