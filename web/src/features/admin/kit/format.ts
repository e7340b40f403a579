import { formatIndianDate } from '#web/lib/format-date';

// Dates in admin tables: the Asia/Kolkata calendar date, with the time where it matters.

export { formatIndianDate as formatDate };

/**
 * '2026-10-02T04:30:00Z' → '2 Oct 2026, 10:00 IST' (Asia/Kolkata, 24-hour). Staff work with
 * learners, PhonePe and CSV exports in other zones, so every admin time names its zone.
 */
export function formatDateTime(isoDateTime: string): string {
  const date = formatIndianDate(isoDateTime);
  if (!date) return '';
  const inIndia = new Date(Date.parse(isoDateTime) + (5 * 60 + 30) * 60_000);
  const time = `${String(inIndia.getUTCHours()).padStart(2, '0')}:${String(inIndia.getUTCMinutes()).padStart(2, '0')}`;
  return `${date}, ${time} IST`;
}
