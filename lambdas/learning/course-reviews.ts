import type { Enrollment } from '#shared/checkout/enrollment';
import type { CourseReview } from '#shared/content/schemas';
import {
  editableUntilOf,
  isEditable,
  learnerReviewOf,
  mayReview,
  reviewerName,
  reviewMessages,
  withoutHiddenReason,
  type LearnerReview,
} from '#shared/learning/course-reviews';
import { attendanceOfBatch, getBatchSchedule } from '#lambdas/data/batch-schedules';
import { changeReview, getReview } from '#lambdas/data/course-reviews';
import { ConflictError, ForbiddenError, NotFoundError } from '#lambdas/lib/errors';
import { isConfirmedLearner } from './learner-status';
import { enrollmentOfLearner } from './my-enrollments';

// A learner's review from My Learning (decision 024): one per enrolment (the review's id is the
// enrolment's, written only where none exists), waiting for staff to publish it; editable for
// 30 days, each edit going back to moderation.

/** Whether the learner completed the course or attended at least half of its classes. */
export async function mayReviewEnrollment(enrollment: Enrollment): Promise<boolean> {
  const confirmedAndPaid = isConfirmedLearner(enrollment);
  if (!confirmedAndPaid || enrollment.completedAt) {
    return mayReview({
      confirmedAndPaid,
      completed: Boolean(enrollment.completedAt),
      sessionCount: 0,
      attendedCount: 0,
    });
  }
  const [schedule, attendance] = await Promise.all([
    getBatchSchedule(enrollment.courseSlug, enrollment.batch.id),
    attendanceOfBatch(enrollment.courseSlug, enrollment.batch.id),
  ]);
  const sessions = schedule?.sessions ?? [];
  return mayReview({
    confirmedAndPaid,
    completed: false,
    sessionCount: sessions.length,
    attendedCount: sessions.filter((session) => attendance.get(session.id)?.has(enrollment.id))
      .length,
  });
}

/** What My Learning shows of an enrolment's review: whether one may be written, and its own. */
export async function reviewStateOf(
  enrollment: Enrollment,
  now = new Date(),
): Promise<{ mayReview: boolean; review?: LearnerReview }> {
  const [stored, eligible] = await Promise.all([
    getReview(enrollment.courseSlug, enrollment.id),
    mayReviewEnrollment(enrollment),
  ]);
  return {
    mayReview: eligible && !stored,
    ...(stored ? { review: learnerReviewOf(stored.review, now) } : {}),
  };
}

export async function writeReview(
  email: string,
  enrollmentId: string,
  body: { rating: number; comment: string },
  now = new Date(),
): Promise<LearnerReview> {
  const enrollment = await enrollmentOfLearner(email, enrollmentId);
  if (!(await mayReviewEnrollment(enrollment))) {
    throw new ForbiddenError(reviewMessages.notEligible);
  }
  const result = await changeReview(enrollment.courseSlug, enrollment.id, (current) => {
    if (current) return { refusal: 'already-reviewed' as const };
    const review: CourseReview = {
      id: enrollment.id,
      courseSlug: enrollment.courseSlug,
      enrollmentId: enrollment.id,
      authorName: reviewerName(enrollment.student.name),
      rating: body.rating,
      comment: body.comment,
      isVerified: true,
      status: 'pending',
      createdAt: now.toISOString(),
      editableUntil: editableUntilOf(now),
      reply: null,
    };
    return review;
  });
  if (result.outcome === 'refused') throw new ConflictError(reviewMessages.alreadyReviewed);
  if (result.outcome === 'course-not-found') throw new NotFoundError(reviewMessages.notFound);
  return learnerReviewOf(result.review, now);
}

/** An edit within the window goes back to moderation, so what is published was always read. */
export async function editReview(
  email: string,
  enrollmentId: string,
  body: { rating: number; comment: string },
  now = new Date(),
): Promise<LearnerReview> {
  const enrollment = await enrollmentOfLearner(email, enrollmentId);
  const result = await changeReview(enrollment.courseSlug, enrollment.id, (current) => {
    if (!current) return { refusal: 'none' as const };
    if (!isEditable(current, now)) return { refusal: 'closed' as const };
    return {
      ...withoutHiddenReason(current),
      rating: body.rating,
      comment: body.comment,
      status: 'pending',
      updatedAt: now.toISOString(),
    };
  });
  if (result.outcome === 'course-not-found') throw new NotFoundError(reviewMessages.notFound);
  if (result.outcome === 'refused') {
    if (result.refusal === 'none') throw new NotFoundError(reviewMessages.notFound);
    throw new ConflictError(reviewMessages.editWindowClosed);
  }
  return learnerReviewOf(result.review, now);
}
