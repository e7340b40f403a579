import { ulid } from 'ulid';
import type * as z from 'zod';
import {
  bookingDaysShown,
  bookingDurationMinutes,
  bookingSlotTimes,
  bookingTimeZone,
  isBookableSlot,
  slotLabel,
  slotStart,
  upcomingBookingDays,
} from '#shared/booking-slots';
import {
  bookingMessages,
  type Booking,
  type bookingRequest,
  type BookingSlotsResponse,
} from '#shared/forms/booking';
import { bookingConfirmPath } from '#shared/forms/booking-confirm-path';
import { bookingConfirmMinutes } from '#shared/forms/booking-text';
import {
  bookSlotIfFree,
  confirmBookingInTime,
  releaseUnconfirmedBooking,
  getBookingToConfirm,
  listBookingsBetween,
} from '#lambdas/data/bookings';
import { countWithinDailyLimit } from '#lambdas/data/rate-limits';
import { siteUrl } from '#lambdas/lib/config';
import { matchesLinkToken, newLinkToken } from '#lambdas/lib/link-token';
import {
  ConflictError,
  HttpError,
  NotFoundError,
  RateLimitedError,
  ValidationError,
} from '#lambdas/lib/errors';
import { sendNotification } from '#lambdas/mail/mailer';
import {
  bookingConfirmationMail,
  bookingConfirmLinkMail,
  bookingNotificationMail,
} from './booking-mails';
import { companySettings } from '#lambdas/data/company-settings';

export type BookingForm = z.output<typeof bookingRequest>;

/** The next business days (Asia/Kolkata) with each of the six slots marked free or taken. */
export async function listBookingDays(
  now = new Date(),
  from?: string,
): Promise<BookingSlotsResponse> {
  const dates = upcomingBookingDays(now, bookingDaysShown, from);
  const bookings = dates.length ? await listBookingsBetween(dates[0]!, dates.at(-1)!, now) : [];
  const taken = new Set(bookings.map((booking) => `${booking.date}T${booking.time}`));
  return {
    timeZone: bookingTimeZone,
    durationMinutes: bookingDurationMinutes,
    days: dates.map((date) => ({
      date,
      slots: bookingSlotTimes.map((time) => ({
        time,
        label: slotLabel(time),
        available: !taken.has(`${date}T${time}`),
      })),
    })),
  };
}

/** Slots held a day (IST) per client and per e-mail address (decision 012). */
export const bookingDailyCaps = { client: 4, email: 3 } as const;

/** When a booking held at `now` lapses unless confirmed. */
export const confirmByFrom = (now: Date) =>
  new Date(now.getTime() + bookingConfirmMinutes * 60_000).toISOString();

/**
 * Holds a free, real upcoming slot for the visitor (docs/product.md §12) and e-mails a confirmation link to
 * the address they typed; the booking is made when they open it (confirmBookingLink). The slot's
 * key makes the write conditional, so of two visitors submitting the same slot at once exactly one
 * gets it; the other gets a 409. An unconfirmed hold lapses after bookingConfirmMinutes.
 */
export async function bookConsultation(
  form: BookingForm,
  client: string,
  now = new Date(),
): Promise<Booking & { confirmBy: string }> {
  if (!isBookableSlot(form.date, form.time, now)) {
    throw new ValidationError(bookingMessages.slotUnavailable, {
      time: bookingMessages.slotUnavailable,
    });
  }
  const { token, hash } = newLinkToken();
  const booking: Booking & { confirmBy: string } = {
    id: ulid(now.getTime()),
    name: form.name,
    email: form.email,
    message: form.message,
    date: form.date,
    time: form.time,
    startsAt: slotStart(form.date, form.time).toISOString(),
    durationMinutes: bookingDurationMinutes,
    status: 'unconfirmed',
    confirmBy: confirmByFrom(now),
    confirmTokenHash: hash,
    client,
    createdAt: now.toISOString(),
  };
  if (!(await bookSlotIfFree(booking, now))) throw new ConflictError(bookingMessages.slotTaken);
  // Only slots actually held count towards the day's caps; over them, the hold is let go.
  const withinCaps =
    (await countWithinDailyLimit('booking-client', client, bookingDailyCaps.client, now)) &&
    (await countWithinDailyLimit('booking-email', form.email, bookingDailyCaps.email, now));
  if (!withinCaps) {
    await releaseUnconfirmedBooking(booking);
    throw new RateLimitedError(bookingMessages.tooManyToday);
  }
  const link = new URL(bookingConfirmPath, siteUrl());
  link.searchParams.set('id', booking.id);
  link.searchParams.set('token', token);
  await sendNotification(bookingConfirmLinkMail(booking, link.toString(), await companySettings()));
  return booking;
}

/**
 * The visitor opened the e-mailed link: the booking is confirmed, and only now the invitation
 * goes to them (greeting them by name, with their note) and the notice to the company. Opening
 * the link again answers the same. A wrong token reads as an unknown booking.
 */
export async function confirmBookingLink(
  id: string,
  token: string,
  now = new Date(),
): Promise<Booking> {
  const found = await getBookingToConfirm(id);
  if (!found || !matchesLinkToken(token, found.confirmTokenHash)) {
    throw new NotFoundError(bookingMessages.linkInvalid);
  }
  const booking = found.booking as Booking;
  if (booking.status !== 'unconfirmed') {
    if (booking.status === 'confirmed') return booking;
    throw new NotFoundError(bookingMessages.linkInvalid);
  }
  if (!(await confirmBookingInTime(booking, now))) {
    throw new HttpError(410, bookingMessages.linkExpired);
  }
  const confirmed: Booking = { ...booking, status: 'confirmed', confirmedAt: now.toISOString() };
  delete confirmed.confirmBy;
  const company = await companySettings();
  await Promise.all([
    sendNotification(bookingConfirmationMail(confirmed, company, now)),
    sendNotification(bookingNotificationMail(confirmed, company)),
  ]);
  return confirmed;
}
