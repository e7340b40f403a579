import { ulid } from 'ulid';
import {
  adminBatchMessages,
  type AdminBatch,
  type AdminBatchChanges,
} from '#shared/admin/catalog-batches';
import { adminCourseMessages } from '#shared/admin/catalog-courses';
import { deleteBatch, listBatchesOfCourse, putNewBatch, updateBatch } from '#lambdas/data/courses';
import { ConflictError, NotFoundError, ValidationError } from '#lambdas/lib/errors';
import { requireCourse } from './courses';

// A course's batches (docs/product.md §10): seats never below those taken, no delete once enrolled in.

/** A course and its batches are deleted in one transaction (at most 100 items). */
export const maxBatchesPerCourse = 50;

export async function listBatches(courseId: string): Promise<AdminBatch[]> {
  return listBatchesOfCourse((await requireCourse(courseId)).slug);
}

export async function addBatch(courseId: string, input: AdminBatchChanges): Promise<AdminBatch> {
  const course = await requireCourse(courseId);
  if ((await listBatchesOfCourse(course.slug)).length >= maxBatchesPerCourse) {
    throw new ValidationError(`A course can have at most ${maxBatchesPerCourse} batches`);
  }
  // Learners never see the id; a ULID keeps it unique within the course without asking.
  const batch = { ...input, id: ulid().toLowerCase(), courseSlug: course.slug };
  if (!(await putNewBatch(batch))) throw new NotFoundError(adminCourseMessages.notFound);
  return { ...batch, seatsTaken: 0, hasEnrollments: false };
}

export async function editBatch(
  courseId: string,
  batchId: string,
  changes: AdminBatchChanges,
): Promise<AdminBatch> {
  const course = await requireCourse(courseId);
  const result = await updateBatch(course.slug, batchId, changes);
  if (result.outcome === 'not-found') throw new NotFoundError(adminBatchMessages.notFound);
  if (result.outcome === 'seats-below-taken') {
    const message = adminBatchMessages.seatsBelowTaken(result.seatsTaken);
    throw new ConflictError(message);
  }
  return result.batch;
}

export async function removeBatch(courseId: string, batchId: string): Promise<void> {
  const course = await requireCourse(courseId);
  const result = await deleteBatch(course.slug, batchId);
  if (result === 'not-found') throw new NotFoundError(adminBatchMessages.notFound);
  if (result === 'has-enrollments') throw new ConflictError(adminBatchMessages.hasEnrollments);
}
