import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AdminBatch, AdminBatchChanges } from '#shared/admin/catalog-batches';
import type { AdminCourseChanges } from '#shared/admin/catalog-courses';
import { courseSummaryFields, type CourseSummary } from '#shared/api/content';
import {
  publicationStatus,
  type Batch,
  type Course,
  type CourseReview,
  type PublicationStatus,
} from '#shared/content/schemas';
import {
  db,
  getItem,
  isConditionFailed,
  putNewItem,
  queryCollection,
  queryPartition,
  savedNow,
  tableName,
  updateExistingItem,
  withoutKeys,
  type ItemKeys,
} from './table';
import { toStoredReview } from './course-reviews';
import { setFields, writeTransaction, type TransactionItem } from './transactions';

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

export const courseItem = (course: Course) => ({
  ...courseKeys(course),
  entityType: 'Course',
  ...course,
});

/**
 * `seatsTaken` counts held and confirmed seats; only conditional writes change it.
 * `hasEnrollments` is set by the first seat ever taken and never cleared: a batch (or course)
 * that learners enrolled in is never deleted, whatever became of those enrollments.
 */
export const batchItem = (batch: Batch, seatsTaken = 0) => ({
  ...batchKeys(batch.courseSlug, batch.id),
  entityType: 'Batch',
  ...batch,
  seatsTaken,
});

export interface StoredBatch extends Batch {
  /** Held (paid or not) and confirmed seats. */
  seatsTaken: number;
  /** Of those, held by checkouts not paid yet (decision 012); absent before any was. */
  seatsHeld?: number;
  /** Of those, kept for waiting-list offers (decision 025); absent before any was. */
  seatsOffered?: number;
}

/** A stored batch item as admins see it; the flag is absent until a first seat is taken. */
const toAdminBatch = (item: Record<string, unknown>): AdminBatch => {
  const batch = withoutKeys<StoredBatch & { hasEnrollments?: boolean }>(item);
  return { ...batch, hasEnrollments: batch.hasEnrollments === true };
};

/** What learners and checkout see of a batch: no admin bookkeeping. */
const toStoredBatch = (item: Record<string, unknown>): StoredBatch => {
  const batch: StoredBatch & { hasEnrollments?: boolean } = toAdminBatch(item);
  delete batch.hasEnrollments;
  return batch;
};

export interface CourseWithDetails {
  course: Course;
  batches: StoredBatch[];
  reviews: CourseReview[];
}

/** Newest first by createdAt (docs/product.md §9). */
export async function listCoursesByStatus(status: PublicationStatus): Promise<Course[]> {
  const items = await queryCollection(`COURSES#${status}`);
  return items.map((item) => withoutKeys<Course>(item));
}

/** The public list: only what its cards show is read, not five whole courses (18 KB). */
export async function listCourseSummaries(status: PublicationStatus): Promise<CourseSummary[]> {
  const items = await queryCollection(`COURSES#${status}`, 'newest', courseSummaryFields);
  return items as unknown as CourseSummary[];
}

export async function getCourseWithDetails(slug: string): Promise<CourseWithDetails | undefined> {
  const items = await queryPartition(coursePk(slug));
  const course = items.find((item) => item.entityType === 'Course');
  if (!course) return undefined;
  return {
    course: withoutKeys<Course>(course),
    batches: items.filter((item) => item.entityType === 'Batch').map(toStoredBatch),
    reviews: items
      .filter((item) => item.entityType === 'CourseReview')
      .map((item) => toStoredReview(item).review),
  };
}

/** A batch as the last write left it: why a hold was refused (full, or held unpaid). */
export async function getBatchConsistently(
  courseSlug: string,
  batchId: string,
): Promise<StoredBatch | undefined> {
  const item = await getItem<Record<string, unknown>>(batchKeys(courseSlug, batchId), {
    consistent: true,
  });
  return item && toStoredBatch(item);
}

/**
 * Holds (or takes back) a seat inside a checkout transaction: the increment's own condition is
 * the seat limit, so no batch ever holds more learners than seats (docs/product.md §10).
 */
