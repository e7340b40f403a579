import {
  adminBookingListQuery,
  adminBookingMessages,
  adminBookingUpdate,
} from '#shared/admin/bookings';
import { deleteBooking, findBookings, getBookingById, updateBooking } from '#lambdas/data/bookings';
import { adminCollectionRoutes } from '#lambdas/lib/admin-collection';
import { ConflictError } from '#lambdas/lib/errors';
import { createApiHandler, type RouteTable } from '#lambdas/lib/http';

// The admin Bookings tab (docs/product.md §12): the consultations visitors booked.

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
};

export const handler = createApiHandler(routes);
