import {
  adminContactListQuery,
  adminContactMessages,
  adminContactUpdate,
} from '../../shared/admin/contacts';
import type { AdminPage } from '../../shared/admin/lists';
import type { ContactSubmission } from '../../shared/forms/contact';
import {
  deleteContactSubmission,
  findContactSubmissions,
  getContactSubmissionById,
  updateContactSubmission,
} from '../data/contact-submissions';
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

// The admin Contacts tab (design §4). The JWT authorizer lets only signed-in users through;
// every route checks again that the caller is in `admin` before anything else.

const notFound = () => new NotFoundError(adminContactMessages.notFound);

export const routes = {
  'GET /api/admin/contacts': async (event) => {
    requireAdmin(event);
    const body: AdminPage<ContactSubmission> = await findContactSubmissions(
      parseQuery(event, adminContactListQuery),
    );
    return ok(body);
  },

  'GET /api/admin/contacts/{id}': async (event) => {
    requireAdmin(event);
    const submission = await getContactSubmissionById(pathParameter(event, 'id'));
    if (!submission) throw notFound();
    return ok(submission);
  },

  'PATCH /api/admin/contacts/{id}': async (event) => {
    requireAdmin(event);
    const id = pathParameter(event, 'id');
    const updated = await updateContactSubmission(id, parseJsonBody(event, adminContactUpdate));
    if (!updated) throw notFound();
    return ok(updated);
  },

  'DELETE /api/admin/contacts/{id}': async (event) => {
    requireAdmin(event);
    if (!(await deleteContactSubmission(pathParameter(event, 'id')))) throw notFound();
    return { statusCode: 204 };
  },
} satisfies RouteTable;

export const handler = createApiHandler(routes);
