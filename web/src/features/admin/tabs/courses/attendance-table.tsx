import type { AdminBatch } from '#shared/admin/catalog-batches';
import type { BatchRoster, RosterLearner } from '#shared/learning/batch-roster';
import { paths } from '#web/app/paths';
import { buttonClass } from '#web/features/admin/kit/buttons';
import { formatDate, formatDateTime } from '#web/features/admin/kit/format';
import { attendanceShare } from './roster-grid';
import type { RosterState } from './use-roster';

// The roster's grid (decision 015): a row per paid learner, a tick per class they attended, and
// their completion. The learner column and the header row stay put while the ticks scroll under
// them, so a 40-learner, 30-class batch can be worked here (docs/admin.md).

const headCell =
  'border-b border-slate-200 bg-slate-50 py-2 align-bottom font-semibold dark:border-slate-800 dark:bg-slate-950';
const bodyCell = 'border-b border-slate-100 bg-white py-2 dark:border-slate-800 dark:bg-slate-900';
const stickyHead = 'sticky top-0 z-10';
const stickyColumn = 'sticky left-0 z-10';
const stickyCorner = 'sticky top-0 left-0 z-20';
const tickBox = 'size-4 rounded border-slate-300 text-blue-600 dark:border-slate-600';

interface GridProps {
  roster: BatchRoster;
  state: RosterState;
  /** Why completion is refused yet, shown above the grid; its id describes the disabled buttons. */
  notYet: { 'aria-describedby'?: string };
}

