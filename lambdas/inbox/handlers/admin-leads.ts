import {
  adminBookingListQuery,
  adminBookingMessages,
  adminBookingUpdate,
} from '#shared/admin/bookings';
import { adminLeadListQuery, adminLeadMessages, adminLeadUpdate } from '#shared/admin/leads';
import { deleteBooking, findBookings, getBookingById, updateBooking } from '#lambdas/data/bookings';
import { deleteLead, findLeads, getLeadById, updateLead } from '#lambdas/data/leads';
import { adminCollectionRoutes } from '#lambdas/lib/admin-collection';
import { ConflictError } from '#lambdas/lib/errors';
import { createApiHandler, type RouteTable } from '#lambdas/lib/http';

// The admin Bookings and MVP Leads tabs (design §7): what visitors booked and asked for.

export const routes: RouteTable = {
  ...adminCollectionRoutes({
    path: '/api/admin/bookings',
    listQuery: adminBookingListQuery,
    update: adminBookingUpdate,
    notFoundMessage: adminBookingMessages.notFound,
    store: {
      find: findBookings,
      get: getBookingById,
      update: async (id, changes) => {
        const result = await updateBooking(id, changes);
        if (result.outcome === 'slot-taken') {
          throw new ConflictError(adminBookingMessages.slotTakenAgain);
        }
        return result.outcome === 'updated' ? result.booking : undefined;
      },
      delete: deleteBooking,
    },
  }),
  ...adminCollectionRoutes({
    path: '/api/admin/leads',
    listQuery: adminLeadListQuery,
    update: adminLeadUpdate,
    notFoundMessage: adminLeadMessages.notFound,
    store: { find: findLeads, get: getLeadById, update: updateLead, delete: deleteLead },
  }),
};

export const handler = createApiHandler(routes);
