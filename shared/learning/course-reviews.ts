import * as z from 'zod';
import type { CourseReview, ReviewStatus } from '../content/schemas';
import { reviewStatus } from '../content/schemas';

// Verified reviews (decision 024): a learner reviews a course from My Learning once per
// enrolment, edits it for 30 days, and staff publish or hide it.

/** How long after writing a learner may edit their review. */
export const reviewEditDays = 30;

const dayMs = 24 * 60 * 60 * 1000;
export const editableUntilOf = (writtenAt: Date): string =>
  new Date(writtenAt.getTime() + reviewEditDays * dayMs).toISOString();

export const reviewMessages = {
  notFound: 'Review not found',
  notEligible:
    'You can review this course once you have completed it or attended at least half of its classes.',
  alreadyReviewed:
    'You have already reviewed this course for this enrolment. You can edit your review instead.',
  editWindowClosed: `Reviews can be edited for ${reviewEditDays} days after they are written. This review can no longer be changed.`,
  withdrawn: 'This review was withdrawn because the enrolment was refunded.',
  ratingRange: 'Please choose a rating from 1 to 5 stars',
  commentLength: 'Please write between 10 and 2000 characters',
  reasonRequired: 'Please give the learner a reason (up to 500 characters)',
  replyLength: 'Please write a reply of up to 1000 characters',
  notPending: 'Only a review waiting for moderation, or a hidden one, can be published',
} as const;

/** POST and PUT /api/learner/enrollments/{enrollmentId}/review. */
export const learnerReviewBody = z.object({
  rating: z
    .number({ error: reviewMessages.ratingRange })
    .int(reviewMessages.ratingRange)
    .min(1, reviewMessages.ratingRange)
    .max(5, reviewMessages.ratingRange),
  comment: z
    .string({ error: reviewMessages.commentLength })
    .trim()
    .min(10, reviewMessages.commentLength)
    .max(2000, reviewMessages.commentLength),
});
export type LearnerReviewBody = z.input<typeof learnerReviewBody>;

/** The learner's own review as My Learning shows it. */
export type LearnerReview = Pick<
  CourseReview,
  'rating' | 'comment' | 'status' | 'hiddenReason' | 'createdAt' | 'editableUntil' | 'reply'
> & { editable: boolean };

export const learnerReviewOf = (review: CourseReview, now: Date): LearnerReview => ({
  rating: review.rating,
  comment: review.comment,
  status: review.status,
  ...(review.hiddenReason ? { hiddenReason: review.hiddenReason } : {}),
  createdAt: review.createdAt,
  editableUntil: review.editableUntil,
  reply: review.reply,
  editable: isEditable(review, now),
});

/** The review without a hiding reason: published again, or edited back into moderation. */
export const withoutHiddenReason = ({
  hiddenReason: _reason,
  ...review
}: CourseReview): CourseReview => review;

/** A learner edits their own review until its window closes; a withdrawn one never. */
export const isEditable = (
  review: Pick<CourseReview, 'editableUntil' | 'status' | 'hiddenReason'>,
  now: Date,
): boolean =>
  review.editableUntil !== null &&
  now.getTime() < Date.parse(review.editableUntil) &&
  review.hiddenReason !== reviewMessages.withdrawn;

/** "Asha Raman" → "Asha R.": the first name and the initial of the last, as the page shows them. */
export function reviewerName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? 'Learner';
  const last = words.length > 1 ? words.at(-1)! : '';
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first;
}

/**
 * Whether an enrolment may be reviewed: a confirmed, paid learner who completed the course or
 * attended at least half of its batch's classes.
 */
export function mayReview(input: {
  confirmedAndPaid: boolean;
  completed: boolean;
  sessionCount: number;
  attendedCount: number;
}): boolean {
  if (!input.confirmedAndPaid) return false;
  if (input.completed) return true;
  return input.sessionCount > 0 && input.attendedCount * 2 >= input.sessionCount;
}

// Staff moderation (the admin Reviews section).

/** GET /api/admin/reviews?status= (pending by default). */
export const adminReviewListQuery = z.object({
  status: reviewStatus.default('pending'),
});

/** Why staff hide a review: mailed to the learner. */
export const adminReviewHideReason = z.object({
  reason: z
    .string({ error: reviewMessages.reasonRequired })
    .trim()
    .min(1, reviewMessages.reasonRequired)
    .max(500, reviewMessages.reasonRequired),
});

/** PATCH /api/admin/reviews/{courseSlug}/{reviewId}: publish, or hide with a reason. */
export const adminReviewModeration = z.discriminatedUnion('status', [
  z.object({ status: z.literal('published') }),
  z.object({ status: z.literal('hidden') }).extend(adminReviewHideReason.shape),
]);
export type AdminReviewModeration = z.input<typeof adminReviewModeration>;

/** PUT /api/admin/reviews/{courseSlug}/{reviewId}/reply: an empty text removes the reply. */
export const adminReviewReply = z.object({
  text: z
    .string({ error: reviewMessages.replyLength })
    .trim()
    .max(1000, reviewMessages.replyLength),
});

export interface AdminReviewList {
  reviews: CourseReview[];
  /** How many wait for moderation: the navigation's count. */
  pendingCount: number;
}

export type { ReviewStatus };
