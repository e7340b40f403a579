import { CalendarDays, Clock } from 'lucide-react';
import { useId } from 'react';
import type { BatchAvailability } from '#shared/api/content';
import { isBookable } from '../enrollment-steps';
import { startDateLabel } from '../order-summary-lines';
import { IconLine } from '#web/components/icon-line';
import { SeatsBadge } from '#web/components/seats-badge';

const batchLine = 'gap-1.5 text-sm text-slate-600 dark:text-slate-400';

interface BatchListProps {
  batches: BatchAvailability[];
  selectedId: string;
  error: string | undefined;
  /** The batch whose seat a waiting-list offer keeps for this visitor (decision 025). */
  offeredBatchId: string | undefined;
  onSelect(batchId: string): void;
  /** A full batch offers its waiting list. */
  onJoinWaitingList(batch: BatchAvailability): void;
}

const seatsLabel = (seats: number) => `${seats} ${seats === 1 ? 'seat' : 'seats'} available`;

/**
 * docs/product.md §2 step 3: the batches with their live seats; a full batch cannot be chosen but
 * offers its waiting list, unless a seat in it is kept for this visitor (decision 025).
 */
export function BatchList({
  batches,
  selectedId,
  error,
  offeredBatchId,
  onSelect,
  onJoinWaitingList,
}: BatchListProps) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">
        Choose your batch
        <span className="text-red-600 dark:text-red-400" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      {batches.length === 0 && (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          No batches are open for this course right now. Please check back soon.
        </p>
      )}
      <div className="mt-3 grid gap-3">
        {batches.map((batch) => {
          const bookable = isBookable(batch, offeredBatchId);
          const keptForYou = bookable && batch.seatsAvailable < 1;
          const selected = bookable && batch.id === selectedId;
          return (
            <div
              key={batch.id}
              className={`rounded-xl border p-4 transition-colors ${
                !bookable
                  ? 'border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/50'
                  : selected
                    ? 'border-blue-600 bg-blue-50 ring-1 ring-blue-600 dark:border-blue-400 dark:bg-blue-500/10 dark:ring-blue-400'
                    : 'border-slate-300 hover:border-blue-400 dark:border-slate-700 dark:hover:border-blue-500'
              }`}
            >
              <label
                className={`flex gap-3 ${bookable ? 'cursor-pointer' : 'cursor-not-allowed opacity-70'}`}
              >
                <input
                  type="radio"
                  name="batchId"
                  value={batch.id}
                  checked={selected}
                  disabled={!bookable}
                  aria-invalid={Boolean(error)}
                  onChange={() => onSelect(batch.id)}
                  className="mt-1 size-4 shrink-0 accent-blue-600"
                />
                <span className="min-w-0 flex-1">
                  <span className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                    <span className="font-semibold text-slate-900 dark:text-white">
                      {batch.name}
                    </span>
                    <SeatsBadge open={bookable} size="sm">
                      {keptForYou
                        ? 'Seat kept for you'
                        : bookable
                          ? seatsLabel(batch.seatsAvailable)
                          : 'Batch full'}
                    </SeatsBadge>
                  </span>
                  {batch.schedule && (
                    <IconLine icon={Clock} as="span" className={`mt-1.5 ${batchLine}`}>
                      {batch.schedule}
                    </IconLine>
                  )}
                  <IconLine icon={CalendarDays} as="span" className={`mt-1 ${batchLine}`}>
                    Starts {startDateLabel(batch.startDate)}
                  </IconLine>
                </span>
              </label>
              {!bookable && (
                <button
                  type="button"
                  onClick={() => onJoinWaitingList(batch)}
                  aria-label={`Join the waiting list for ${batch.name}`}
                  className="mt-3 ml-7 rounded-lg border border-blue-600 px-3.5 py-2 text-sm font-semibold text-blue-700 transition-colors hover:bg-blue-50 dark:border-blue-400 dark:text-blue-300 dark:hover:bg-blue-500/10"
                >
                  Join the waiting list
                </button>
              )}
            </div>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="mt-2 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
