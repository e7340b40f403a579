import { describe, expect, it } from 'vitest';
import { fallbackSettings } from '#shared/content/fallback/site';
import type { Booking } from '#shared/forms/booking';
import { buildCalendarInvite, escapeIcsText, foldIcsLine } from '#lambdas/mail/ics';
import { bookingConfirmationMail } from '#lambdas/inbox/booking-mails';

const invite = () =>
  buildCalendarInvite({
    uid: '01JABC@nexoratech.in',
    start: new Date('2026-11-25T04:30:00Z'),
    durationMinutes: 30,
    summary: 'Free consultation with Nexora Technologies',
    description: 'Line one\nPrices; GST, extras',
    organizer: { name: 'Nexora Technologies', email: 'hello@nexoratech.in' },
    attendee: { name: 'Asha Rao, CTO', email: 'asha@example.com' },
    createdAt: new Date('2026-11-22T10:15:30.123Z'),
    product: 'Nexora Technologies',
  });

const unfold = (ics: string) => ics.replace(/\r\n /g, '');

describe('buildCalendarInvite', () => {
  it('is a VCALENDAR request holding one VEVENT', () => {
    const lines = unfold(invite()).split('\r\n');
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(lines).toContain('METHOD:REQUEST');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(lines.at(-1)).toBe('');
  });

  it('uses CRLF line endings only', () => {
    expect(invite().replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('writes start, end and stamp in UTC, 30 minutes apart', () => {
    const text = unfold(invite());
    expect(text).toContain('DTSTART:20261125T043000Z');
    expect(text).toContain('DTEND:20261125T050000Z');
    expect(text).toContain('DTSTAMP:20261122T101530Z');
  });

  it('names the uid, summary, organizer and attendee', () => {
    const text = unfold(invite());
    expect(text).toContain('UID:01JABC@nexoratech.in');
    expect(text).toContain('SUMMARY:Free consultation with Nexora Technologies');
    expect(text).toContain('ORGANIZER;CN="Nexora Technologies":mailto:hello@nexoratech.in');
    expect(text).toMatch(/ATTENDEE;CN="Asha Rao, CTO";.*RSVP=TRUE:mailto:asha@example\.com/);
  });

  it('escapes text values', () => {
    expect(unfold(invite())).toContain('DESCRIPTION:Line one\\nPrices\\; GST\\, extras');
    expect(escapeIcsText('a\\b')).toBe('a\\\\b');
  });

  it('folds lines longer than 75 octets without splitting a character', () => {
    const long = `DESCRIPTION:${'₹'.repeat(60)}`;
    const folded = foldIcsLine(long);
    for (const line of folded.split('\r\n'))
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
    expect(folded).not.toContain('\uFFFD');
  });
});

describe('bookingConfirmationMail', () => {
  const booking: Booking = {
    id: '01JBOOKING',
    name: 'Asha Rao',
    email: 'asha@example.com',
    date: '2026-11-25',
    time: '14:00',
    startsAt: '2026-11-25T08:30:00.000Z',
    durationMinutes: 30,
    status: 'confirmed',
    createdAt: '2026-11-22T10:00:00.000Z',
  };

  it('goes to the visitor with the invitation as invite.ics', () => {
    const mail = bookingConfirmationMail(booking, fallbackSettings, new Date());
    expect(mail.to).toEqual(['asha@example.com']);
    expect(mail.text).toContain('02:00 PM – 02:30 PM IST');
    expect(mail.text).toContain('Wednesday, 25 November 2026');
    const [attachment] = mail.attachments ?? [];
    expect(attachment?.fileName).toBe('invite.ics');
    expect(attachment?.contentType).toMatch(/^text\/calendar;.*method=REQUEST/);
    expect(String(attachment?.content)).toContain('DTSTART:20261125T083000Z');
  });

  it('escapes what the visitor typed in the HTML part', () => {
    const mail = bookingConfirmationMail(
      { ...booking, name: '<script>x</script>' },
      fallbackSettings,
      new Date(),
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });
});
