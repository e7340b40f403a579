import type { BatchRoster } from '#shared/learning/batch-roster';

// The roster's grid as numbers and ticks (decision 015), pure so the unit tests read it.

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

/** The roster with certificate `id` shown revoked, as the revoke's answer leaves it. */
export function withCertificateRevoked(roster: BatchRoster, id: string): BatchRoster {
  return {
    ...roster,
    learners: roster.learners.map((learner) =>
      learner.certificate?.id === id ? { ...learner, certificate: { id, revoked: true } } : learner,
    ),
  };
}
