import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitingListMessages } from '#shared/forms/batch-waiting-list';
import { offerFreedSeats } from '#lambdas/checkout-payments/waiting-lists';
import { reconcileCheckouts } from '#lambdas/checkout-payments/reconcile';
import {
  getWaitingListEntry,
  waitingListEntryId,
  type WaitingListOf,
} from '#lambdas/data/batch-waiting-lists';
import { getEnrollmentById } from '#lambdas/data/enrollments';
import { db, queryPartition, tableName } from '#lambdas/data/table';
import { myLearningUrl } from '#lambdas/lib/config';
import {
  aCheckout,
  checkout,
  createTestCourse,
  eventually,
  lapseHold,
  paidCheckout,
  seatsHeldUnpaid,
  seatsTaken,
  uniqueEmail,
  uniquePhone,
  type CheckoutFixture,
} from '../support/checkout';
import { postJson } from '../support/client-ip';
import { postRaw } from '../support/raw-request';
import { callWithToken, createStaffUser, idTokenOf } from '../support/admin-session';
import { mailsAbout } from '../support/outbox';
import { mailedLink } from '../support/waiting-lists';

// Decision 025: three people wait on a 1-seat batch; the seat frees, the first is offered it and
// lets the offer lapse, the second takes it and pays; an offer is refused to another address;
// anyone may leave from the list's mails.

let fixture: CheckoutFixture;
let list: WaitingListOf;
const people = ['anu', 'bala', 'chitra'].map((name) => ({
  name,
  email: uniqueEmail(`wait-${name}`),
  phone: uniquePhone(),
}));
const [anu, bala, chitra] = people as [
  (typeof people)[number],
  (typeof people)[number],
  (typeof people)[number],
];

beforeAll(async () => {
  fixture = await createTestCourse({ seats: 1 });
  list = { courseSlug: fixture.course.slug, batchId: fixture.batch.id };
});

afterAll(async () => {
  await fixture.cleanup();
  const items = [
    ...(await queryPartition(`WAITLIST#${list.courseSlug}#${list.batchId}`)),
    ...(await queryPartition('WAITLISTS', `${list.courseSlug}#`)),
  ];
  await Promise.all(
    items.map(({ pk, sk }) =>
      db().send(new DeleteCommand({ TableName: tableName(), Key: { pk, sk } })),
    ),
  );
});

const join = (person: (typeof people)[number]) =>
  postJson<{ message?: string; error?: string }>('/api/waiting-list', {
    courseSlug: list.courseSlug,
    batchId: list.batchId,
    name: person.name,
    email: person.email,
    phone: person.phone,
  });

const linkBody = (url: URL) => Object.fromEntries(url.searchParams.entries());

const offerOf = (url: URL) => ({
  entryId: url.searchParams.get('offer')!,
  token: url.searchParams.get('token')!,
});

const student = (person: (typeof people)[number]) => ({
  name: person.name,
  email: person.email,
  phone: person.phone,
  city: 'Pune',
  state: 'Maharashtra' as const,
});

