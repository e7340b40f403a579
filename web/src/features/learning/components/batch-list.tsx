import { CalendarDays, Clock } from 'lucide-react';
import type { BatchAvailability } from '#shared/api/content';
import { waitingListJoinLink } from '#shared/forms/batch-waiting-list-paths';
import { ArrowLink } from '#web/components/arrow-link';
import { IconLine } from '#web/components/icon-line';
import { SeatsBadge } from '#web/components/seats-badge';
import { batchStartLabel, seatsLabel } from '../course-display';

/**
 * The course's batches with their live seats. The prerendered page shows the seats of its
 * build; after hydration the course refreshes from the API, so the counts are the store's. A full
 * batch leads to its waiting list (decision 025), the enrolment page with the list's form open.
 */
export function BatchList({
  courseSlug,
  batches,
}: {
  courseSlug: string;
  batches: BatchAvailability[];
}) {
  if (!batches.length) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
        New batches will be announced soon.
      </p>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {batches.map((batch) => {
        const full = batch.seatsAvailable <= 0;
        return (
          <li
            key={batch.id}
            data-testid="batch"
            className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
          >
            <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{batch.name}</h3>
            <ul className="mt-3 space-y-2 text-sm text-slate-600 dark:text-slate-400">
              <IconLine icon={Clock} className="gap-2">
                {batch.schedule}
              </IconLine>
              <IconLine icon={CalendarDays} className="gap-2">
                <span>
                  Starts{' '}
                  {batch.startDate ? (
                    <time dateTime={batch.startDate}>{batchStartLabel(batch.startDate)}</time>
                  ) : (
                    batchStartLabel(null)
                  )}
                </span>
              </IconLine>
            </ul>
            <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
              <SeatsBadge open={!full} size="md" as="p" testId="batch-seats">
                {seatsLabel(batch.seatsAvailable)}
              </SeatsBadge>
              {full && (
                <ArrowLink
                  to={waitingListJoinLink(courseSlug, batch.id)}
                  look="text"
                  label={`Join the waiting list for ${batch.name}`}
                >
                  Join the waiting list
                </ArrowLink>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