export function takeSeat(courseSlug: string, batchId: string): TransactionItem {
  const { pk, sk } = batchKeys(courseSlug, batchId);
  return {
    Update: {
      TableName: tableName(),
      Key: { pk, sk },
      UpdateExpression: 'SET seatsTaken = seatsTaken + :one, hasEnrollments = :true',
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

// The admin Courses tab (docs/admin.md). A course's slug is its key and its public address, so it
// never changes; admins address a course by its id, found among the listed courses.

/** Every course of every status, newest first (a catalogue holds dozens). */
export async function listAllCourses(): Promise<Course[]> {
  const lists = await Promise.all(publicationStatus.options.map(listCoursesByStatus));
  return lists.flat().sort(newestFirst);
}

const newestFirst = (a: Course, b: Course) => courseSortKey(b).localeCompare(courseSortKey(a));

/** The admin list's order and cursor: creation time, then id for courses made the same instant. */
export const courseSortKey = (course: Pick<Course, 'createdAt' | 'id'>) =>
  `${course.createdAt}#${course.id}`;

export async function getCourseById(id: string): Promise<Course | undefined> {
  // The seeded courses' ids are their slugs: one read finds those without listing the catalogue.
  const bySlug = await getItem<Course>({ pk: coursePk(id), sk: 'COURSE' });
  if (bySlug?.id === id) return bySlug;
  return (await listAllCourses()).find((course) => course.id === id);
}

/** False when a course already has this slug (its key), so nothing was written. */
export async function putNewCourse(course: Course): Promise<boolean> {
  try {
    await putNewItem(courseItem(course));
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/** Replaces the editable fields, moving the course between status lists; undefined if gone. */
export function updateCourse(
  slug: string,
  changes: AdminCourseChanges,
): Promise<Course | undefined> {
  return updateExistingItem<Course>(
    { pk: coursePk(slug), sk: 'COURSE' },
    { set: { ...changes, gsi1pk: `COURSES#${changes.status}`, ...savedNow() } },
  );
}

export async function listBatchesOfCourse(slug: string): Promise<AdminBatch[]> {
  return (await queryPartition(coursePk(slug), 'BATCH#')).map(toAdminBatch);
}

/** A batch may be deleted only while no learner ever took a seat in it. */
const neverEnrolled = 'attribute_not_exists(hasEnrollments) AND seatsTaken = :zero';

const deleteNeverEnrolledBatch = (slug: string, batchId: string) => ({
  TableName: tableName(),
  Key: batchKeys(slug, batchId),
  ConditionExpression: `attribute_exists(pk) AND ${neverEnrolled}`,
  ExpressionAttributeValues: { ':zero': 0 },
});

/** Adds a batch to a course that still exists; false when the course is gone. */
export async function putNewBatch(batch: Batch): Promise<boolean> {
  const result = await writeTransaction([
    {
      ConditionCheck: {
        TableName: tableName(),
        Key: { pk: coursePk(batch.courseSlug), sk: 'COURSE' },
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: batchItem(batch),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ]);
  return result.ok;
}

const getBatch = (slug: string, batchId: string) =>
  getItem<StoredBatch>(batchKeys(slug, batchId), { consistent: true });

export type BatchUpdateResult =
  | { outcome: 'updated'; batch: AdminBatch }
  | { outcome: 'not-found' }
  | { outcome: 'seats-below-taken'; seatsTaken: number };

/**
 * Changes a batch; its seat count may not drop below the seats taken, checked by the write
 * itself so a checkout at the same moment cannot slip past (docs/product.md §10).
 */
export async function updateBatch(
  slug: string,
  batchId: string,
  changes: AdminBatchChanges,
): Promise<BatchUpdateResult> {
  const set = setFields({ ...changes, ...savedNow() });
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: batchKeys(slug, batchId),
        ...set,
        ConditionExpression: 'attribute_exists(pk) AND seatsTaken <= :seats',
        ReturnValues: 'ALL_NEW',
      }),
    );
    return { outcome: 'updated', batch: toAdminBatch(Attributes!) };
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    const current = await getBatch(slug, batchId);
    return current
      ? { outcome: 'seats-below-taken', seatsTaken: current.seatsTaken }
      : { outcome: 'not-found' };
  }
}

export type CatalogDeleteResult = 'deleted' | 'not-found' | 'has-enrollments';

export async function deleteBatch(slug: string, batchId: string): Promise<CatalogDeleteResult> {
  try {
    await db().send(new DeleteCommand(deleteNeverEnrolledBatch(slug, batchId)));
    return 'deleted';
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    return (await getBatch(slug, batchId)) ? 'has-enrollments' : 'not-found';
  }
}

/**
 * Deletes a course and its batches in one transaction that holds only while no batch was ever
 * enrolled in, so a checkout racing the delete either wins (and the delete is refused) or finds
 * no batch. Its reviews follow once the course is gone.
 */
export async function deleteCourse(slug: string): Promise<CatalogDeleteResult> {
  const items = await queryPartition(coursePk(slug));
  if (!items.some((item) => item.entityType === 'Course')) return 'not-found';
  const batches = items.filter((item) => item.entityType === 'Batch').map(toAdminBatch);
  if (batches.some((batch) => batch.hasEnrollments || batch.seatsTaken > 0)) {
    return 'has-enrollments';
  }
  const result = await writeTransaction([
    {
      Delete: {
        TableName: tableName(),
        Key: { pk: coursePk(slug), sk: 'COURSE' },
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
    ...batches.map((batch) => ({ Delete: deleteNeverEnrolledBatch(slug, batch.id) })),
  ]);
  if (!result.ok) {
    return result.failedConditions.includes(0) ? 'not-found' : 'has-enrollments';
  }
  await sweepCoursePartition(slug);
  return 'deleted';
}

/** Reviews, and any batch added while the course was being deleted, go too. */
async function sweepCoursePartition(slug: string) {
  const leftovers = await queryPartition(coursePk(slug));
  await Promise.all(
    leftovers.map(async (item) => {
      const key = { pk: String(item.pk), sk: String(item.sk) };
      try {
        await db().send(
          new DeleteCommand(
            item.entityType === 'Batch'
              ? deleteNeverEnrolledBatch(slug, String(item.id))
              : { TableName: tableName(), Key: key },
          ),
        );
      } catch (error) {
        // A batch someone enrolled in meanwhile stays, for its enrollments' sake.
        if (!isConditionFailed(error)) throw error;
      }
    }),
  );
}