export function AttendanceTable({ batch, ...grid }: GridProps & { batch: AdminBatch }) {
  return (
    <div
      className="max-h-[70vh] overflow-auto rounded-lg border border-slate-200 dark:border-slate-800"
      tabIndex={0}
      aria-label={`Attendance of ${batch.name}`}
      role="group"
    >
      <table className="min-w-full border-separate border-spacing-0 text-left text-sm">
        <caption className="sr-only">Learners of {batch.name} and their attendance</caption>
        <AttendanceHead {...grid} />
        <tbody>
          {grid.roster.learners.map((learner) => (
            <LearnerRow key={learner.enrollmentId} learner={learner} {...grid} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The classes, each with its time and a box that ticks every learner taking part. */
function AttendanceHead({ roster, state }: GridProps) {
  /** Who a whole-class tick marks: the learners taking part (not a refunded one). */
  const taking = roster.learners.filter((learner) => learner.status === 'confirmed');
  return (
    <thead>
      <tr>
        <th scope="col" className={`${stickyCorner} ${headCell} pr-3 pl-3`}>
          Learner
        </th>
        {roster.sessions.map((session) => {
          const present = taking.filter((one) => one.attended.includes(session.id));
          return (
            <th key={session.id} scope="col" className={`${stickyHead} ${headCell} px-2`}>
              <span className="block whitespace-nowrap">{session.title}</span>
              <span className="block text-xs font-normal whitespace-nowrap text-slate-500 dark:text-slate-400">
                {formatDateTime(session.startsAt)}
              </span>
              <AllBox
                label={`attended ${session.title}`}
                some={present.length > 0}
                all={taking.length > 0 && present.length === taking.length}
                busy={state.busy}
                onChange={(checked) =>
                  void state.tick(
                    taking.map((one) => one.enrollmentId),
                    [session.id],
                    checked,
                  )
                }
              />
            </th>
          );
        })}
        <th scope="col" className={`${stickyHead} ${headCell} px-2 whitespace-nowrap`}>
          Attendance
        </th>
        <th scope="col" className={`${stickyHead} ${headCell} pr-3 pl-2`}>
          Completion
        </th>
      </tr>
    </thead>
  );
}

/** One learner: who they are, a box per class, their share attended and their completion. */
function LearnerRow({ learner, roster, state, notYet }: GridProps & { learner: RosterLearner }) {
  return (
    <tr>
      <th scope="row" className={`${stickyColumn} ${bodyCell} pr-3 pl-3 font-normal`}>
        <span className="block font-medium whitespace-nowrap">{learner.name}</span>
        <span className="block text-xs text-slate-500 dark:text-slate-400">
          {learner.email}
          {learner.status === 'refunded' && ' · refunded'}
        </span>
        {learner.status === 'confirmed' && roster.sessions.length > 1 && (
          <AllBox
            label={`classes attended by ${learner.name}`}
            some={learner.attended.length > 0}
            all={learner.attended.length === roster.sessions.length}
            busy={state.busy}
            onChange={(checked) =>
              void state.tick(
                [learner.enrollmentId],
                roster.sessions.map((session) => session.id),
                checked,
              )
            }
          />
        )}
      </th>
      {roster.sessions.map((session) => (
        <td key={session.id} className={`${bodyCell} px-2 text-center`}>
          <input
            type="checkbox"
            aria-label={`${learner.name} attended ${session.title}`}
            checked={learner.attended.includes(session.id)}
            // Not disabled while a tick saves: that would drop the keyboard's focus.
            aria-disabled={state.busy}
            onChange={(event) =>
              void state.tick([learner.enrollmentId], [session.id], event.target.checked)
            }
            className={tickBox}
          />
        </td>
      ))}
      <td className={`${bodyCell} px-2 whitespace-nowrap`}>
        {attendanceShare(learner.attended.length, roster.sessions.length)}
      </td>
      <td className={`${bodyCell} pr-3 pl-2 whitespace-nowrap`}>
        <CompletionCell learner={learner} roster={roster} state={state} notYet={notYet} />
      </td>
    </tr>
  );
}

/** When the learner completed and their certificate, or the button that marks them completed. */
function CompletionCell({
  learner,
  roster,
  state,
  notYet,
}: GridProps & { learner: RosterLearner }) {
  const certificate = learner.certificate;
  if (learner.completedAt) {
    return (
      <>
        <span className="block">Completed {formatDate(learner.completedAt)}</span>
        {certificate && (
          <CertificateCell
            learner={learner.name}
            certificate={certificate}
            busy={state.busy}
            onRevoke={() => void state.revoke(certificate.id)}
          />
        )}
      </>
    );
  }
  if (learner.status !== 'confirmed') return '—';
  return (
    <button
      type="button"
      className={buttonClass.rowAction}
      disabled={state.busy || Boolean(roster.completionRefusal)}
      {...notYet}
      onClick={() => void state.completeLearner(learner)}
      aria-label={`Mark completed: ${learner.name}`}
    >
      Mark completed
    </button>
  );
}

/** A completed learner's certificate: its public page, and Revoke while it is valid. */
function CertificateCell({
  learner,
  certificate,
  busy,
  onRevoke,
}: {
  learner: string;
  certificate: { id: string; revoked: boolean };
  busy: boolean;
  onRevoke: () => void;
}) {
  return (
    <span className="flex flex-wrap items-center gap-1 text-xs">
      <a
        href={paths.certificate(certificate.id)}
        target="_blank"
        rel="noopener noreferrer"
        className="font-mono text-blue-700 underline hover:no-underline dark:text-blue-400"
      >
        {certificate.id}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      {certificate.revoked ? (
        <span className="font-medium text-red-700 dark:text-red-400">revoked</span>
      ) : (
        <button
          type="button"
          className={buttonClass.rowDanger}
          disabled={busy}
          onClick={onRevoke}
          aria-label={`Revoke certificate: ${learner}`}
        >
          Revoke
        </button>
      )}
    </span>
  );
}

/** A box that ticks a whole row or column ('All attended Kick-off'): mixed when some are ticked. */
function AllBox({
  label,
  some,
  all,
  busy,
  onChange,
}: {
  label: string;
  some: boolean;
  all: boolean;
  busy: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="mt-1 flex items-center gap-1 text-xs font-normal text-slate-600 dark:text-slate-300">
      <input
        type="checkbox"
        checked={all}
        ref={(box) => {
          if (box) box.indeterminate = some && !all;
        }}
        aria-disabled={busy}
        onChange={(event) => onChange(event.target.checked)}
        className={tickBox}
      />
      {/* The name begins with the visible word, so voice control finds it by what it says. */}
      All<span className="sr-only"> {label}</span>
    </label>
  );
}
