import { dateWords, formatDate } from '#shared/format-date';

// How the booking widget names a slot's date (YYYY-MM-DD, already an Asia/Kolkata calendar day),
// in the site's one date formatter, so every browser shows the same words.

/** '2026-11-23' → { weekday: 'Mon', day: '23', month: 'Nov' }, for the date buttons. */
export function shortDateParts(date: string): { weekday: string; day: string; month: string } {
  const words = dateWords(date);
  if (!words) return { weekday: '', day: '', month: '' };
  return {
    weekday: words.weekday.slice(0, 3),
    day: String(words.day),
    month: words.month.slice(0, 3),
  };
}

/** '2026-11-23' → 'Monday, 23 November 2026'. */
export function longDate(date: string): string {
  return formatDate(date, { month: 'long', weekday: true });
}
