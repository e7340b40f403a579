import { formatDate, istOffsetMs } from '#shared/format-date';

// Dates shown to visitors in India, e.g. '2 Oct 2026', by the one hand-written formatter of
// shared/format-date.ts, so the prerender (Node) and the browser agree to the character.

/** '2026-10-02T04:30:00Z' → '2 Oct 2026', the calendar date in Asia/Kolkata. */
export const formatIndianDate = (isoDateTime: string): string => formatDate(isoDateTime);

/** '2026-10-02T04:30:00Z' → '2026-10-02', the Asia/Kolkata calendar date, for <time dateTime>. */
export function indianCalendarDate(isoDateTime: string): string {
  const time = Date.parse(isoDateTime);
  if (Number.isNaN(time)) return '';
  return new Date(time + istOffsetMs).toISOString().slice(0, 10);
}
