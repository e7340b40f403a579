import type { CourseReview } from '#shared/content/schemas';
import {
  reviewMessages,
  withoutHiddenReason,
  type AdminReviewList,
  type AdminReviewModeration,
  type ReviewStatus,
} from '#shared/learning/course-reviews';
import { companySettings } from '#lambdas/data/company-settings';
import { changeReview, listReviewsByStatus } from '#lambdas/data/course-reviews';
import { getEnrollmentById } from '#lambdas/data/enrollments';
import { ConflictError, NotFoundError } from '#lambdas/lib/errors';
import { siteUrl } from '#lambdas/lib/config';
import { sendNotification } from '#lambdas/mail/mailer';
import { reviewHiddenMail } from './review-mails';

// Staff moderate reviews (decision 024): publish a pending (or hidden) one, hide one with a
// reason the learner is mailed, reply publicly. Each change moves the course's rating with it.

export async function reviewsForModeration(status: ReviewStatus): Promise<AdminReviewList> {
  const [reviews, pending] = await Promise.all([
    listReviewsByStatus(status),
    status === 'pending' ? undefined : listReviewsByStatus('pending'),
  ]);
  return { reviews, pendingCount: (pending ?? reviews).length };
}

export async function moderateReview(
  courseSlug: string,
  reviewId: string,
  moderation: AdminReviewModeration,
  now = new Date(),
): Promise<CourseReview> {
  const result = await changeReview(courseSlug, reviewId, (current) => {
    if (!current) return { refusal: 'none' as const };
    // A refund withdrew it: the enrolment no longer vouches for it.
    if (current.hiddenReason === reviewMessages.withdrawn) return { refusal: 'withdrawn' as const };
    if (moderation.status === 'published') {
      if (current.status === 'published') return { refusal: 'unchanged' as const };
      return { ...withoutHiddenReason(current), status: 'published', updatedAt: now.toISOString() };
    }
    return {
      ...current,
      status: 'hidden',
      hiddenReason: moderation.reason,
      updatedAt: now.toISOString(),
    };
  });
  if (result.outcome === 'course-not-found') throw new NotFoundError(reviewMessages.notFound);
  if (result.outcome === 'refused') {
    if (result.refusal === 'none') throw new NotFoundError(reviewMessages.notFound);
    if (result.refusal === 'withdrawn') throw new ConflictError(reviewMessages.withdrawn);
    throw new ConflictError(reviewMessages.notPending);
  }
  if (moderation.status === 'hidden') await tellLearnerItIsHidden(result.review);
  return result.review;
}

async function tellLearnerItIsHidden(review: CourseReview) {
  const enrollment = review.enrollmentId ? await getEnrollmentById(review.enrollmentId) : undefined;
  if (!enrollment) return;
  await sendNotification(
    reviewHiddenMail({ enrollment, review, company: await companySettings(), siteUrl: siteUrl() }),
  );
}

/** A public reply from staff; an empty text takes it away. */
export async function replyToReview(
  courseSlug: string,
  reviewId: string,
  text: string,
  now = new Date(),
): Promise<CourseReview> {
  const result = await changeReview(courseSlug, reviewId, (current) => {
    if (!current) return { refusal: 'none' as const };
    return {
      ...current,
      reply: text ? { text, repliedAt: now.toISOString() } : null,
      updatedAt: now.toISOString(),
    };
  });
  if (result.outcome !== 'changed') throw new NotFoundError(reviewMessages.notFound);
  return result.review;
}
