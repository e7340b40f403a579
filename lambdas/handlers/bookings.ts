import { ulid } from 'ulid';
import {
  bookingRequest,
  bookingSlotsQuery,
  type BookingResponse,
  type BookingSlotsResponse,
} from '../../shared/forms/booking';
import { bookConsultation, listBookingDays } from '../domain/bookings';
import { createApiHandler, created, ok, parseQuery, type RouteTable } from '../lib/http';
import { acceptPublicForm } from '../lib/public-form';

// The consultation booking widget (home page #calendar): free slots, then one booking per slot.

export const routes = {
  'GET /api/bookings/slots': async (event) => {
    const { from } = parseQuery(event, bookingSlotsQuery);
    const body: BookingSlotsResponse = await listBookingDays(new Date(), from);
    return ok(body);
  },

  'POST /api/bookings': async (event) => {
    const { data, fromBot } = await acceptPublicForm(event, 'booking', bookingRequest);
    const booking = fromBot ? { id: ulid(), ...data } : await bookConsultation(data);
    const body: BookingResponse = { id: booking.id, date: booking.date, time: booking.time };
    return created(body);
  },
} satisfies RouteTable;

export const handler = createApiHandler(routes);
