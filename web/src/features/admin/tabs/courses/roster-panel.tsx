import { useId } from 'react';
import { buttonClass } from '#web/features/admin/kit/buttons';
import { PanelState } from '#web/features/admin/kit/panel-state';
import { AttendanceTable } from './attendance-table';
import type { BatchPartProps } from './use-batch-part';
import { useRoster } from './use-roster';

// One batch's roster (decision 015): its paid learners, a tick per class they attended, and "Mark
// completed" for one learner or the whole batch. Completion is what a certificate is issued on,
// so before the batch starts both buttons are disabled and the roster says why (decision 016).

export function RosterPanel({ courseId, batch }: BatchPartProps) {
  const state = useRoster({ courseId, batch });
  const { roster, busy } = state;
  const refusalId = useId();
  const open = roster?.learners.filter((l) => l.status === 'confirmed' && !l.completedAt) ?? [];
  const refusal = roster?.completionRefusal;
  /** Disabled with the visible reason as its description, while the batch has not started. */
  const notYet = refusal ? { 'aria-describedby': refusalId } : {};

  return (
    <section
      aria-label={`Roster of ${batch.name}`}
      className="space-y-4 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-semibold text-slate-900 dark:text-white">Roster: {batch.name}</h4>
        <div className="flex gap-2">
          <button
            type="button"
            className={buttonClass.primary}
            disabled={busy || open.length === 0 || Boolean(refusal)}
            {...notYet}
            onClick={() => void state.completeBatch(open.length)}
          >
            Mark batch completed
          </button>
        </div>
      </div>
      <PanelState error={state.error} notice={state.notice} loading={!roster} />
      {refusal && (
        <p
          id={refusalId}
          className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-500/10 dark:text-amber-200"
        >
          {refusal}
        </p>
      )}
      {roster && roster.learners.length === 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          No paid learners in this batch yet.
        </p>
      )}
      {roster && roster.learners.length > 0 && (
        <AttendanceTable batch={batch} roster={roster} state={state} notYet={notYet} />
      )}
    </section>
  );
}
