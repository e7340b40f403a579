import { afterAll, describe, expect, it } from 'vitest';
import { deleteBooking } from '#lambdas/data/bookings';
import {
  adminBookingMessages,
  type AdminBooking,
  type AdminBookingUpdate,
} from '#shared/admin/bookings';
import type { AdminPage } from '#shared/admin/lists';
import type { ApiErrorBody } from '#shared/api/content';
import { addDays, bookingHorizonDays, istDate, upcomingBookingDays } from '#shared/booking-slots';
import type { BookingRequest, BookingResponse, BookingSlotsResponse } from '#shared/forms/booking';
import { asAdmin, everyPage } from '../support/admin-session';
import { api } from '../support/api';
import { confirmBookingMailedTo } from '../support/bookings';
import { postJson } from '../support/client-ip';

// Design §7 and docs/admin.md: admins see every consultation booking and keep its status; cancelling
// gives the slot back to visitors. Bookings here fall in the last week before the booking
// horizon, clear of the days the public booking tests and the browser tests use.

const testDays = upcomingBookingDays(
  new Date(),
  5,
  addDays(istDate(new Date()), bookingHorizonDays - 8),
);
const slots = testDays.flatMap((date) =>
  (['09:00', '10:00', '11:00', '14:00', '15:00', '16:00'] as const).map((time) => ({ date, time })),
);
let nextSlot = 0;
const aFreeSlot = () => slots[nextSlot++]!;

const made: string[] = [];
afterAll(async () => {
  await Promise.all(made.map((id) => deleteBooking(id)));
});

