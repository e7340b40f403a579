import type { BookingSlotsResponse } from '#shared/forms/booking';
import { apiGet } from '#web/lib/api-client';

/** GET /api/bookings/slots: the next business days (Asia/Kolkata), each slot free or taken. */
export function getBookingSlots(signal?: AbortSignal): Promise<BookingSlotsResponse> {
  return apiGet<BookingSlotsResponse>('/api/bookings/slots', { signal });
}
