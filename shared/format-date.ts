// Dates and times as people in India read them, in Asia/Kolkata: '27 Nov 2026',
// 'Fri, 27 Nov 2026', '27 November 2026', '10:00 am'. One formatter for the site, the mails,
// My Learning and the admin, written from the date's parts rather than with Intl: en-IN's Intl
// puts a comma before the year once a weekday is shown ('Fri, 27 Nov, 2026'), Node and the
// browser may ship different ICU data ('Sep' or 'Sept'), and a rendered page must read the same
// after hydration (docs/decisions/003-prerender-and-hydrate.md). India has kept one offset
// (UTC+05:30) since 1945.

export const istOffsetMs = (5 * 60 + 30) * 60_000;

// CLDR's en-IN names.
const shortMonths = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
] as const;
const longMonths = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const longWeekdays = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** A calendar date ('2027-02-01'), an instant ('2027-02-01T04:30:00Z') or a Date. */
export type DateInput = string | Date;

interface IstParts {
  year: number;
  /** 0–11 */
  month: number;
  day: number;
  /** 0 (Sunday) – 6 */
  weekday: number;
  hours: number;
  minutes: number;
}

/** A calendar date stands as it is; an instant by its wall clock in IST. Undefined if unreadable. */
function istParts(value: DateInput): IstParts | undefined {
  const calendarDate = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  const ms = calendarDate
    ? Date.parse(`${value}T00:00:00Z`)
    : new Date(value).getTime() + istOffsetMs;
  if (Number.isNaN(ms)) return undefined;
  const date = new Date(ms);
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth(),
    day: date.getUTCDate(),
    weekday: date.getUTCDay(),
    hours: date.getUTCHours(),
    minutes: date.getUTCMinutes(),
  };
}

/** A date's words in full ('Friday', 27, 'November', 2026), for layouts of their own. */
export function dateWords(
  value: DateInput,
): { weekday: string; day: number; month: string; year: number } | undefined {
  const parts = istParts(value);
  if (!parts) return undefined;
  return {
    weekday: longWeekdays[parts.weekday]!,
    day: parts.day,
    month: longMonths[parts.month]!,
    year: parts.year,
  };
}

export interface DateStyle {
  /** 'Nov' (the default) or 'November'. */
  month?: 'short' | 'long';
  /** 'Fri, ' or 'Friday, ' in front, as long as the month. */
  weekday?: boolean;
}

/**
 * '27 Nov 2026'; 'Fri, 27 Nov 2026' with the weekday; '27 November 2026' or
 * 'Friday, 27 November 2026' with long months. An empty string for an unreadable date.
 */
export function formatDate(value: DateInput, style: DateStyle = {}): string {
  const parts = istParts(value);
  if (!parts) return '';
  const long = style.month === 'long';
  const month = (long ? longMonths : shortMonths)[parts.month];
  const date = `${parts.day} ${month} ${parts.year}`;
  if (!style.weekday) return date;
  const weekday = longWeekdays[parts.weekday]!;
  return `${long ? weekday : weekday.slice(0, 3)}, ${date}`;
}

/** '10:00 am', '3:45 pm': the IST wall-clock time of an instant, as en-IN writes it. */
export function formatTime(value: DateInput): string {
  const parts = istParts(value);
  if (!parts) return '';
  const hours = parts.hours % 12 || 12;
  const minutes = String(parts.minutes).padStart(2, '0');
  return `${hours}:${minutes} ${parts.hours < 12 ? 'am' : 'pm'}`;
}

/** '22 Nov 2026, 3:45 pm': an instant's date and time in IST. */
export function formatDateTime(value: DateInput): string {
  const date = formatDate(value);
  return date && `${date}, ${formatTime(value)}`;
}
