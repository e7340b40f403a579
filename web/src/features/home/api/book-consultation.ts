import * as apiPaths from '#shared/api/api-paths';
import type { BookingRequest, BookingResponse } from '#shared/forms/booking';
import { apiPost } from '#web/lib/api-client';

/** POST /api/bookings: 201 with the booking, or 409 when the slot was just taken. */
export function bookConsultation(request: BookingRequest): Promise<BookingResponse> {
  return apiPost<BookingResponse, BookingRequest>(apiPaths.bookings, request);
}
