import {
  adminApplicationListQuery,
  adminApplicationMessages,
  adminApplicationUpdate,
} from '#shared/admin/applications';
import {
  deleteJobApplication,
  findJobApplications,
  getJobApplicationById,
  updateJobApplication,
} from '#lambdas/data/job-applications';
import { resumeDownloadUrl } from '../resume-download';
import { requireAdmin } from '#lambdas/lib/admin-auth';
import { auditActorOf } from '#lambdas/lib/audit-scope';
import { recordAuditEvent } from '#lambdas/data/audit-trail';
import { adminCollectionRoutes } from '#lambdas/lib/admin-collection';
import { createApiHandler, ok, pathParameter, type RouteTable } from '#lambdas/lib/http';

// The admin Job Applications tab.
export const routes: RouteTable = {
  ...adminCollectionRoutes({
    path: '/api/admin/applications',
    listQuery: adminApplicationListQuery,
    update: adminApplicationUpdate,
    notFoundMessage: adminApplicationMessages.notFound,
    store: {
      find: findJobApplications,
      get: getJobApplicationById,
      update: updateJobApplication,
      delete: deleteJobApplication,
    },
  }),

  /** The applicant's résumé: `{url}`, a short-lived presigned GET that saves the file. */
  'GET /api/admin/applications/{id}/resume': async (event) => {
    const admin = requireAdmin(event);
    const id = pathParameter(event, 'id');
    const url = await resumeDownloadUrl(id);
    // Who read an applicant's résumé goes into the audit trail (decision 022).
    await recordAuditEvent({
      actor: auditActorOf(admin),
      kind: 'job-application',
      recordId: id,
      action: 'download',
      route: event.routeKey,
      note: 'Résumé',
    });
    return ok({ url });
  },
};

export const handler = createApiHandler(routes);