const uniqueTag = () => `zb${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

async function book(tag: string, slot = aFreeSlot()) {
  const request: BookingRequest = {
    name: `Rohan Mehta ${tag}`,
    email: `rohan.${tag}@example.com`,
    message: `Marketplace for weavers ${tag}`,
    ...slot,
    website: '',
  };
  const { status, body } = await postJson<BookingResponse>('/api/bookings', request);
  expect(status).toBe(201);
  made.push(body.id);
  await confirmBookingMailedTo(request.email, body.id);
  return { id: body.id, ...slot };
}

const patch = (id: string, update: AdminBookingUpdate) =>
  asAdmin<AdminBooking & ApiErrorBody>('PATCH', `/api/admin/bookings/${id}`, update);

async function isOffered(slot: { date: string; time: string }): Promise<boolean> {
  const { body } = await api<BookingSlotsResponse>(`/api/bookings/slots?from=${slot.date}`);
  const day = body.days.find((candidate) => candidate.date === slot.date);
  return day!.slots.find((candidate) => candidate.time === slot.time)!.available;
}

describe('GET /api/admin/bookings', () => {
  it('lists bookings, latest appointment first, with search, status filter and paging', async () => {
    const tag = uniqueTag();
    const earlier = await book(tag);
    const later = await book(tag);
    await book(uniqueTag());

    const found = await everyPage<AdminBooking>(`/api/admin/bookings?q=${tag}&limit=1`);

    expect(found.map((booking) => booking.id)).toEqual([later.id, earlier.id]);
    expect(found[0]).toMatchObject({
      name: `Rohan Mehta ${tag}`,
      date: later.date,
      time: later.time,
      status: 'confirmed',
    });
  });

  it('filters by status', async () => {
    const tag = uniqueTag();
    const kept = await book(tag);
    const done = await book(tag);
    expect((await patch(done.id, { status: 'completed' })).status).toBe(200);

    const { status, body } = await asAdmin<AdminPage<AdminBooking>>(
      'GET',
      `/api/admin/bookings?q=${tag}&status=completed`,
    );

    expect(status).toBe(200);
    expect(body.items.map((booking) => booking.id)).toEqual([done.id]);
    expect(body.items.map((booking) => booking.id)).not.toContain(kept.id);
  });

  it('answers 400 with the field for an unknown status filter', async () => {
    const { status, body } = await asAdmin<ApiErrorBody>('GET', '/api/admin/bookings?status=maybe');

    expect(status).toBe(400);
    expect(body.fieldErrors?.status).toMatch(
      /^Status must be one of: unconfirmed, confirmed, completed/,
    );
  });
});

describe('PATCH /api/admin/bookings/{id}', () => {
  it('records the status and notes, and blank notes remove them', async () => {
    const booking = await book(uniqueTag());

    const noted = await patch(booking.id, { status: 'no_show', notes: 'Called twice.' });
    expect(noted.status).toBe(200);
    expect(noted.body).toMatchObject({ id: booking.id, status: 'no_show', notes: 'Called twice.' });
    expect(noted.body.updatedAt).toBeDefined();

    const cleared = await patch(booking.id, { status: 'completed', notes: '' });
    expect(cleared.body.status).toBe('completed');
    expect(cleared.body).not.toHaveProperty('notes');
    const { body: read } = await asAdmin<AdminBooking>('GET', `/api/admin/bookings/${booking.id}`);
    expect(read).toMatchObject({ status: 'completed' });
  });

  it('gives a cancelled booking’s slot back to visitors, and keeps the booking listed', async () => {
    const tag = uniqueTag();
    const booking = await book(tag);
    expect(await isOffered(booking)).toBe(false);

    const { status, body } = await patch(booking.id, {
      status: 'cancelled',
      notes: 'Client asked to cancel',
    });

    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'cancelled', notes: 'Client asked to cancel' });
    expect(await isOffered(booking)).toBe(true);
    const listed = await everyPage<AdminBooking>(`/api/admin/bookings?q=${tag}`);
    expect(listed.map((item) => [item.id, item.status])).toEqual([[booking.id, 'cancelled']]);
  });

  it('re-opens a cancelled booking while its slot is still free', async () => {
    const booking = await book(uniqueTag());
    await patch(booking.id, { status: 'cancelled' });

    const { status, body } = await patch(booking.id, { status: 'confirmed' });

    expect(status).toBe(200);
    expect(body.status).toBe('confirmed');
    expect(await isOffered(booking)).toBe(false);
  });

  it('answers 409 when a cancelled booking’s slot has been booked by someone else since', async () => {
    const first = await book(uniqueTag());
    await patch(first.id, { status: 'cancelled' });
    const second = await book(uniqueTag(), { date: first.date, time: first.time });

    const { status, body } = await patch(first.id, { status: 'confirmed' });

    expect(status).toBe(409);
    expect(body.error).toBe(adminBookingMessages.slotTakenAgain);
    const { body: kept } = await asAdmin<AdminBooking>('GET', `/api/admin/bookings/${first.id}`);
    expect(kept.status).toBe('cancelled');
    const { body: winner } = await asAdmin<AdminBooking>('GET', `/api/admin/bookings/${second.id}`);
    expect(winner.status).toBe('confirmed');
  });

  it('answers 400 for an unknown status and 404 for an unknown booking', async () => {
    const booking = await book(uniqueTag());

    const invalid = await patch(booking.id, { status: 'lost' as never });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fieldErrors?.status).toBeDefined();

    const missing = await patch('01JUNKNOWN0000000000000000', { status: 'completed' });
    expect(missing).toEqual({ status: 404, body: { error: adminBookingMessages.notFound } });
  });
});

describe('DELETE /api/admin/bookings/{id}', () => {
  it('deletes the booking, frees its slot, and answers 404 the second time', async () => {
    const booking = await book(uniqueTag());

    expect((await asAdmin('DELETE', `/api/admin/bookings/${booking.id}`)).status).toBe(204);

    expect(await isOffered(booking)).toBe(true);
    expect((await asAdmin('GET', `/api/admin/bookings/${booking.id}`)).status).toBe(404);
    expect((await asAdmin('DELETE', `/api/admin/bookings/${booking.id}`)).status).toBe(404);
  });

  it('deletes a cancelled booking too', async () => {
    const booking = await book(uniqueTag());
    await patch(booking.id, { status: 'cancelled' });

    expect((await asAdmin('DELETE', `/api/admin/bookings/${booking.id}`)).status).toBe(204);
    expect((await asAdmin('GET', `/api/admin/bookings/${booking.id}`)).status).toBe(404);
  });
});
