import {
  adminContactListQuery,
  adminContactMessages,
  adminContactUpdate,
} from '#shared/admin/contacts';
import {
  deleteContactSubmission,
  findContactSubmissions,
  getContactSubmissionById,
  updateContactSubmission,
} from '#lambdas/data/contact-submissions';
import { adminCollectionRoutes } from '#lambdas/lib/admin-collection';
import { createApiHandler } from '#lambdas/lib/http';

// The admin Contacts tab.
export const routes = adminCollectionRoutes({
  path: '/api/admin/contacts',
  listQuery: adminContactListQuery,
  update: adminContactUpdate,
  notFoundMessage: adminContactMessages.notFound,
  store: {
    find: findContactSubmissions,
    get: getContactSubmissionById,
    update: updateContactSubmission,
    delete: deleteContactSubmission,
  },
});

export const handler = createApiHandler(routes);
