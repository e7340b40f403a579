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
} from '../../shared/booking-slots';
import {
  bookingMessages,
  type Booking,
  type bookingRequest,
  type BookingSlotsResponse,
} from '../../shared/forms/booking';
import { bookSlotIfFree, listBookingsBetween } from '../data/bookings';
import { ConflictError, ValidationError } from '../lib/errors';
import { sendNotification } from '../lib/mailer';
import { bookingConfirmationMail, bookingNotificationMail } from '../mail/booking-mails';
import { companySettings } from './company';

export type BookingForm = z.output<typeof bookingRequest>;

/** The next business days (Asia/Kolkata) with each of the six slots marked free or taken. */
export async function listBookingDays(
  now = new Date(),
  from?: string,
): Promise<BookingSlotsResponse> {
  const dates = upcomingBookingDays(now, bookingDaysShown, from);
  const bookings = dates.length ? await listBookingsBetween(dates[0]!, dates.at(-1)!) : [];
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

/**
 * Books a free, real upcoming slot (design §7). The slot's key makes the write conditional, so of
 * two visitors submitting the same slot at once exactly one gets it; the other gets a 409.
 */
export async function bookConsultation(form: BookingForm, now = new Date()): Promise<Booking> {
  if (!isBookableSlot(form.date, form.time, now)) {
    throw new ValidationError(bookingMessages.slotUnavailable, {
      time: bookingMessages.slotUnavailable,
    });
  }
  const booking: Booking = {
    id: ulid(now.getTime()),
    name: form.name,
    email: form.email,
    message: form.message,
    date: form.date,
    time: form.time,
    startsAt: slotStart(form.date, form.time).toISOString(),
    durationMinutes: bookingDurationMinutes,
    status: 'confirmed',
    createdAt: now.toISOString(),
  };
  if (!(await bookSlotIfFree(booking))) throw new ConflictError(bookingMessages.slotTaken);
  const company = await companySettings();
  await Promise.all([
    sendNotification(bookingConfirmationMail(booking, company, now)),
    sendNotification(bookingNotificationMail(booking, company)),
  ]);
  return booking;
}
