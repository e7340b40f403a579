import { adminBatchScheduleInput } from '#shared/learning/class-schedule';
import { requireAdmin } from '#lambdas/lib/admin-auth';
import {
  createApiHandler,
  ok,
  parseJsonBody,
  parseQuery,
  pathParameter,
  type RouteTable,
} from '#lambdas/lib/http';
import { batchSchedule, replaceBatchSchedule } from '../class-schedule';
import { batchRoster, completeLearners, recordAttendance } from '../batch-roster';
import { revoke } from '../certificates';
import { adminCertificateRevokeBody } from '#shared/learning/certificates';
import { attendanceInput, completionInput } from '#shared/learning/batch-roster';
import {
  adminReviewListQuery,
  adminReviewModeration,
  adminReviewReply,
} from '#shared/learning/course-reviews';
import { moderateReview, replyToReview, reviewsForModeration } from '../review-moderation';

// The admin side of learning (decision 015): each batch's class schedule, join links and materials,
// its roster (attendance per class, completion), the revocation of a certificate, and the
// moderation of reviews.

export const routes = {
  'GET /api/admin/courses/{id}/batches/{batchId}/schedule': async (event) => {
    requireAdmin(event);
    return ok(await batchSchedule(pathParameter(event, 'id'), pathParameter(event, 'batchId')));
  },

  'PUT /api/admin/courses/{id}/batches/{batchId}/schedule': async (event) => {
    requireAdmin(event);
    const changes = parseJsonBody(event, adminBatchScheduleInput);
    return ok(
      await replaceBatchSchedule(
        pathParameter(event, 'id'),
        pathParameter(event, 'batchId'),
        changes,
      ),
    );
  },

  'GET /api/admin/courses/{id}/batches/{batchId}/roster': async (event) => {
    requireAdmin(event);
    return ok(await batchRoster(pathParameter(event, 'id'), pathParameter(event, 'batchId')));
  },

  'PUT /api/admin/courses/{id}/batches/{batchId}/roster/attendance': async (event) => {
    requireAdmin(event);
    const input = parseJsonBody(event, attendanceInput);
    return ok(
      await recordAttendance(pathParameter(event, 'id'), pathParameter(event, 'batchId'), input),
    );
  },

  'POST /api/admin/courses/{id}/batches/{batchId}/completions': async (event) => {
    requireAdmin(event);
    const { enrollmentIds } = parseJsonBody(event, completionInput);
    return ok(
      await completeLearners(
        pathParameter(event, 'id'),
        pathParameter(event, 'batchId'),
        enrollmentIds,
      ),
    );
  },

  'POST /api/admin/certificates/{id}/revoke': async (event) => {
    const admin = requireAdmin(event);
    const { reason } = parseJsonBody(event, adminCertificateRevokeBody);
    return ok(
      await revoke(pathParameter(event, 'id'), { reason, revokedBy: admin.email ?? admin.sub }),
    );
  },

  // Reviews to moderate (decision 024): content's, in the route × role matrix (decision 021).
  'GET /api/admin/reviews': async (event) => {
    requireAdmin(event);
    const { status } = parseQuery(event, adminReviewListQuery);
    return ok(await reviewsForModeration(status));
  },

  'PATCH /api/admin/reviews/{courseSlug}/{reviewId}': async (event) => {
    requireAdmin(event);
    const moderation = parseJsonBody(event, adminReviewModeration);
    return ok(
      await moderateReview(
        pathParameter(event, 'courseSlug'),
        pathParameter(event, 'reviewId'),
        moderation,
      ),
    );
  },

  'PUT /api/admin/reviews/{courseSlug}/{reviewId}/reply': async (event) => {
    requireAdmin(event);
    const { text } = parseJsonBody(event, adminReviewReply);
    return ok(
      await replyToReview(
        pathParameter(event, 'courseSlug'),
        pathParameter(event, 'reviewId'),
        text,
      ),
    );
  },
} satisfies RouteTable;

export const handler = createApiHandler(routes);
