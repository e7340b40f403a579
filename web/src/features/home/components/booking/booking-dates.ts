// How the booking widget names a slot's date (YYYY-MM-DD, already an Asia/Kolkata calendar day).
// Formatted by hand, so every browser shows the same words.

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const months = [
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
];

function parts(date: string) {
  const day = new Date(`${date}T00:00:00Z`);
  return {
    weekday: weekdays[day.getUTCDay()] ?? '',
    day: day.getUTCDate(),
    month: months[day.getUTCMonth()] ?? '',
    year: day.getUTCFullYear(),
  };
}

/** '2026-11-23' → { weekday: 'Mon', day: '23', month: 'Nov' }, for the date buttons. */
export function shortDateParts(date: string): { weekday: string; day: string; month: string } {
  const { weekday, day, month } = parts(date);
  return { weekday: weekday.slice(0, 3), day: String(day), month: month.slice(0, 3) };
}

/** '2026-11-23' → 'Monday, 23 November 2026'. */
export function longDate(date: string): string {
  const { weekday, day, month, year } = parts(date);
  return `${weekday}, ${day} ${month} ${year}`;
}
