import type { Batch, Course, CourseReview, PublicationStatus } from '../../shared/content/schemas';
import { queryCollection, queryPartition, tableName, withoutKeys, type ItemKeys } from './table';
import type { TransactionItem } from './transactions';

// A course, its batches and its reviews share the partition COURSE#<slug>, so the detail page
// is one Query.
const coursePk = (slug: string) => `COURSE#${slug}`;

export const courseKeys = (course: Pick<Course, 'slug' | 'status' | 'createdAt'>): ItemKeys => ({
  pk: coursePk(course.slug),
  sk: 'COURSE',
  gsi1pk: `COURSES#${course.status}`,
  gsi1sk: course.createdAt,
});

export const batchKeys = (courseSlug: string, batchId: string): ItemKeys => ({
  pk: coursePk(courseSlug),
  sk: `BATCH#${batchId}`,
});

export const reviewKeys = (review: Pick<CourseReview, 'courseSlug' | 'createdAt' | 'id'>) => ({
  pk: coursePk(review.courseSlug),
  sk: `REVIEW#${review.createdAt}#${review.id}`,
});

export const courseItem = (course: Course) => ({
  ...courseKeys(course),
  entityType: 'Course',
  ...course,
});

/** `seatsTaken` counts held and confirmed seats; only conditional writes change it. */
export const batchItem = (batch: Batch, seatsTaken = 0) => ({
  ...batchKeys(batch.courseSlug, batch.id),
  entityType: 'Batch',
  ...batch,
  seatsTaken,
});

export const reviewItem = (review: CourseReview) => ({
  ...reviewKeys(review),
  entityType: 'CourseReview',
  ...review,
});

export interface StoredBatch extends Batch {
  seatsTaken: number;
}

export interface CourseWithDetails {
  course: Course;
  batches: StoredBatch[];
  reviews: CourseReview[];
}

/** Newest first by createdAt (spec §9). */
export async function listCoursesByStatus(status: PublicationStatus): Promise<Course[]> {
  const items = await queryCollection(`COURSES#${status}`);
  return items.map((item) => withoutKeys<Course>(item));
}

export async function getCourseWithDetails(slug: string): Promise<CourseWithDetails | undefined> {
  const items = await queryPartition(coursePk(slug));
  const course = items.find((item) => item.entityType === 'Course');
  if (!course) return undefined;
  return {
    course: withoutKeys<Course>(course),
    batches: items
      .filter((item) => item.entityType === 'Batch')
      .map((item) => withoutKeys<StoredBatch>(item)),
    reviews: items
      .filter((item) => item.entityType === 'CourseReview')
      .map((item) => withoutKeys<CourseReview>(item))
      .reverse(),
  };
}

/**
 * Holds (or takes back) a seat inside a checkout transaction: the increment's own condition is
 * the seat limit, so no batch ever holds more learners than seats (design §5).
 */
export function takeSeat(courseSlug: string, batchId: string): TransactionItem {
  const { pk, sk } = batchKeys(courseSlug, batchId);
  return {
    Update: {
      TableName: tableName(),
      Key: { pk, sk },
      UpdateExpression: 'SET seatsTaken = seatsTaken + :one',
      ConditionExpression: 'isActive = :true AND seatsTaken < seats',
      ExpressionAttributeValues: { ':one': 1, ':true': true },
    },
  };
}

/** Gives a held seat back when its payment fails or its hold lapses. */
export function giveBackSeat(courseSlug: string, batchId: string): TransactionItem {
  const { pk, sk } = batchKeys(courseSlug, batchId);
  return {
    Update: {
      TableName: tableName(),
      Key: { pk, sk },
      UpdateExpression: 'SET seatsTaken = seatsTaken - :one',
      ConditionExpression: 'seatsTaken > :zero',
      ExpressionAttributeValues: { ':one': 1, ':zero': 0 },
    },
  };
}
