import type { Enrollment } from '#shared/checkout/enrollment';
import {
  rosterMessages,
  type BatchRoster,
  type CompletionResult,
  type RosterLearner,
} from '#shared/learning/batch-roster';
import { attendanceOfBatch, getBatchSchedule, setAttendance } from '#lambdas/data/batch-schedules';
import type { BatchSchedule } from '#shared/learning/class-schedule';
import { listEnrollmentsNewestFirst } from '#lambdas/data/enrollments';
import { certificateSummaryOf, completeEnrollments } from './certificates';
import { ConflictError, ValidationError } from '#lambdas/lib/errors';
import type { Batch } from '#shared/content/schemas';
import { completionRefusalOf } from '#shared/learning/batch-start';
import { requireBatch } from './class-schedule';
import { isConfirmedLearner, paidFor } from './learner-status';

// A batch's roster for the admin (decision 015): its paid learners with their attendance per class,
// and completion, per learner or for the whole batch, once the batch has started.

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
    : isConfirmedLearner(enrollment)
      ? 'confirmed'
      : 'other';

export async function batchRoster(
  courseId: string,
  batchId: string,
  now = new Date(),
): Promise<BatchRoster> {
  const { courseSlug, batch } = await requireBatch(courseId, batchId);
  const [schedule, learners] = await Promise.all([
    getBatchSchedule(courseSlug, batchId),
    learnersOf(courseSlug, batchId),
  ]);
  return rosterOf(courseSlug, batch, schedule, learners, now);
}

/** The roster from the schedule and learners its caller read already, with the attendance. */
async function rosterOf(
  courseSlug: string,
  batch: Batch,
  schedule: BatchSchedule | undefined,
  enrollments: Enrollment[],
  now: Date,
): Promise<BatchRoster> {
  const attendance = await attendanceOfBatch(courseSlug, batch.id);
  const completionRefusal = completionRefusalOf(batch.startDate, now);
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
    ...(completionRefusal ? { completionRefusal } : {}),
  };
}

/** Sets every chosen learner present (or not) at every chosen session: one write per session. */
export async function recordAttendance(
  courseId: string,
  batchId: string,
  input: { enrollmentIds: string[]; sessionIds: string[]; present: boolean },
  now = new Date(),
): Promise<BatchRoster> {
  const { courseSlug, batch } = await requireBatch(courseId, batchId);
  const [schedule, learners] = await Promise.all([
    getBatchSchedule(courseSlug, batchId),
    learnersOf(courseSlug, batchId),
  ]);
  const scheduled = new Set(schedule?.sessions.map((session) => session.id));
  if (input.sessionIds.some((id) => !scheduled.has(id))) {
    throw new ValidationError(rosterMessages.unknownSession);
  }
  const inBatch = new Set(learners.map((enrollment) => enrollment.id));
  if (input.enrollmentIds.some((id) => !inBatch.has(id))) {
    throw new ValidationError(rosterMessages.notInBatch);
  }
  await Promise.all(
    [...new Set(input.sessionIds)].map((sessionId) =>
      setAttendance(courseSlug, batchId, sessionId, input.enrollmentIds, input.present),
    ),
  );
  return rosterOf(courseSlug, batch, schedule, learners, now);
}

/**
 * Marks the chosen learners (or every confirmed one) completed; those done already are skipped.
 * 409 before the batch has started: a certificate must not say a batch was completed before it
 * began (decision 016).
 */
export async function completeLearners(
  courseId: string,
  batchId: string,
  enrollmentIds: string[] | undefined,
  now = new Date(),
): Promise<CompletionResult> {
  const { courseSlug, batch } = await requireBatch(courseId, batchId);
  const refusal = completionRefusalOf(batch.startDate, now);
  if (refusal) throw new ConflictError(refusal);
  const [schedule, learners] = await Promise.all([
    getBatchSchedule(courseSlug, batchId),
    learnersOf(courseSlug, batchId),
  ]);
  const inBatch = new Set(learners.map((enrollment) => enrollment.id));
  const stranger = enrollmentIds?.find((id) => !inBatch.has(id));
  if (stranger) throw new ValidationError(rosterMessages.notInBatch);
  const chosen = learners.filter(
    (enrollment) =>
      (enrollmentIds?.includes(enrollment.id) ?? true) &&
      rosterStatus(enrollment) === 'confirmed' &&
      !enrollment.completedAt,
  );
  const issued = new Map(
    (await completeEnrollments(chosen, batch, now)).map((certificate) => [
      certificate.enrollmentId,
      certificate,
    ]),
  );
  // The learners as just completed: the collections they are read from may lag a write.
  const completed = learners.map((enrollment) => {
    const certificate = issued.get(enrollment.id);
    return certificate
      ? { ...enrollment, completedAt: certificate.completedAt, certificateId: certificate.id }
      : enrollment;
  });
  return {
    roster: await rosterOf(courseSlug, batch, schedule, completed, now),
    message: rosterMessages.completed(issued.size),
  };
}
