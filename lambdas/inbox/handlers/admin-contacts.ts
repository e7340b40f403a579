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
import { adminSubscriberListQuery } from '#shared/admin/subscribers';
import { findSubscribers } from '#lambdas/data/newsletter-subscribers';
import { adminCollectionRoutes } from '#lambdas/lib/admin-collection';
import { requireAdmin } from '#lambdas/lib/admin-auth';
import { createApiHandler, ok, parseQuery, type RouteTable } from '#lambdas/lib/http';

// The admin Contacts tab, and the Subscribers tab beside it: what visitors leave in the footer
// and on the contact page.
const contactRoutes = adminCollectionRoutes({
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

export const routes: RouteTable = {
  ...contactRoutes,
  /** Pending, confirmed and unsubscribed addresses; only an admin sees whether one is listed. */
  'GET /api/admin/subscribers': async (event) => {
    requireAdmin(event);
    return ok(await findSubscribers(parseQuery(event, adminSubscriberListQuery)));
  },
};

export const handler = createApiHandler(routes);
