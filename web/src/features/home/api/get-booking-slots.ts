import * as apiPaths from '#shared/api/api-paths';
import type { BookingSlotsResponse } from '#shared/forms/booking';
import { apiGet } from '#web/lib/api-client';

/** GET /api/bookings/slots: the next business days (Asia/Kolkata), each slot free or taken. */
export function getBookingSlots(signal?: AbortSignal): Promise<BookingSlotsResponse> {
  return apiGet<BookingSlotsResponse>(apiPaths.bookingSlots, { signal });
}
