import { useEffect, useId, useState } from 'react';
import type { AdminBatch } from '#shared/admin/catalog-batches';
import type { BatchRoster, RosterLearner } from '#shared/learning/batch-roster';
import { errorMessage } from '#web/lib/api-client';
import { buttonClass } from '#web/features/admin/kit/buttons';
import { askText, checkWith, confirmAction } from '#web/features/admin/kit/dialogs';
import { adminCertificateRevokeBody, certificateMessages } from '#shared/learning/certificates';
import { paths } from '#web/app/paths';
import { PanelState } from '#web/features/admin/kit/panel-state';
import { formatDate, formatDateTime } from '#web/features/admin/kit/format';
import { fetchRoster, markCompleted, revokeCertificate, saveAttendance } from './roster-api';

// One batch's roster (issue 15): its paid learners, a tick per class they attended, and "Mark
// completed" for one learner or the whole batch. Completion is what a certificate is issued on,
// so before the batch starts both buttons are disabled and the roster says why (decision 016).

export function RosterPanel({
  courseId,
  batch,
  onClose,
}: {
  courseId: string;
  batch: AdminBatch;
  onClose: () => void;
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

  /** Shows the tick at once; the server's roster then replaces it, or the error says why not. */
  async function tick(learner: RosterLearner, sessionId: string, present: boolean) {
    const before = roster;
    setRoster(
      (shown) =>
        shown && {
          ...shown,
          learners: shown.learners.map((one) =>
            one.enrollmentId === learner.enrollmentId
              ? {
                  ...one,
                  attended: present
                    ? [...one.attended, sessionId]
                    : one.attended.filter((id) => id !== sessionId),
                }
              : one,
          ),
        },
    );
    const saved = await run(
      () =>
        saveAttendance(courseId, batch.id, {
          enrollmentId: learner.enrollmentId,
          sessionId,
          present,
        }),
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
          <button type="button" className={buttonClass.secondary} onClick={onClose}>
            Close roster
          </button>
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
        <div className="overflow-x-auto">
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">Learners of {batch.name} and their attendance</caption>
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-800">
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Learner
                </th>
                {roster.sessions.map((session) => (
                  <th
                    key={session.id}
                    scope="col"
                    className="px-2 py-2 font-semibold whitespace-nowrap"
                  >
                    <span className="block">{session.title}</span>
                    <span className="block text-xs font-normal text-slate-500 dark:text-slate-400">
                      {formatDateTime(session.startsAt)}
                    </span>
                  </th>
                ))}
                <th scope="col" className="py-2 pl-2 font-semibold">
                  Completion
                </th>
              </tr>
            </thead>
            <tbody>
              {roster.learners.map((learner) => (
                <tr
                  key={learner.enrollmentId}
                  className="border-b border-slate-100 dark:border-slate-800"
                >
                  <th scope="row" className="py-2 pr-3 font-normal">
                    <span className="block font-medium">{learner.name}</span>
                    <span className="block text-xs text-slate-500 dark:text-slate-400">
                      {learner.email}
                      {learner.status === 'refunded' && ' · refunded'}
                    </span>
                  </th>
                  {roster.sessions.map((session) => (
                    <td key={session.id} className="px-2 py-2 text-center">
                      <input
                        type="checkbox"
                        aria-label={`${learner.name} attended ${session.title}`}
                        checked={learner.attended.includes(session.id)}
                        // Not disabled while a tick saves: that would drop the keyboard's focus.
                        aria-disabled={busy}
                        onChange={(event) => {
                          if (!busy) void tick(learner, session.id, event.target.checked);
                        }}
                        className="size-4 rounded border-slate-300 text-blue-600 dark:border-slate-600"
                      />
                    </td>
                  ))}
                  <td className="py-2 pl-2 whitespace-nowrap">
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
