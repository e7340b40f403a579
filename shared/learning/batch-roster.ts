import * as z from 'zod';

// A batch's roster for the admin (decision 015): its paid learners, who attended which class, and
// who completed the batch. Completion issues the learner's certificate and mails it to them.

export interface RosterLearner {
  enrollmentId: string;
  name: string;
  email: string;
  /** confirmed learners take part; a refunded one is listed, greyed, and cannot complete. */
  status: 'confirmed' | 'refunded' | 'other';
  completedAt?: string;
  /** The ids of the sessions they attended. */
  attended: string[];
  /** The certificate issued on completion. */
  certificate?: { id: string; revoked: boolean };
}

export interface BatchRoster {
  sessions: { id: string; title: string; startsAt: string }[];
  learners: RosterLearner[];
  /**
   * Why nobody can be marked completed yet: the batch has not started (shared/learning/batch-start.ts).
   * Absent once it has.
   */
  completionRefusal?: string;
}

export const rosterMessages = {
  notInBatch: 'This learner is not in this batch.',
  unknownSession: 'This session is not in the batch’s schedule.',
  completed: (count: number) =>
    count === 0
      ? 'Nobody new to mark: every confirmed learner chosen has completed already.'
      : count === 1
        ? 'Marked 1 learner as completed. Their certificate is mailed to them.'
        : `Marked ${count} learners as completed. Each is mailed their certificate.`,
} as const;

const rosterId = z.string().trim().min(1).max(64);

/**
 * PUT .../roster/attendance: learners' presence at sessions, every pair of the two lists: one
 * tick, a whole class (every learner at one session) or a whole learner (one learner at every
 * session). A single `enrollmentId` / `sessionId` stands for a list of one.
 */
export const attendanceInput = z.preprocess(
  (body) => {
    if (typeof body !== 'object' || body === null) return body;
    const { enrollmentId, sessionId, ...rest } = body as Record<string, unknown>;
    return {
      ...rest,
      ...(enrollmentId !== undefined ? { enrollmentIds: [enrollmentId] } : {}),
      ...(sessionId !== undefined ? { sessionIds: [sessionId] } : {}),
    };
  },
  z.object({
    // A batch holds at most its seats (500) and a schedule at most 100 sessions.
    enrollmentIds: z.array(rosterId, { error: 'Choose the learners' }).min(1).max(500),
    sessionIds: z.array(rosterId, { error: 'Choose the classes' }).min(1).max(100),
    present: z.boolean({ error: 'Present must be true or false' }),
  }),
);
export type AttendanceInput =
  | { enrollmentId: string; sessionId: string; present: boolean }
  | { enrollmentIds: string[]; sessionIds: string[]; present: boolean };

/** POST .../completions: these learners, or, without ids, every confirmed learner of the batch. */
export const completionInput = z.object({
  enrollmentIds: z.array(z.string().trim().min(1).max(64)).min(1).max(500).optional(),
});
export type CompletionInput = z.input<typeof completionInput>;

export interface CompletionResult {
  roster: BatchRoster;
  message: string;
}
