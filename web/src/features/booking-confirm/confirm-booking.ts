import * as apiPaths from '#shared/api/api-paths';
import { withPathParameters } from '#shared/api/path-parameters';
import type { BookingConfirmRequest, BookingConfirmResponse } from '#shared/forms/booking';
import { apiPost } from '#web/lib/api-client';

/** POST /api/bookings/{id}/confirm with the token from the e-mailed link. */
export function confirmBooking(id: string, token: string): Promise<BookingConfirmResponse> {
  return apiPost<BookingConfirmResponse, BookingConfirmRequest>(
    withPathParameters(apiPaths.bookingConfirmation, { id }),
    { token },
  );
}
