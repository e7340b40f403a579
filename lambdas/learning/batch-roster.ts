import type { Enrollment } from '#shared/checkout/enrollment';
import {
  rosterMessages,
  type BatchRoster,
  type CompletionResult,
  type RosterLearner,
} from '#shared/learning/batch-roster';
import { attendanceOfBatch, getBatchSchedule, setAttendance } from '#lambdas/data/batch-schedules';
import { listEnrollmentsNewestFirst } from '#lambdas/data/enrollments';
import { certificateSummaryOf, completeEnrollment } from './certificates';
import { ValidationError } from '#lambdas/lib/errors';
import { requireBatch } from './class-schedule';
import { paidFor } from './my-enrollments';

// A batch's roster for the admin (issue 15): its paid learners with their attendance per class,
// and completion, per learner or for the whole batch.

/** The batch's paid learners, by name; a batch holds at most its seats. */
async function learnersOf(courseSlug: string, batchId: string): Promise<Enrollment[]> {
  return (await listEnrollmentsNewestFirst())
    .filter(
      (enrollment) =>
        enrollment.courseSlug === courseSlug &&
        enrollment.batch.id === batchId &&
        paidFor(enrollment),
    )
    .sort((a, b) => a.student.name.localeCompare(b.student.name));
}

const rosterStatus = (enrollment: Enrollment): RosterLearner['status'] =>
  enrollment.paymentStatus === 'refunded'
    ? 'refunded'
    : enrollment.enrollmentStatus === 'confirmed'
      ? 'confirmed'
      : 'other';

export async function batchRoster(courseId: string, batchId: string): Promise<BatchRoster> {
  const { courseSlug } = await requireBatch(courseId, batchId);
  return rosterOf(courseSlug, batchId);
}

async function rosterOf(courseSlug: string, batchId: string): Promise<BatchRoster> {
  const [schedule, attendance, enrollments] = await Promise.all([
    getBatchSchedule(courseSlug, batchId),
    attendanceOfBatch(courseSlug, batchId),
    learnersOf(courseSlug, batchId),
  ]);
  const sessions = (schedule?.sessions ?? []).map(({ id, title, startsAt }) => ({
    id,
    title,
    startsAt,
  }));
  return {
    sessions,
    learners: await Promise.all(
      enrollments.map(async (enrollment) => {
        const certificate = await certificateSummaryOf(enrollment);
        return {
          enrollmentId: enrollment.id,
          name: enrollment.student.name,
          email: enrollment.student.email,
          status: rosterStatus(enrollment),
          ...(enrollment.completedAt ? { completedAt: enrollment.completedAt } : {}),
          attended: sessions
            .filter((session) => attendance.get(session.id)?.has(enrollment.id))
            .map((session) => session.id),
          ...(certificate ? { certificate } : {}),
        };
      }),
    ),
  };
}

export async function recordAttendance(
  courseId: string,
  batchId: string,
  input: { enrollmentId: string; sessionId: string; present: boolean },
): Promise<BatchRoster> {
  const { courseSlug } = await requireBatch(courseId, batchId);
  const [schedule, learners] = await Promise.all([
    getBatchSchedule(courseSlug, batchId),
    learnersOf(courseSlug, batchId),
  ]);
  if (!schedule?.sessions.some((session) => session.id === input.sessionId)) {
    throw new ValidationError(rosterMessages.unknownSession);
  }
  if (!learners.some((enrollment) => enrollment.id === input.enrollmentId)) {
    throw new ValidationError(rosterMessages.notInBatch);
  }
  await setAttendance(courseSlug, batchId, input.sessionId, input.enrollmentId, input.present);
  return rosterOf(courseSlug, batchId);
}

/** Marks the chosen learners (or every confirmed one) completed; those done already are skipped. */
export async function completeLearners(
  courseId: string,
  batchId: string,
  enrollmentIds: string[] | undefined,
  now = new Date(),
): Promise<CompletionResult> {
  const { courseSlug } = await requireBatch(courseId, batchId);
  const learners = await learnersOf(courseSlug, batchId);
  const inBatch = new Set(learners.map((enrollment) => enrollment.id));
  const stranger = enrollmentIds?.find((id) => !inBatch.has(id));
  if (stranger) throw new ValidationError(rosterMessages.notInBatch);
  const chosen = learners.filter(
    (enrollment) =>
      (enrollmentIds?.includes(enrollment.id) ?? true) &&
      rosterStatus(enrollment) === 'confirmed' &&
      !enrollment.completedAt,
  );
  const marked = await Promise.all(chosen.map((enrollment) => completeEnrollment(enrollment, now)));
  return {
    roster: await rosterOf(courseSlug, batchId),
    message: rosterMessages.completed(marked.filter(Boolean).length),
  };
}
