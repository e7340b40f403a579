import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '#shared/api/content';
import {
  addDays,
  bookingSlotTimes,
  isBusinessDay,
  istDate,
  upcomingBookingDays,
} from '#shared/booking-slots';
import {
  bookingMessages,
  type BookingConfirmResponse,
  type BookingRequest,
  type BookingResponse,
  type BookingSlotsResponse,
} from '#shared/forms/booking';
import { requiredFieldsMessage } from '#shared/forms/fields';
import { bookingKeys, getBookingBySlot } from '#lambdas/data/bookings';
import { getSiteSettings } from '#lambdas/data/site-content';
import { db, tableName } from '#lambdas/data/table';
import { api } from '../support/api';
import { apiFrom, postJson, uniqueClientIp } from '../support/client-ip';
import { bookingConfirmMinutes } from '#shared/forms/booking-text';
import { confirmLinkOf } from '../support/bookings';
import { mailsAbout } from '../support/outbox';
import { expectRateLimited } from '../support/rate-limit';

// Bookings made here are three to five weeks out, clear of the first days the browser tests
// book, and each test takes its own day; every slot booked is freed again afterwards.
const testDays = upcomingBookingDays(new Date(), 20, addDays(istDate(new Date()), 21));
let nextDay = 0;
const aFreeDay = () => testDays[nextDay++]!;

const booked: Array<{ date: string; time: string }> = [];
afterEach(async () => {
  const slots = booked.splice(0);
  await Promise.all(
    slots.map((slot) => {
      const { pk, sk } = bookingKeys(slot);
      return db().send(new DeleteCommand({ TableName: tableName(), Key: { pk, sk } }));
    }),
  );
});

