import * as apiPaths from '#shared/api/api-paths';
import { withPathParameters } from '#shared/api/path-parameters';
import type {
  AttendanceInput,
  BatchRoster,
  CompletionInput,
  CompletionResult,
} from '#shared/learning/batch-roster';
import type {
  AdminCertificateRevokeBody,
  CertificateVerification,
} from '#shared/learning/certificates';
import { adminGet, adminPost, adminPut } from '#web/features/admin/kit/admin-api';

// A batch's roster (decision 015): attendance per class and completion.

const pathOf = (path: string, courseId: string, batchId: string) =>
  withPathParameters(path, { id: courseId, batchId });

export const fetchRoster = (courseId: string, batchId: string) =>
  adminGet<BatchRoster>(pathOf(apiPaths.adminBatchRoster, courseId, batchId));

export const saveAttendance = (courseId: string, batchId: string, input: AttendanceInput) =>
  adminPut<BatchRoster>(pathOf(apiPaths.adminBatchAttendance, courseId, batchId), input);

export const markCompleted = (courseId: string, batchId: string, input: CompletionInput) =>
  adminPost<CompletionResult>(pathOf(apiPaths.adminBatchCompletions, courseId, batchId), input);

export const revokeCertificate = (id: string, input: AdminCertificateRevokeBody) =>
  adminPost<CertificateVerification>(
    withPathParameters(apiPaths.adminCertificateRevoke, { id }),
    input,
  );
