import { useEffect, useId, useState } from 'react';
import type { AdminBatch } from '#shared/admin/catalog-batches';
import type { BatchRoster } from '#shared/learning/batch-roster';
import { errorMessage } from '#web/lib/api-client';
import { buttonClass } from '#web/features/admin/kit/buttons';
import { askText, checkWith, confirmAction } from '#web/features/admin/kit/dialogs';
import { adminCertificateRevokeBody, certificateMessages } from '#shared/learning/certificates';
import { paths } from '#web/app/paths';
import { PanelState } from '#web/features/admin/kit/panel-state';
import { formatDate, formatDateTime } from '#web/features/admin/kit/format';
import { fetchRoster, markCompleted, revokeCertificate, saveAttendance } from './roster-api';

// One batch's roster (decision 015): its paid learners, a tick per class they attended, and "Mark
// completed" for one learner or the whole batch. Completion is what a certificate is issued on,
// so before the batch starts both buttons are disabled and the roster says why (decision 016).

export function RosterPanel({
  courseId,
  batch,
  onClose,
}: {
  courseId: string;
  batch: AdminBatch;
  /** Shown as Close roster where the roster is one panel among others. */
  onClose?: () => void;
}) {
  const [roster, setRoster] = useState<BatchRoster>();
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const refusalId = useId();

  useEffect(() => {
    let current = true;
    fetchRoster(courseId, batch.id).then(
      (loaded) => current && setRoster(loaded),
      (failure: unknown) =>
        current && setError(errorMessage(failure, 'Failed to load the roster. Please try again.')),
    );
    return () => {
      current = false;
    };
  }, [courseId, batch.id]);

  /** Runs a change and shows the roster it answers; false when it failed (the error shows). */
  async function run(action: () => Promise<BatchRoster>, failureText: string): Promise<boolean> {
    setBusy(true);
    setError('');
    setNotice('');
    try {
      setRoster(await action());
      return true;
    } catch (failure) {
      setError(errorMessage(failure, failureText));
      return false;
    } finally {
      setBusy(false);
    }
  }

  /**
   * Ticks (or clears) every chosen learner at every chosen class: one box, a whole class or a
   * whole learner. Shown at once; the server's roster then replaces it, or the error says why not.
   */
  async function tick(enrollmentIds: string[], sessionIds: string[], present: boolean) {
    if (busy || enrollmentIds.length === 0 || sessionIds.length === 0) return;
    const before = roster;
    setRoster((shown) => shown && withAttendance(shown, enrollmentIds, sessionIds, present));
    const saved = await run(
      () => saveAttendance(courseId, batch.id, { enrollmentIds, sessionIds, present }),
      'Failed to save attendance. Please try again.',
    );
    if (!saved) setRoster(before);
  }

  const complete = (enrollmentIds?: string[]) =>
    void run(async () => {
      const result = await markCompleted(
        courseId,
        batch.id,
        enrollmentIds ? { enrollmentIds } : {},
      );
      setNotice(result.message);
      return result.roster;
    }, 'Failed to mark completion. Please try again.');

  /** Revokes a certificate, asking why; the roster shows it revoked from the answer. */
  async function revokeOne(id: string) {
    const reason = await askText({
      title: `Revoke certificate ${id}?`,
      label: 'Why is it revoked?',
      description: 'Its public page will say it is revoked; the reason stays with us.',
      confirmLabel: 'Revoke',
      danger: true,
      check: checkWith(adminCertificateRevokeBody, 'reason'),
    });
    if (reason === null) return;
    const shown = roster;
    if (!shown) return;
    void run(async () => {
      await revokeCertificate(id, { reason });
      setNotice(certificateMessages.revoked);
      return {
        ...shown,
        learners: shown.learners.map((learner) =>
          learner.certificate?.id === id
            ? { ...learner, certificate: { id, revoked: true } }
            : learner,
        ),
      };
    }, 'Failed to revoke the certificate. Please try again.');
  }

  const open = roster?.learners.filter((l) => l.status === 'confirmed' && !l.completedAt) ?? [];
  /** Who a whole-class tick marks: the learners taking part (not a refunded one). */
  const taking = roster?.learners.filter((learner) => learner.status === 'confirmed') ?? [];
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
            onClick={async () => {
              const sure = await confirmAction({
                title: `Mark all ${open.length} confirmed learners of ${batch.name} as completed?`,
                message: 'Each is issued a certificate and mailed it.',
                confirmLabel: 'Mark completed',
              });
              if (sure) void complete();
            }}
          >
            Mark batch completed
          </button>
          {onClose && (
            <button type="button" className={buttonClass.secondary} onClick={onClose}>
              Close roster
            </button>
          )}
        </div>
      </div>
      <PanelState error={error} notice={notice} loading={!roster} />
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
        // The learner column and the header row stay put while the ticks scroll under them, so
        // a 40-learner, 30-class batch can be worked here (docs/admin.md).
        <div
          className="max-h-[70vh] overflow-auto rounded-lg border border-slate-200 dark:border-slate-800"
          tabIndex={0}
          aria-label={`Attendance of ${batch.name}`}
          role="group"
        >
          <table className="min-w-full border-separate border-spacing-0 text-left text-sm">
            <caption className="sr-only">Learners of {batch.name} and their attendance</caption>
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
                        busy={busy}
                        onChange={(checked) =>
                          void tick(
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
            <tbody>
              {roster.learners.map((learner) => (
                <tr key={learner.enrollmentId}>
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
                        busy={busy}
                        onChange={(checked) =>
                          void tick(
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
                        aria-disabled={busy}
                        onChange={(event) =>
                          void tick([learner.enrollmentId], [session.id], event.target.checked)
                        }
                        className="size-4 rounded border-slate-300 text-blue-600 dark:border-slate-600"
                      />
                    </td>
                  ))}
                  <td className={`${bodyCell} px-2 whitespace-nowrap`}>
                    {attendanceShare(learner.attended.length, roster.sessions.length)}
                  </td>
                  <td className={`${bodyCell} pr-3 pl-2 whitespace-nowrap`}>
                    {learner.completedAt ? (
                      <>
                        <span className="block">Completed {formatDate(learner.completedAt)}</span>
                        {learner.certificate && (
                          <CertificateCell
                            learner={learner.name}
                            certificate={learner.certificate}
                            busy={busy}
                            onRevoke={() => void revokeOne(learner.certificate!.id)}
                          />
                        )}
                      </>
                    ) : learner.status === 'confirmed' ? (
                      <button
                        type="button"
                        className={buttonClass.rowAction}
                        disabled={busy || Boolean(refusal)}
                        {...notYet}
                        onClick={async () => {
                          const sure = await confirmAction({
                            title: `Mark ${learner.name} as completed?`,
                            message: 'Their certificate is issued and mailed to them.',
                            confirmLabel: 'Mark completed',
                          });
                          if (sure) void complete([learner.enrollmentId]);
                        }}
                        aria-label={`Mark completed: ${learner.name}`}
                      >
                        Mark completed
                      </button>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
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

const headCell =
  'border-b border-slate-200 bg-slate-50 py-2 align-bottom font-semibold dark:border-slate-800 dark:bg-slate-950';
const bodyCell = 'border-b border-slate-100 bg-white py-2 dark:border-slate-800 dark:bg-slate-900';
const stickyHead = 'sticky top-0 z-10';
const stickyColumn = 'sticky left-0 z-10';
const stickyCorner = 'sticky top-0 left-0 z-20';

/** '12 of 20 (60%)': the classes attended of those in the schedule. */
export function attendanceShare(attended: number, sessions: number): string {
  if (sessions === 0) return '—';
  return `${attended} of ${sessions} (${Math.round((attended / sessions) * 100)}%)`;
}

/** The roster with every chosen learner marked (or cleared) at every chosen session. */
export function withAttendance(
  roster: BatchRoster,
  enrollmentIds: string[],
  sessionIds: string[],
  present: boolean,
): BatchRoster {
  const chosen = new Set(enrollmentIds);
  return {
    ...roster,
    learners: roster.learners.map((learner) => {
      if (!chosen.has(learner.enrollmentId)) return learner;
      const attended = new Set(learner.attended);
      for (const id of sessionIds) {
        if (present) attended.add(id);
        else attended.delete(id);
      }
      // Kept in the schedule's order, as the server answers it.
      return {
        ...learner,
        attended: roster.sessions.map((session) => session.id).filter((id) => attended.has(id)),
      };
    }),
  };
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
        className="size-4 rounded border-slate-300 text-blue-600 dark:border-slate-600"
      />
      {/* The name begins with the visible word, so voice control finds it by what it says. */}
      All<span className="sr-only"> {label}</span>
    </label>
  );
}
