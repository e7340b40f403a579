import type { AdminBatch, AdminBatchInput } from '#shared/admin/catalog-batches';
import { adminDelete, adminPost, adminPut } from '#web/features/admin/kit/admin-api';
import { coursePath } from './course-api';

// A course's batches (docs/architecture.md §4), addressed through their course.

const batchesPath = (courseId: string) => `${coursePath(courseId)}/batches`;
const batchPath = (courseId: string, batchId: string) =>
  `${batchesPath(courseId)}/${encodeURIComponent(batchId)}`;

/** Adds a batch, or changes an existing one when `batchId` is given. */
export const saveBatch = (courseId: string, input: AdminBatchInput, batchId?: string) =>
  batchId
    ? adminPut<AdminBatch>(batchPath(courseId, batchId), input)
    : adminPost<AdminBatch>(batchesPath(courseId), input);

export const deleteBatch = (courseId: string, batchId: string) =>
  adminDelete(batchPath(courseId, batchId));