describe('the waiting list of a full batch', () => {
  it('refuses to list anyone while the batch has a free seat', async () => {
    const answer = await join(anu);
    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe(waitingListMessages.notFull);
  });

  it('offers a freed seat to the first confirmed person, lets it lapse to the second, who pays', async () => {
    // A learner holds the only seat, unpaid.
    const holder = await checkout<{ enrollmentId: string }>(fixture, aCheckout(fixture));
    expect(holder.status).toBe(201);

    for (const person of people) {
      const answer = await join(person);
      expect(answer.status).toBe(202);
      expect(answer.body.message).toBe(waitingListMessages.joined);
    }
    // A second join answers as the first did.
    const again = await join(anu);
    expect(again.status).toBe(202);
    expect(again.body).toEqual({ message: waitingListMessages.joined });

    // Nobody waits before proving the address; then in the order they confirm.
    for (const person of people) {
      const confirm = await mailedLink(person.email, 'Confirm your place', '/waiting-list/confirm');
      const answer = await postJson('/api/waiting-list/confirm', linkBody(confirm));
      expect(answer.status).toBe(200);
      const entry = await getWaitingListEntry(list, waitingListEntryId(person.email));
      expect(entry?.status).toBe('waiting');
    }

    // The hold lapses; the scheduled job gives the seat back and offers it to Anu.
    await lapseHold(holder.body.enrollmentId);
    await reconcileCheckouts();
    expect((await getEnrollmentById(holder.body.enrollmentId))?.seat).toBe('released');
    const anuOffer = await mailedLink(
      anu.email,
      'A seat is yours',
      `/learning/${list.courseSlug}/enroll`,
    );
    expect((await getWaitingListEntry(list, waitingListEntryId(anu.email)))?.status).toBe(
      'offered',
    );
    expect(await seatsTaken(fixture)).toBe(1);

    // Staff see the line in order, Anu's offer with its expiry; finance may read it, content not.
    const path = `/api/admin/courses/${fixture.course.id}/batches/${list.batchId}/waiting-list`;
    const [finance, content] = await Promise.all([
      createStaffUser(['finance']).then((user) => idTokenOf(user.email, user.password)),
      createStaffUser(['content']).then((user) => idTokenOf(user.email, user.password)),
    ]);
    const seen = await callWithToken<{ entries: Array<Record<string, unknown>> }>(
      finance,
      'GET',
      path,
    );
    expect(seen.status).toBe(200);
    expect(seen.body.entries.map((entry) => [entry.email, entry.status])).toEqual([
      [anu.email, 'offered'],
      [bala.email, 'waiting'],
      [chitra.email, 'waiting'],
    ]);
    expect(seen.body.entries[0]?.offerExpiresAt).toEqual(expect.any(String));
    expect(JSON.stringify(seen.body)).not.toMatch(/tokenHash/);
    expect((await callWithToken(content, 'GET', path)).status).toBe(403);
    expect((await mailsAbout(bala.email)).some((m) => m.subject.includes('A seat is yours'))).toBe(
      false,
    );

    // The seat is Anu's alone: a checkout without the offer finds the batch full, and one with
    // the offer from another address is refused.
    const stranger = await checkout<{ error: string }>(fixture, aCheckout(fixture));
    expect(stranger.status).toBe(409);
    const passedOn = await checkout<{ error: string }>(
      fixture,
      aCheckout(fixture, { offer: offerOf(anuOffer) }),
    );
    expect(passedOn.status).toBe(403);
    expect(passedOn.body.error).toBe(waitingListMessages.offerOtherAddress);

    // The checkout the offer link opens learns the address the seat is kept for, by its token only.
    const offerLink = { ...list, ...offerOf(anuOffer) };
    const opened = await postJson<Record<string, string>>('/api/waiting-list/offer', offerLink);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ batchId: list.batchId, name: anu.name, email: anu.email });
    const guessed = await postJson('/api/waiting-list/offer', {
      ...offerLink,
      token: 'x'.repeat(43),
    });
    expect(guessed.status).toBe(404);

    // Anu's offer lapses (a day later); Bala is offered the seat, never twice, still one taken.
    const dayLater = new Date(Date.now() + 25 * 60 * 60_000);
    expect(await offerFreedSeats(list, dayLater)).toMatchObject({ lapsed: 1, offered: 1 });
    expect(await offerFreedSeats(list, dayLater)).toMatchObject({ lapsed: 0, offered: 0 });
    expect((await getWaitingListEntry(list, waitingListEntryId(anu.email)))?.status).toBe('lapsed');
    expect(await seatsTaken(fixture)).toBe(1);
    const lapsedOffer = await checkout<{ error: string }>(
      fixture,
      aCheckout(fixture, { student: student(anu), offer: offerOf(anuOffer) }),
    );
    expect(lapsedOffer.status).toBe(410);
    expect(lapsedOffer.body.error).toBe(waitingListMessages.offerLapsed);
    expect((await postJson('/api/waiting-list/offer', offerLink)).status).toBe(410);

    const balaOffer = await mailedLink(
      bala.email,
      'A seat is yours',
      `/learning/${list.courseSlug}/enroll`,
    );
    const paid = await paidCheckout(fixture, { student: student(bala), offer: offerOf(balaOffer) });
    const enrollment = await getEnrollmentById(paid.enrollmentId);
    expect(enrollment?.enrollmentStatus).toBe('confirmed');
    expect(await seatsTaken(fixture)).toBe(1);
    expect(await seatsHeldUnpaid(fixture)).toBe(0);
    expect((await getWaitingListEntry(list, waitingListEntryId(bala.email)))?.status).toBe('taken');
    // Opened again after paying, the offer says it was used, not that the seat went to another.
    const reopened = await postJson<{ error?: string }>('/api/waiting-list/offer', {
      ...list,
      ...offerOf(balaOffer),
    });
    expect(reopened.status).toBe(410);
    expect(reopened.body.error).toBe(waitingListMessages.offerTaken);

    // Bala asks to wait for the batch he now has a seat in: answered as anyone is, not listed,
    // and told by mail where his seat is.
    const waitForOwnSeat = await join(bala);
    expect(waitForOwnSeat.status).toBe(202);
    expect(waitForOwnSeat.body).toEqual({ message: waitingListMessages.joined });
    expect((await getWaitingListEntry(list, waitingListEntryId(bala.email)))?.status).toBe('taken');
    const told = await eventually(
      () => mailsAbout(bala.email),
      (mails) => mails.some((mail) => mail.subject.includes('You already have a seat')),
    );
    expect(told.find((mail) => mail.subject.includes('You already have a seat'))?.text).toContain(
      myLearningUrl(),
    );

    // Chitra leaves from her mail: a wrong token is refused; her mail client's one-click leave
    // (the List-Unsubscribe header, RFC 8058, on every mail of the list) takes her off.
    const leave = await mailedLink(chitra.email, 'Confirm your place', '/waiting-list/leave');
    const forged = await postJson('/api/waiting-list/leave', {
      ...linkBody(leave),
      token: 'x'.repeat(43),
    });
    expect(forged.status).toBe(404);
    const listMails = [
      ...(await mailsAbout(chitra.email)),
      ...(await mailsAbout(bala.email)).filter((mail) => mail.subject.includes('A seat is yours')),
    ];
    for (const mail of listMails) {
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(mail.headers['list-unsubscribe']).toMatch(
        /^<https?:\/\/\S+\/api\/waiting-list\/leave\?/,
      );
    }
    const oneClick = new URL(listMails[0]!.headers['list-unsubscribe']!.slice(1, -1));
    const left = await postRaw(
      `${oneClick.pathname}${oneClick.search}`,
      'List-Unsubscribe=One-Click',
      { contentType: 'application/x-www-form-urlencoded' },
    );
    expect(left.status).toBe(200);
    expect((await getWaitingListEntry(list, waitingListEntryId(chitra.email)))?.status).toBe(
      'left',
    );
  });

  it('answers bad input with a 400', async () => {
    const answer = await postJson<{ fieldErrors?: Record<string, string> }>('/api/waiting-list', {
      courseSlug: list.courseSlug,
      batchId: list.batchId,
      name: '',
      email: 'not-an-address',
      phone: '12',
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fieldErrors ?? {})).toEqual(
      expect.arrayContaining(['name', 'email', 'phone']),
    );
  });
});
