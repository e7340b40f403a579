import {
  adminApplicationListQuery,
  adminApplicationMessages,
  adminApplicationUpdate,
} from '../../shared/admin/applications';
import {
  deleteJobApplication,
  findJobApplications,
  getJobApplicationById,
  updateJobApplication,
} from '../data/job-applications';
import { adminCollectionRoutes } from '../lib/admin-collection';
import { createApiHandler } from '../lib/http';

// The admin Job Applications tab.
export const routes = adminCollectionRoutes({
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
});

export const handler = createApiHandler(routes);
