import * as apiPaths from '#shared/api/api-paths';
import { withPathParameters } from '#shared/api/path-parameters';
import type { AdminBatchScheduleInput, BatchSchedule } from '#shared/learning/class-schedule';
import { adminGet, adminPut } from '#web/features/admin/kit/admin-api';

// A batch's class schedule (decision 015): its sessions, join links and materials, saved whole.

const schedulePath = (courseId: string, batchId: string) =>
  withPathParameters(apiPaths.adminBatchSchedule, { id: courseId, batchId });

export const fetchBatchSchedule = (courseId: string, batchId: string) =>
  adminGet<BatchSchedule>(schedulePath(courseId, batchId));

export const saveBatchSchedule = (
  courseId: string,
  batchId: string,
  input: AdminBatchScheduleInput,
) => adminPut<BatchSchedule>(schedulePath(courseId, batchId), input);
