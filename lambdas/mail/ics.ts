// A meeting invitation as an iCalendar file (RFC 5545) with METHOD:REQUEST (RFC 5546), which
// Gmail, Outlook and Apple Mail offer to add to the calendar.

export interface CalendarPerson {
  name: string;
  email: string;
}

export interface CalendarInvite {
  /** Globally unique and stable for this meeting, e.g. `<bookingId>@nexoratech.in`. */
  uid: string;
  start: Date;
  durationMinutes: number;
  summary: string;
  description: string;
  location?: string;
  organizer: CalendarPerson;
  attendee: CalendarPerson;
  /** When the invitation was made (DTSTAMP). */
  createdAt: Date;
  /** PRODID's product, e.g. the company name. */
  product: string;
}

/** UTC date-time form, e.g. 20261124T043000Z. */
export function icsDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT values: backslash, semicolon and comma escaped, line breaks as \n (RFC 5545 §3.3.11). */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value such as CN: quoted, since names may hold ',', ';' or ':' (DQUOTE is dropped). */
const paramValue = (value: string) => `"${value.replace(/["\r\n]/g, '')}"`;

/**
 * Lines longer than 75 octets are folded: CRLF plus one space (RFC 5545 §3.1), never inside a
 * UTF-8 character.
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let currentBytes = 0;
  for (const character of line) {
    const bytes = Buffer.byteLength(character);
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? 75 : 74;
    if (currentBytes + bytes > limit) {
      parts.push(current);
      current = '';
      currentBytes = 0;
    }
    current += character;
    currentBytes += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function buildCalendarInvite(invite: CalendarInvite): string {
  const end = new Date(invite.start.getTime() + invite.durationMinutes * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeIcsText(invite.product)}//Consultation booking//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:REQUEST',
    'BEGIN:VEVENT',
    `UID:${invite.uid}`,
    `DTSTAMP:${icsDateTime(invite.createdAt)}`,
    `DTSTART:${icsDateTime(invite.start)}`,
    `DTEND:${icsDateTime(end)}`,
    `SUMMARY:${escapeIcsText(invite.summary)}`,
    `DESCRIPTION:${escapeIcsText(invite.description)}`,
    ...(invite.location ? [`LOCATION:${escapeIcsText(invite.location)}`] : []),
    `ORGANIZER;CN=${paramValue(invite.organizer.name)}:mailto:${invite.organizer.email}`,
    `ATTENDEE;CN=${paramValue(invite.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:${invite.attendee.email}`,
    'STATUS:CONFIRMED',
    'SEQUENCE:0',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

/** One event of a published calendar: a class of a batch, say. */
export interface CalendarEvent {
  uid: string;
  start: Date;
  durationMinutes: number;
  summary: string;
  description: string;
  url?: string;
}

/**
 * A calendar to add, not an invitation to answer (METHOD:PUBLISH): every event at once, e.g. a
 * batch's classes. Stable UIDs let a second import update the events rather than double them.
 */
export function buildCalendarFile(calendar: {
  product: string;
  name: string;
  events: CalendarEvent[];
  createdAt: Date;
}): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeIcsText(calendar.product)}//Class schedule//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcsText(calendar.name)}`,
    ...calendar.events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${icsDateTime(calendar.createdAt)}`,
      `DTSTART:${icsDateTime(event.start)}`,
      `DTEND:${icsDateTime(new Date(event.start.getTime() + event.durationMinutes * 60_000))}`,
      `SUMMARY:${escapeIcsText(event.summary)}`,
      `DESCRIPTION:${escapeIcsText(event.description)}`,
      ...(event.url ? [`URL:${event.url}`] : []),
      'STATUS:CONFIRMED',
      'TRANSP:OPAQUE',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
