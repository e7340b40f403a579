import { ulid } from 'ulid';
import {
  bookingConfirmRequest,
  bookingRequest,
  bookingSlotsQuery,
  type BookingConfirmResponse,
  type BookingResponse,
  type BookingSlotsResponse,
} from '#shared/forms/booking';
import { bookConsultation, confirmBookingLink, confirmByFrom, listBookingDays } from '../bookings';
import {
  createApiHandler,
  created,
  ok,
  parseJsonBody,
  parseQuery,
  pathParameter,
  type RouteTable,
} from '#lambdas/lib/http';
import { acceptPublicForm } from '#lambdas/lib/public-form';
import { clientOf, enforceRateLimit } from '#lambdas/lib/rate-limit';

// The consultation booking widget (home page #calendar): free slots, then one booking per slot,
// held until the visitor confirms it from the e-mail sent to the address they typed (decision 012).

export const routes = {
  'GET /api/bookings/slots': async (event) => {
    const { from } = parseQuery(event, bookingSlotsQuery);
    const body: BookingSlotsResponse = await listBookingDays(new Date(), from);
    return ok(body);
  },

  'POST /api/bookings': async (event) => {
    const { data, fromBot } = await acceptPublicForm(event, 'booking', bookingRequest);
    // A bot is answered as a visitor would be, and nothing is held or sent.
    const { id, date, time, confirmBy } = fromBot
      ? { id: ulid(), ...data, confirmBy: confirmByFrom(new Date()) }
      : await bookConsultation(data, clientOf(event));
    const body: BookingResponse = { id, date, time, status: 'unconfirmed', confirmBy };
    return created(body);
  },

  'POST /api/bookings/{id}/confirm': async (event) => {
    await enforceRateLimit(event, 'bookingConfirm');
    const { token } = parseJsonBody(event, bookingConfirmRequest);
    const booking = await confirmBookingLink(pathParameter(event, 'id'), token);
    const body: BookingConfirmResponse = {
      id: booking.id,
      date: booking.date,
      time: booking.time,
      status: 'confirmed',
    };
    return ok(body);
  },
} satisfies RouteTable;

export const handler = createApiHandler(routes);
