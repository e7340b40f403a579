import { adminLeadListQuery, adminLeadMessages, adminLeadUpdate } from '#shared/admin/leads';
import { deleteLead, findLeads, getLeadById, updateLead } from '#lambdas/data/leads';
import { adminCollectionRoutes } from '#lambdas/lib/admin-collection';
import { createApiHandler, type RouteTable } from '#lambdas/lib/http';

// The admin MVP Leads tab (docs/product.md §12): the detailed estimates visitors asked for.

export const routes: RouteTable = {
  ...adminCollectionRoutes({
    path: '/api/admin/leads',
    listQuery: adminLeadListQuery,
    update: adminLeadUpdate,
    notFoundMessage: adminLeadMessages.notFound,
    store: { find: findLeads, get: getLeadById, update: updateLead, delete: deleteLead },
  }),
};

export const handler = createApiHandler(routes);
