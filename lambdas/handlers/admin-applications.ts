import {
  adminApplicationListQuery,
  adminApplicationMessages,
  adminApplicationUpdate,
} from '../../shared/admin/applications';
import type { AdminPage } from '../../shared/admin/lists';
import type { JobApplication } from '../../shared/forms/job-application';
import {
  deleteJobApplication,
  findJobApplications,
  getJobApplicationById,
  updateJobApplication,
} from '../data/job-applications';
import { requireAdmin } from '../lib/admin-auth';
import { NotFoundError } from '../lib/errors';
import {
  createApiHandler,
  ok,
  parseJsonBody,
  parseQuery,
  pathParameter,
  type RouteTable,
} from '../lib/http';

// The admin Job Applications tab (design §4). The JWT authorizer lets only signed-in users
// through; every route checks again that the caller is in `admin` before anything else.

const notFound = () => new NotFoundError(adminApplicationMessages.notFound);

export const routes = {
  'GET /api/admin/applications': async (event) => {
    requireAdmin(event);
    const body: AdminPage<JobApplication> = await findJobApplications(
      parseQuery(event, adminApplicationListQuery),
    );
    return ok(body);
  },

  'GET /api/admin/applications/{id}': async (event) => {
    requireAdmin(event);
    const application = await getJobApplicationById(pathParameter(event, 'id'));
    if (!application) throw notFound();
    return ok(application);
  },

  'PATCH /api/admin/applications/{id}': async (event) => {
    requireAdmin(event);
    const id = pathParameter(event, 'id');
    const updated = await updateJobApplication(id, parseJsonBody(event, adminApplicationUpdate));
    if (!updated) throw notFound();
    return ok(updated);
  },

  'DELETE /api/admin/applications/{id}': async (event) => {
    requireAdmin(event);
    if (!(await deleteJobApplication(pathParameter(event, 'id')))) throw notFound();
    return { statusCode: 204 };
  },
} satisfies RouteTable;

export const handler = createApiHandler(routes);
