import type { SiteSettings } from '#shared/content/schemas';
import { formatDate } from '#shared/format-date';
import { bookingTimeZone, slotLabel, slotStart } from '#shared/booking-slots';
import type { Booking } from '#shared/forms/booking';
import { bookingConfirmMinutes } from '#shared/forms/booking-text';
import { buildCalendarInvite } from '#lambdas/mail/ics';
import type { Mail } from '#lambdas/mail/mime';
import { composeMail, formatIst } from '#lambdas/mail/layout';

/** e.g. 'Tuesday, 24 November 2026' for the IST calendar date. */
const dateLabel = (date: string) => formatDate(date, { month: 'long', weekday: true });

function endTime(booking: Booking): string {
  const [hours = 0, minutes = 0] = booking.time.split(':').map(Number);
  const total = hours * 60 + minutes + booking.durationMinutes;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}

const timeRange = (booking: Booking) =>
  `${slotLabel(booking.time)} – ${slotLabel(endTime(booking))} IST (${bookingTimeZone})`;

export const consultationSummary = (company: SiteSettings) =>
  `Free consultation with ${company.companyName}`;

/** The .ics invitation: the company organises, the visitor attends. */
export function consultationInvite(booking: Booking, company: SiteSettings, now: Date): string {
  const domain = company.companyEmail.split('@')[1] ?? 'localhost';
  return buildCalendarInvite({
    uid: `${booking.id}@${domain}`,
    start: slotStart(booking.date, booking.time),
    durationMinutes: booking.durationMinutes,
    summary: consultationSummary(company),
    description: [
      `A ${booking.durationMinutes}-minute video call with ${company.companyName} about your project.`,
      'We will send the video call link before the meeting.',
      ...(booking.message ? [`Your note: ${booking.message}`] : []),
    ].join('\n'),
    location: 'Video call (link by e-mail)',
    organizer: { name: company.companyName, email: company.companyEmail },
    attendee: { name: booking.name, email: booking.email },
    createdAt: now,
    product: company.companyName,
  });
}

/** To the visitor: the confirmation with the invitation attached. */
export function bookingConfirmationMail(booking: Booking, company: SiteSettings, now: Date): Mail {
  return {
    to: [booking.email],
    replyTo: company.companyEmail,
    subject: `Your free consultation with ${company.companyName} on ${dateLabel(booking.date)}`,
    ...composeMail(
      {
        paragraphs: [
          `Hello ${booking.name},`,
          `Thank you for booking a free consultation with ${company.companyName}. Your ${booking.durationMinutes}-minute video call is confirmed:`,
        ],
        details: [
          ['Date', dateLabel(booking.date)],
          ['Time', timeRange(booking)],
        ],
        closing: [
          'The calendar invitation is attached, so you can add the call to your calendar. We will send the video call link before the meeting. If the time no longer suits you, simply reply to this e-mail.',
          'Looking forward to speaking with you!',
        ],
      },
      company,
    ),
    attachments: [
      {
        fileName: 'invite.ics',
        contentType: 'text/calendar; charset=UTF-8; method=REQUEST',
        content: consultationInvite(booking, company, now),
      },
    ],
  };
}

/**
 * To the address a visitor typed, before it is proven theirs (decision 012): only our own words, the
 * slot they chose and the link. Nothing the visitor typed (their name, their note) goes to an
 * address that may be a stranger's.
 */
export function bookingConfirmLinkMail(
  booking: Booking,
  confirmUrl: string,
  company: SiteSettings,
): Mail {
  return {
    to: [booking.email],
    replyTo: company.companyEmail,
    subject: `Please confirm your consultation with ${company.companyName}`,
    ...composeMail(
      {
        paragraphs: [
          `A free ${booking.durationMinutes}-minute consultation with ${company.companyName} was requested on our website for this e-mail address:`,
        ],
        details: [
          ['Date', dateLabel(booking.date)],
          ['Time', timeRange(booking)],
        ],
        action: { label: 'Confirm my booking', url: confirmUrl },
        closing: [
          `The time is held for ${bookingConfirmMinutes} minutes. Once you confirm, we send the calendar invitation.`,
          'If you did not ask for this, ignore this e-mail: nothing is booked and we will not write again.',
        ],
      },
      company,
    ),
  };
}

/** To the company: who booked which slot; replying answers the visitor. */
export function bookingNotificationMail(booking: Booking, company: SiteSettings): Mail {
  return {
    to: [company.companyEmail],
    replyTo: booking.email,
    subject: `New consultation booked: ${booking.date} at ${slotLabel(booking.time)} IST with ${booking.name}`,
    ...composeMail(
      {
        paragraphs: [`${booking.name} has booked a free consultation through the website.`],
        details: [
          ['Name', booking.name],
          ['Email', booking.email],
          ['Date', dateLabel(booking.date)],
          ['Time', timeRange(booking)],
          ['Booked', formatIst(booking.createdAt)],
        ],
        ...(booking.message ? { quote: { heading: 'Their note', text: booking.message } } : {}),
        closing: ['Please send the video call link before the meeting.'],
      },
      company,
    ),
  };
}
