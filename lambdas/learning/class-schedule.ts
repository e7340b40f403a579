import { myLearningUrl } from '#lambdas/lib/config';
import { ulid } from 'ulid';
import type { Enrollment } from '#shared/checkout/enrollment';
import type { Batch } from '#shared/content/schemas';
import {
  joinOpensMinutesBefore,
  learnerSessionOf,
  scheduleMessages,
  type AdminBatchScheduleChanges,
  type BatchSchedule,
  type LearnerSchedule,
} from '#shared/learning/class-schedule';
import { getBatchSchedule, putBatchSchedule } from '#lambdas/data/batch-schedules';
import { getBatchConsistently, getCourseById } from '#lambdas/data/courses';
import { isConfirmedLearner } from './learner-status';
import { NotFoundError } from '#lambdas/lib/errors';
import { buildCalendarFile } from '#lambdas/mail/ics';

// A batch's class schedule (decision 015): the admin replaces it whole; a learner reads their own
// batch's, with each join link only near its session, and adds it to their calendar.

/** The course's slug and the batch, when the course (by its admin id) and its batch exist; else 404. */
export async function requireBatch(
  courseId: string,
  batchId: string,
): Promise<{ courseSlug: string; batch: Batch }> {
  const course = await getCourseById(courseId);
  const batch = course && (await getBatchConsistently(course.slug, batchId));
  if (!course || !batch) throw new NotFoundError(scheduleMessages.batchNotFound);
  return { courseSlug: course.slug, batch };
}

const emptySchedule = (courseSlug: string, batchId: string): BatchSchedule => ({
  courseSlug,
  batchId,
  sessions: [],
  materials: [],
  updatedAt: '',
});

export async function batchSchedule(courseId: string, batchId: string): Promise<BatchSchedule> {
  const { courseSlug } = await requireBatch(courseId, batchId);
  return (await getBatchSchedule(courseSlug, batchId)) ?? emptySchedule(courseSlug, batchId);
}

/** Replaces the schedule; sessions are kept in time order, and each keeps its id across saves. */
export async function replaceBatchSchedule(
  courseId: string,
  batchId: string,
  changes: AdminBatchScheduleChanges,
  now = new Date(),
): Promise<BatchSchedule> {
  const { courseSlug } = await requireBatch(courseId, batchId);
  const schedule: BatchSchedule = {
    courseSlug,
    batchId,
    sessions: changes.sessions
      .map(({ id, joinUrl, ...session }) => ({
        ...session,
        id: id || ulid().toLowerCase(),
        ...(joinUrl ? { joinUrl } : {}),
      }))
      .sort((a, b) => a.startsAt.localeCompare(b.startsAt)),
    materials: changes.materials.map(({ id, ...material }) => ({
      ...material,
      id: id || ulid().toLowerCase(),
    })),
    updatedAt: now.toISOString(),
  };
  await putBatchSchedule(schedule);
  return schedule;
}

/** The learner's own batch's schedule, as of `now`. */
export async function learnerScheduleOf(
  enrollment: Enrollment,
  now = new Date(),
): Promise<LearnerSchedule> {
  const schedule = await getBatchSchedule(enrollment.courseSlug, enrollment.batch.id);
  // Only a confirmed, paid learner gets join links and materials; others see the times alone.
  const confirmed = isConfirmedLearner(enrollment);
  return {
    sessions: (schedule?.sessions ?? []).map((session) =>
      learnerSessionOf(session, now, confirmed),
    ),
    materials: confirmed ? (schedule?.materials ?? []) : [],
  };
}

/**
 * The batch's classes as an iCalendar file to import. No join link goes in: it shows in My
 * Learning near each class, which the events link to.
 */
export async function scheduleCalendar(
  enrollment: Enrollment,
  siteUrl: string,
  companyName: string,
  now = new Date(),
): Promise<string> {
  const schedule = await getBatchSchedule(enrollment.courseSlug, enrollment.batch.id);
  const myLearning = myLearningUrl(siteUrl);
  const host = new URL(siteUrl).hostname;
  return buildCalendarFile({
    product: companyName,
    name: `${enrollment.courseTitle} (${enrollment.batch.name})`,
    createdAt: now,
    events: (schedule?.sessions ?? []).map((session) => ({
      uid: `${session.id}@${host}`,
      start: new Date(session.startsAt),
      durationMinutes: session.durationMinutes,
      summary: `${enrollment.courseTitle}: ${session.title}`,
      description: `${enrollment.batch.name}. The join link shows in My Learning from ${joinOpensMinutesBefore} minutes before the class: ${myLearning}`,
      url: myLearning,
    })),
  });
}
