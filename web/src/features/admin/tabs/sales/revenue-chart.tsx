import type { DashboardDay } from '#shared/admin/dashboard';
import { formatInr } from '#shared/checkout/money';
import { formatDate } from '#web/features/admin/kit/format';
import { ColumnHeaders } from '#web/features/admin/kit/column-headers';

// The dashboard's 30-day chart (docs/admin.md): revenue as bars and enrollments as a line, drawn as
// inline SVG. The SVG stretches to its box, so its labels are HTML around it; a screen reader
// gets a one-line summary and the same figures as a table.

const width = 300;
const height = 100;

/** '2026-11-26' → '26 Nov' (the day in India; the year is clear from the last 30 days). */
const shortDate = (date: string) =>
  formatDate(`${date}T12:00:00+05:30`).split(' ').slice(0, 2).join(' ');

const enrollmentsText = (count: number) => `${count} enrollment${count === 1 ? '' : 's'}`;

/** The month's totals and peaks, and the one-line summary a screen reader hears for the chart. */
export function revenueFigures(days: DashboardDay[]) {
  const totalRevenue = days.reduce((sum, day) => sum + day.revenue, 0);
  const totalEnrollments = days.reduce((sum, day) => sum + day.enrollments, 0);
  const peakRevenue = Math.max(0, ...days.map((day) => day.revenue));
  const peakEnrollments = Math.max(0, ...days.map((day) => day.enrollments));
  const busiest = days.reduce<DashboardDay | undefined>(
    (best, day) => (day.revenue > (best?.revenue ?? 0) ? day : best),
    undefined,
  );
  const first = days[0];
  const last = days.at(-1);
  const summary =
    first && last
      ? `Revenue and enrollments per day from ${shortDate(first.date)} to ${shortDate(last.date)}: ` +
        `${formatInr(totalRevenue)} and ${enrollmentsText(totalEnrollments)} in all` +
        (busiest
          ? `; the best day was ${shortDate(busiest.date)} with ${formatInr(busiest.revenue)}.`
          : '.')
      : 'No days to show.';
  return { totalRevenue, totalEnrollments, peakRevenue, peakEnrollments, summary };
}

export function RevenueChart({ days }: { days: DashboardDay[] }) {
  const { totalRevenue, totalEnrollments, peakRevenue, peakEnrollments, summary } =
    revenueFigures(days);
  // A month with nothing yet draws flat, not divided by zero.
  const maxRevenue = peakRevenue || 1;
  const maxEnrollments = peakEnrollments || 1;
  const slot = width / Math.max(days.length, 1);
  const first = days[0];
  const last = days.at(-1);
  const line = days
    .map((day, index) => {
      const x = slot * index + slot / 2;
      const y = height - (day.enrollments / maxEnrollments) * (height - 4) - 2;
      return `${x.toFixed(2)},${y.toFixed(2)}`;
    })
    .join(' ');

  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="text-lg font-semibold text-slate-900 dark:text-white">
          Enrollments and revenue, last 30 days
        </span>
        <span className="flex flex-wrap gap-4 text-sm text-slate-600 dark:text-slate-300">
          <span className="inline-flex items-center gap-1.5">
            <span className="inline-block size-3 rounded-sm bg-blue-500" aria-hidden />
            Revenue {formatInr(totalRevenue)}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span
              className="inline-block h-0.5 w-4 bg-emerald-600 dark:bg-emerald-400"
              aria-hidden
            />
            {enrollmentsText(totalEnrollments)}
          </span>
        </span>
      </figcaption>
      <div className="mt-4 flex justify-between text-xs text-slate-600 dark:text-slate-300">
        <span>Peak {formatInr(peakRevenue)} a day</span>
        <span>Peak {enrollmentsText(peakEnrollments)} a day</span>
      </div>
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        className="mt-1 h-48 w-full border-b border-slate-300 dark:border-slate-700"
      >
        {days.map((day, index) => {
          const barHeight = (day.revenue / maxRevenue) * (height - 4);
          return (
            <rect
              key={day.date}
              x={slot * index + slot * 0.15}
              y={height - barHeight}
              width={slot * 0.7}
              height={barHeight}
              className="fill-blue-500"
            />
          );
        })}
        <polyline
          points={line}
          fill="none"
          strokeWidth={2}
          vectorEffect="non-scaling-stroke"
          className="stroke-emerald-600 dark:stroke-emerald-400"
        />
      </svg>
      {first && last && (
        <div className="mt-1 flex justify-between text-xs text-slate-600 dark:text-slate-300">
          <span>{shortDate(first.date)}</span>
          <span>{shortDate(last.date)}</span>
        </div>
      )}
      <RevenueTable days={days} />
    </figure>
  );
}

/** The chart's figures as a table, folded away: every day's enrollments and revenue. */
function RevenueTable({ days }: { days: DashboardDay[] }) {
  return (
    <details className="mt-4 text-sm">
      <summary className="cursor-pointer font-medium text-blue-700 dark:text-blue-400">
        Show the figures as a table
      </summary>
      <div className="mt-2 max-h-80 overflow-auto">
        <table className="min-w-full text-left">
          <caption className="sr-only">Enrollments and revenue per day, last 30 days</caption>
          <thead className="text-xs text-slate-600 uppercase dark:text-slate-300">
            <ColumnHeaders
              columns={[
                { header: 'Date', className: 'py-1 pr-4' },
                { header: 'Enrollments', className: 'py-1 pr-4 text-right' },
                { header: 'Revenue', className: 'py-1 text-right' },
              ]}
            />
          </thead>
          <tbody className="text-slate-800 dark:text-slate-200">
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row" className="py-1 pr-4 font-normal">
                  {shortDate(day.date)}
                </th>
                <td className="py-1 pr-4 text-right">{day.enrollments}</td>
                <td className="py-1 text-right">{formatInr(day.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
