import { useState } from 'react';
import type { BatchRoster, RosterLearner } from '#shared/learning/batch-roster';
import { adminCertificateRevokeBody, certificateMessages } from '#shared/learning/certificates';
import { errorMessage } from '#web/lib/api-client';
import { askText, checkWith, confirmAction } from '#web/features/admin/kit/dialogs';
import { fetchRoster, markCompleted, revokeCertificate, saveAttendance } from './roster-api';
import { withAttendance, withCertificateRevoked } from './roster-grid';
import { useBatchPart, type BatchPartProps } from './use-batch-part';

const rosterPart = {
  load: fetchRoster,
  failureText: 'Failed to load the roster. Please try again.',
};

/**
 * A batch's roster and the changes made on it (decision 015): ticks, completion and revoking a
 * certificate. Each change shows the roster the server answers, or the error that says why not.
 */
export function useRoster(props: BatchPartProps) {
  const loaded = useBatchPart(rosterPart, props);
  const { value: roster, setValue: setRoster, error, setError } = loaded;
  const { courseId, batch } = props;
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);

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

  /** Marks every confirmed learner not yet completed, once the admin confirms. */
  async function completeBatch(open: number) {
    const sure = await confirmAction({
      title: `Mark all ${open} confirmed learners of ${batch.name} as completed?`,
      message: 'Each is issued a certificate and mailed it.',
      confirmLabel: 'Mark completed',
    });
    if (sure) complete();
  }

  async function completeLearner(learner: RosterLearner) {
    const sure = await confirmAction({
      title: `Mark ${learner.name} as completed?`,
      message: 'Their certificate is issued and mailed to them.',
      confirmLabel: 'Mark completed',
    });
    if (sure) complete([learner.enrollmentId]);
  }

  /** Revokes a certificate, asking why; the roster shows it revoked from the answer. */
  async function revoke(id: string) {
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
      return withCertificateRevoked(shown, id);
    }, 'Failed to revoke the certificate. Please try again.');
  }

  return { roster, error, notice, busy, tick, completeBatch, completeLearner, revoke };
}

export type RosterState = ReturnType<typeof useRoster>;
