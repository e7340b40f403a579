import {
  courseRatingOf,
  ratingAfterChange,
  type CourseRating,
} from '#shared/content/course-rating';
import type { CourseReview, ReviewStatus } from '#shared/content/schemas';
import { reviewMessages } from '#shared/learning/course-reviews';
import { getItem, queryCollection, queryPartition, tableName, withoutKeys } from './table';
import { writeTransaction, type TransactionItem } from './transactions';

// Course reviews (decision 024): one item per enrolment in the course's partition, beside the
// course whose rating and count every change moves in the same transaction.

const coursePk = (slug: string) => `COURSE#${slug}`;
const courseKey = (slug: string) => ({ pk: coursePk(slug), sk: 'COURSE' });

export const reviewKey = (courseSlug: string, id: string) => ({
  pk: coursePk(courseSlug),
  sk: `REVIEW#${id}`,
});

/** Staff lists by status, newest first. */
export const reviewsOfStatus = (status: ReviewStatus) => `REVIEWS#${status}`;

/** `version` counts the review's writes, so each change is conditional on the one it read. */
export const reviewItem = (review: CourseReview, version = 1) => ({
  ...reviewKey(review.courseSlug, review.id),
  gsi1pk: reviewsOfStatus(review.status),
  gsi1sk: `${review.createdAt}#${review.id}`,
  entityType: 'CourseReview',
  ...review,
  version,
});

export interface StoredReview {
  review: CourseReview;
  version: number;
}

export const toStoredReview = (item: Record<string, unknown>): StoredReview => {
  const { version, ...review } = withoutKeys<CourseReview & { version?: number }>(item);
  return { review, version: version ?? 0 };
};

export async function getReview(courseSlug: string, id: string): Promise<StoredReview | undefined> {
  const item = await getItem<Record<string, unknown>>(reviewKey(courseSlug, id), {
    consistent: true,
  });
  return item && toStoredReview(item);
}

/** Every review of a course, any status (the course page filters what it shows). */
export async function listReviewsOfCourse(courseSlug: string): Promise<CourseReview[]> {
  const items = await queryPartition(coursePk(courseSlug), 'REVIEW#');
  return items.map((item) => toStoredReview(item).review);
}

/** Staff moderation: the reviews of one status, newest first. */
export async function listReviewsByStatus(status: ReviewStatus): Promise<CourseReview[]> {
  const items = await queryCollection(reviewsOfStatus(status));
  return items.map((item) => toStoredReview(item).review);
}

/** The course's stored rating; recomputed from its reviews when it predates computed ratings. */
async function currentRating(
  courseSlug: string,
): Promise<(CourseRating & { stored: boolean }) | undefined> {
  const course = await getItem<Partial<CourseRating>>(courseKey(courseSlug), { consistent: true });
  if (!course) return undefined;
  if (typeof course.ratingTotal === 'number' && typeof course.reviewsCount === 'number') {
    return { ...(course as CourseRating), stored: true };
  }
  return { ...courseRatingOf(await listReviewsOfCourse(courseSlug)), stored: false };
}

/**
 * The course's new rating, conditional on the one it was computed from: a review changed at
 * the same moment fails the condition and the change is worked out again.
 */
function setCourseRating(
  courseSlug: string,
  before: CourseRating & { stored: boolean },
  after: CourseRating,
): TransactionItem {
  return {
    Update: {
      TableName: tableName(),
      Key: courseKey(courseSlug),
      UpdateExpression: 'SET rating = :rating, reviewsCount = :count, ratingTotal = :total',
      ConditionExpression: before.stored
        ? 'attribute_exists(pk) AND reviewsCount = :count0 AND ratingTotal = :total0'
        : 'attribute_exists(pk) AND attribute_not_exists(ratingTotal)',
      ExpressionAttributeValues: {
        ':rating': after.rating,
        ':count': after.reviewsCount,
        ':total': after.ratingTotal,
        ...(before.stored && { ':count0': before.reviewsCount, ':total0': before.ratingTotal }),
      },
    },
  };
}

/** The review's write, conditional on the version read (or on there being none). */
function putReview(after: CourseReview, before: StoredReview | undefined): TransactionItem {
  return {
    Put: {
      TableName: tableName(),
      Item: reviewItem(after, (before?.version ?? 0) + 1),
      ConditionExpression: before ? 'version = :version' : 'attribute_not_exists(pk)',
      ...(before && { ExpressionAttributeValues: { ':version': before.version } }),
    },
  };
}

/**
 * What a change writes: the review and, when the change moves what counts, the course's
 * rating. Exported so a transaction that changes something else too (a refund) carries it.
 */
export async function reviewChangeItems(
  before: StoredReview | undefined,
  after: CourseReview,
): Promise<TransactionItem[] | undefined> {
  const rating = await currentRating(after.courseSlug);
  if (!rating) return undefined;
  const next = ratingAfterChange(rating, before?.review, after);
  const moves =
    !rating.stored ||
    next.reviewsCount !== rating.reviewsCount ||
    next.ratingTotal !== rating.ratingTotal;
  return [
    putReview(after, before),
    ...(moves ? [setCourseRating(after.courseSlug, rating, next)] : []),
  ];
}

/**
 * A refunded enrolment's review is withdrawn (decision 024): hidden with the reason, out of the
 * rating, in the refund's own transaction. Nothing when there is none or it is withdrawn already.
 */
export async function withdrawalItems(
  courseSlug: string,
  enrollmentId: string,
  at: string,
): Promise<TransactionItem[]> {
  const before = await getReview(courseSlug, enrollmentId);
  if (!before || before.review.hiddenReason === reviewMessages.withdrawn) return [];
  const after: CourseReview = {
    ...before.review,
    status: 'hidden',
    hiddenReason: reviewMessages.withdrawn,
    updatedAt: at,
  };
  return (await reviewChangeItems(before, after)) ?? [];
}

export type ReviewChange<Refusal extends string> =
  | { outcome: 'changed'; review: CourseReview; before: CourseReview | undefined }
  | { outcome: 'refused'; refusal: Refusal }
  | { outcome: 'course-not-found' };

const maxAttempts = 5;

/**
 * Changes one review with `decide`, which sees the review as stored (or undefined) and returns
 * the review to store or a refusal. Retried from a fresh read when another write came first.
 */
export async function changeReview<Refusal extends string>(
  courseSlug: string,
  id: string,
  decide: (current: CourseReview | undefined) => CourseReview | { refusal: Refusal },
): Promise<ReviewChange<Refusal>> {
  for (let attempt = 1; ; attempt += 1) {
    const before = await getReview(courseSlug, id);
    const decision = decide(before?.review);
    if ('refusal' in decision) return { outcome: 'refused', refusal: decision.refusal };
    const items = await reviewChangeItems(before, decision);
    if (!items) return { outcome: 'course-not-found' };
    const result = await writeTransaction(items);
    if (result.ok) return { outcome: 'changed', review: decision, before: before?.review };
    if (attempt >= maxAttempts) throw new Error(`Review ${courseSlug}/${id} kept changing`);
  }
}
