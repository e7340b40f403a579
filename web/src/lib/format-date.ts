// Dates shown to visitors in India, e.g. '2 Oct 2026'. Formatted by hand rather than with Intl:
// the prerender (Node) and the browser may ship different ICU data ('Sep' or 'Sept'), and any
// difference would break hydration. India has kept one offset (UTC+05:30) since 1945.

const indiaOffsetMinutes = 5 * 60 + 30;
// The short month names of CLDR's en-IN.
const months = [
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

/** '2026-10-02T04:30:00Z' → '2 Oct 2026', the calendar date in Asia/Kolkata. */
export function formatIndianDate(isoDateTime: string): string {
  const time = Date.parse(isoDateTime);
  if (Number.isNaN(time)) return '';
  const inIndia = new Date(time + indiaOffsetMinutes * 60_000);
  return `${inIndia.getUTCDate()} ${months[inIndia.getUTCMonth()]} ${inIndia.getUTCFullYear()}`;
}

/** '2026-10-02T04:30:00Z' → '2026-10-02', the Asia/Kolkata calendar date, for <time dateTime>. */
export function indianCalendarDate(isoDateTime: string): string {
  const time = Date.parse(isoDateTime);
  if (Number.isNaN(time)) return '';
  return new Date(time + indiaOffsetMinutes * 60_000).toISOString().slice(0, 10);
}
