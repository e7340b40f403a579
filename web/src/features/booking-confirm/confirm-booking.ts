import type { BookingConfirmRequest, BookingConfirmResponse } from '#shared/forms/booking';
import { apiPost } from '#web/lib/api-client';

/** POST /api/bookings/{id}/confirm with the token from the e-mailed link. */
export function confirmBooking(id: string, token: string): Promise<BookingConfirmResponse> {
  return apiPost<BookingConfirmResponse, BookingConfirmRequest>(
    `/api/bookings/${encodeURIComponent(id)}/confirm`,
    { token },
  );
}