const uniqueEmail = (name: string) =>
  `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

function aBooking(overrides: Partial<BookingRequest> = {}): BookingRequest {
  const request = {
    name: 'Rohan Mehta',
    email: uniqueEmail('rohan'),
    message: 'A marketplace app for handloom weavers; costs, timeline.',
    time: '14:00',
    website: '',
    ...overrides,
    date: overrides.date ?? aFreeDay(),
  };
  booked.push({ date: request.date, time: request.time });
  return request;
}

const book = (request: BookingRequest) =>
  postJson<BookingResponse & ApiErrorBody>('/api/bookings', request);

const confirm = (id: string, token: string) =>
  postJson<BookingConfirmResponse & ApiErrorBody>(`/api/bookings/${id}/confirm`, { token });

/** Makes an unconfirmed booking's hold look lapsed. */
async function lapseBooking(slot: { date: string; time: string }) {
  const { pk, sk } = bookingKeys(slot);
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: { pk, sk },
      UpdateExpression: 'SET confirmBy = :past',
      ExpressionAttributeValues: { ':past': new Date(Date.now() - 60_000).toISOString() },
    }),
  );
}

describe('GET /api/bookings/slots', () => {
  it('offers the next five business days from tomorrow in Asia/Kolkata, each with the six slots', async () => {
    const { status, body } = await api<BookingSlotsResponse>('/api/bookings/slots');
    expect(status).toBe(200);
    expect(body.timeZone).toBe('Asia/Kolkata');
    expect(body.durationMinutes).toBe(30);
    expect(body.days).toHaveLength(5);
    expect(body.days[0]!.date > istDate(new Date())).toBe(true);
    for (const day of body.days) {
      expect(isBusinessDay(day.date)).toBe(true);
      expect(day.slots.map((slot) => slot.label)).toEqual([
        '09:00 AM',
        '10:00 AM',
        '11:00 AM',
        '02:00 PM',
        '03:00 PM',
        '04:00 PM',
      ]);
      expect(day.slots.map((slot) => slot.time)).toEqual([...bookingSlotTimes]);
    }
  });

  it('starts at `from` when it is later', async () => {
    const from = testDays[testDays.length - 1]!;
    const { body } = await api<BookingSlotsResponse>(`/api/bookings/slots?from=${from}`);
    expect(body.days[0]!.date).toBe(from);
  });

  it('refuses a `from` that is not a date', async () => {
    expect(await api('/api/bookings/slots?from=next-week')).toEqual({
      status: 400,
      body: {
        error: 'Use a date like 2026-12-01',
        fieldErrors: { from: 'Use a date like 2026-12-01' },
      },
    });
  });
});

describe('POST /api/bookings', () => {
  it('holds a free slot with 201, unconfirmed, under the slot, and shows the slot as taken', async () => {
    const request = aBooking({ time: '10:00' });
    const { status, body } = await book(request);

    expect(status).toBe(201);
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9A-Z]{26}$/),
      date: request.date,
      time: '10:00',
      status: 'unconfirmed',
      confirmBy: expect.any(String),
    });
    const minutesToConfirm = (Date.parse(body.confirmBy) - Date.now()) / 60_000;
    expect(minutesToConfirm).toBeGreaterThan(bookingConfirmMinutes - 1);
    expect(minutesToConfirm).toBeLessThanOrEqual(bookingConfirmMinutes);
    expect(await getBookingBySlot(request.date, '10:00')).toMatchObject({
      id: body.id,
      name: 'Rohan Mehta',
      email: request.email,
      message: request.message,
      durationMinutes: 30,
      status: 'unconfirmed',
      startsAt: new Date(`${request.date}T04:30:00Z`).toISOString(),
    });

    const slots = await api<BookingSlotsResponse>(`/api/bookings/slots?from=${request.date}`);
    const day = slots.body.days.find((candidate) => candidate.date === request.date)!;
    expect(day.slots.filter((slot) => !slot.available).map((slot) => slot.time)).toEqual(['10:00']);
  });

  it('mails the typed address only a confirmation link: nothing the visitor typed, no invite, no notice to the company', async () => {
    const request = aBooking({
      time: '15:00',
      name: 'Click here to claim your prize',
      message: 'Visit http://scam.example now',
    });
    expect((await book(request)).status).toBe(201);

    const mails = await mailsAbout(request.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.headers.to).toBe(request.email);
    expect(mail!.subject).toBe('Please confirm your consultation with Nexora Technologies');
    expect(mail!.text).toContain('03:00 PM – 03:30 PM IST');
    expect(mail!.text).toMatch(/\/book\/confirm\?id=[0-9A-Z]{26}&token=[\w-]{43}/);
    for (const typed of [request.name, request.message!, 'scam.example']) {
      expect(mail!.text).not.toContain(typed);
      expect(mail!.html).not.toContain(typed);
    }
    expect(mail!.attachments).toEqual([]);
  });

  it('confirms through the e-mailed link: then mails the invite.ics and tells the company, once', async () => {
    const request = aBooking({ time: '16:00' });
    const { body } = await book(request);
    const { id, token } = confirmLinkOf((await mailsAbout(request.email))[0]!.text);
    expect(id).toBe(body.id);

    const confirmed = await confirm(id, token);
    expect(confirmed).toEqual({
      status: 200,
      body: { id, date: request.date, time: '16:00', status: 'confirmed' },
    });
    expect(await getBookingBySlot(request.date, '16:00')).toMatchObject({ status: 'confirmed' });

    const mails = await mailsAbout(request.email);
    const invitation = mails.find((mail) => mail.attachments.length)!;
    expect(invitation.subject).toMatch(/^Your free consultation with Nexora Technologies on /);
    expect(invitation.text).toContain('04:00 PM – 04:30 PM IST');
    const [invite] = invitation.attachments;
    expect(invite!.fileName).toBe('invite.ics');
    expect(invite!.contentType).toMatch(/^text\/calendar/);
    const compact = request.date.replace(/-/g, '');
    expect(invite!.content).toContain('METHOD:REQUEST');
    expect(invite!.content).toContain(`DTSTART:${compact}T103000Z`);
    expect(invite!.content).toContain(`DTEND:${compact}T110000Z`);
    expect(invite!.content).toContain('SUMMARY:Free consultation with Nexora Technologies');
    expect(invite!.content).toContain(`mailto:${request.email}`);

    const companyEmail = (await getSiteSettings())!.companyEmail;
    const notice = mails.find((mail) => mail.headers.to === companyEmail)!;
    expect(notice.headers['reply-to']).toBe(request.email);
    expect(notice.text).toContain(request.message!);

    // The link opened again answers the same and sends nothing more.
    expect((await confirm(id, token)).status).toBe(200);
    expect(await mailsAbout(request.email)).toHaveLength(mails.length);
  });

  it('refuses a wrong token as an unknown booking, and sends nothing', async () => {
    const request = aBooking({ time: '11:00' });
    const { body } = await book(request);
    const { token } = confirmLinkOf((await mailsAbout(request.email))[0]!.text);
    const wrong = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;

    expect(await confirm(body.id, wrong)).toEqual({
      status: 404,
      body: { error: bookingMessages.linkInvalid },
    });
    expect(await confirm('01JAAAAAAAAAAAAAAAAAAAAAAA', token)).toEqual({
      status: 404,
      body: { error: bookingMessages.linkInvalid },
    });
    expect((await confirm(body.id, 'short')).status).toBe(400);
    expect(await getBookingBySlot(request.date, '11:00')).toMatchObject({ status: 'unconfirmed' });
    expect(await mailsAbout(request.email)).toHaveLength(1);
  });

  it('frees an unconfirmed slot once its hold lapses: no invite is sent, the link has expired, another visitor may book it', async () => {
    const request = aBooking({ time: '14:00' });
    const { body } = await book(request);
    const { id, token } = confirmLinkOf((await mailsAbout(request.email))[0]!.text);
    await lapseBooking(request);

    const slots = await api<BookingSlotsResponse>(`/api/bookings/slots?from=${request.date}`);
    const day = slots.body.days.find((candidate) => candidate.date === request.date)!;
    expect(day.slots.every((slot) => slot.available)).toBe(true);
    expect(await confirm(id, token)).toEqual({
      status: 410,
      body: { error: bookingMessages.linkExpired },
    });

    const other = { ...request, email: uniqueEmail('next') };
    const taken = await book(other);
    expect(taken.status).toBe(201);
    expect(taken.body.id).not.toBe(body.id);
    expect((await getBookingBySlot(request.date, '14:00'))?.email).toBe(other.email);
    // The first visitor got the link and nothing else.
    expect(await mailsAbout(request.email)).toHaveLength(1);
  });

  it('holds at most 3 slots a day for one e-mail address, and 4 for one client', async () => {
    const email = uniqueEmail('often');
    const byEmail = [];
    for (const time of ['09:00', '10:00', '11:00', '14:00']) {
      byEmail.push(await book(aBooking({ email, time, date: testDays[19]! })));
    }
    expect(byEmail.map((answer) => answer.status)).toEqual([201, 201, 201, 429]);
    expect(byEmail[3]!.body.error).toBe(bookingMessages.tooManyToday);
    expect(await getBookingBySlot(testDays[19]!, '14:00')).toBeUndefined();

    const client = uniqueClientIp();
    const byClient = [];
    for (const time of ['09:00', '10:00', '11:00', '14:00', '15:00']) {
      const request = aBooking({ time, date: testDays[18]! });
      byClient.push(
        await apiFrom<BookingResponse & ApiErrorBody>(client, '/api/bookings', { body: request }),
      );
    }
    expect(byClient.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 429]);
    expect(byClient[4]!.body.error).toBe(bookingMessages.tooManyToday);
  });

  it('gives a slot submitted twice at the same moment to exactly one visitor; the other gets 409', async () => {
    const date = aFreeDay();
    const first = aBooking({ date, time: '11:00', email: uniqueEmail('first') });
    const second = { ...first, name: 'Meera Iyer', email: uniqueEmail('second') };
    const answers = await Promise.all([book(first), book(second)]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body).toEqual({
      error: bookingMessages.slotTaken,
    });
    const stored = await getBookingBySlot(date, '11:00');
    const winner = answers[0]!.status === 201 ? first : second;
    expect(stored?.email).toBe(winner.email);
    const loser = winner === first ? second : first;
    expect(await mailsAbout(loser.email)).toEqual([]);
  });

  it('answers 409 for a slot booked earlier', async () => {
    const request = aBooking({ time: '09:00' });
    await book(request);
    expect(await book({ ...request, email: uniqueEmail('late') })).toEqual({
      status: 409,
      body: { error: bookingMessages.slotTaken },
    });
  });

  it('refuses a weekend, today, a time that is not a slot, and a date past the horizon, storing nothing', async () => {
    const today = istDate(new Date());
    let saturday = addDays(today, 14);
    while (new Date(`${saturday}T00:00:00Z`).getUTCDay() !== 6) saturday = addDays(saturday, 1);
    const weekday = aFreeDay();
    const refused = [
      { date: saturday, time: '10:00' },
      { date: today, time: '16:00' },
      { date: weekday, time: '12:00' },
      { date: addDays(today, 400), time: '10:00' },
    ];
    for (const slot of refused) {
      const { status, body } = await book(aBooking(slot));
      expect(status).toBe(400);
      expect(body.error).toBe(bookingMessages.slotUnavailable);
      expect(await getBookingBySlot(slot.date, slot.time)).toBeUndefined();
    }
  });

  it("answers 400 'Please fill in all required fields' for a blank name or e-mail", async () => {
    const request = aBooking({ name: '', email: ' ' });
    const { status, body } = await book(request);
    expect(status).toBe(400);
    expect(body.error).toBe(requiredFieldsMessage);
    expect(await getBookingBySlot(request.date, request.time)).toBeUndefined();
  });

  it('answers a filled honeypot like a booking, but books and sends nothing', async () => {
    const request = aBooking({ website: 'http://spam.example' });
    const { status, body } = await book(request);
    expect(status).toBe(201);
    expect(body).toMatchObject({ date: request.date, time: request.time });
    expect(await getBookingBySlot(request.date, request.time)).toBeUndefined();
    expect(await mailsAbout(request.email)).toEqual([]);
  });

  it('answers 429 once an address has used its quota', async () => {
    const request = aBooking();
    await expectRateLimited('booking', '/api/bookings', () => request);
    expect(await getBookingBySlot(request.date, request.time)).toBeUndefined();
  });
});
