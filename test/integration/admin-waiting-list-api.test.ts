import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as apiPaths from '#shared/api/api-paths';
import { withPathParameters } from '#shared/api/path-parameters';
import type { AdminDashboard } from '#shared/admin/dashboard';
import {
  adminWaitingListMessages,
  type AdminBatchWaitingList,
} from '#shared/admin/batch-waiting-lists';
import { getWaitingListEntry, type WaitingListOf } from '#lambdas/data/batch-waiting-lists';
import { offerFreedSeats } from '#lambdas/checkout-payments/waiting-lists';
import { auditRecordsAbout, subOf } from '../support/audit';
import { callWithToken, createStaffUser, idTokenOf } from '../support/admin-session';
import {
  createTestCourse,
  eventually,
  seatsTaken,
  type CheckoutFixture,
} from '../support/checkout';
import { mailsAbout, type OutboxMail } from '../support/outbox';
import {
  aWaitingPerson,
  removeWaitingList,
  seedWaitingList,
  type WaitingPerson,
} from '../support/waiting-lists';

// Staff and a batch's waiting list (decision 025, docs/admin.md): sales and finance read the line
// with what became of each entry; only sales takes someone off it, an open offer's seat then going
// back for the scheduled job to offer to the next; the dashboard counts who waits and the offers.

let fixture: CheckoutFixture;
let list: WaitingListOf;
const tokens: Record<'sales' | 'finance' | 'content', string> = {
  sales: '',
  finance: '',
  content: '',
};
const asha = aWaitingPerson('Asha Offered');
const bala = aWaitingPerson('Bala Waiting');
const chitra = aWaitingPerson('Chitra Unconfirmed');

beforeAll(async () => {
  fixture = await createTestCourse({ seats: 1 });
  list = { courseSlug: fixture.course.slug, batchId: fixture.batch.id };
  // The only seat is offered to Asha; Bala waits behind her; Chitra has not confirmed.
  await seedWaitingList(list, { confirmed: [asha, bala], unconfirmed: [chitra] });
  for (const role of ['sales', 'finance', 'content'] as const) {
    const user = await createStaffUser([role]);
    tokens[role] = await idTokenOf(user.email, user.password);
  }
});

afterAll(async () => {
  if (list) await removeWaitingList(list);
  await fixture?.cleanup();
});

const listPath = () =>
  withPathParameters(apiPaths.adminBatchWaitingList, {
    id: fixture.course.id,
    batchId: fixture.batch.id,
  });

const entryPath = (entryId: string) =>
  withPathParameters(apiPaths.adminBatchWaitingListEntry, {
    id: fixture.course.id,
    batchId: fixture.batch.id,
    entryId,
  });

const states = (body: AdminBatchWaitingList) =>
  body.entries.map((entry) => [entry.email, entry.status]);

const offerMailsTo = async (person: WaitingPerson) =>
  (await mailsAbout(person.email)).filter((mail) => mail.subject.includes('A seat is yours'));

describe("staff and a batch's waiting list", () => {
  it('lists the open offer, then who waits, then the unconfirmed, to sales and finance only', async () => {
    for (const role of ['sales', 'finance'] as const) {
      const answer = await callWithToken<AdminBatchWaitingList>(tokens[role], 'GET', listPath());
      expect(answer.status).toBe(200);
      expect(states(answer.body)).toEqual([
        [asha.email, 'offered'],
        [bala.email, 'waiting'],
        [chitra.email, 'unconfirmed'],
      ]);
      expect(answer.body.entries[0]?.offerExpiresAt).toEqual(expect.any(String));
      expect(JSON.stringify(answer.body)).not.toMatch(/tokenHash/);
    }
    expect((await callWithToken(tokens.content, 'GET', listPath())).status).toBe(403);
  });

  it('counts the people waiting and the open offers on the dashboard', async () => {
    const counts = await callWithToken<AdminDashboard>(
      tokens.content,
      'GET',
      apiPaths.adminDashboard,
    );
    expect(counts.status).toBe(200);
    expect(counts.body.batchWaiting).toBeGreaterThanOrEqual(1);
    expect(counts.body.openOffers).toBeGreaterThanOrEqual(1);
  });

  it('refuses removal to finance and content, and a malformed or unknown entry', async () => {
    for (const role of ['finance', 'content'] as const) {
      expect((await callWithToken(tokens[role], 'DELETE', entryPath(bala.entryId))).status).toBe(
        403,
      );
    }
    const malformed = await callWithToken<{ error: string }>(
      tokens.sales,
      'DELETE',
      entryPath('not-an-entry'),
    );
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toBe('Invalid waiting list entry');
    const unknown = await callWithToken<{ error: string }>(
      tokens.sales,
      'DELETE',
      entryPath('0'.repeat(24)),
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(adminWaitingListMessages.unknownEntry);
    expect((await getWaitingListEntry(list, bala.entryId))?.status).toBe('waiting');
  });

  it('takes an offered person off the list; the freed seat then goes to the next, once', async () => {
    const since = new Date().toISOString();
    const removed = await callWithToken<AdminBatchWaitingList>(
      tokens.sales,
      'DELETE',
      entryPath(asha.entryId),
    );
    expect(removed.status).toBe(200);
    expect(states(removed.body)).toEqual([
      [bala.email, 'waiting'],
      [chitra.email, 'unconfirmed'],
      [asha.email, 'left'],
    ]);
    // The seat Asha's offer kept is free again, and the scheduled job's part offers it to Bala.
    expect(await seatsTaken(fixture)).toBe(0);
    await offerFreedSeats(list);
    expect((await getWaitingListEntry(list, bala.entryId))?.status).toBe('offered');
    expect(await seatsTaken(fixture)).toBe(1);
    await eventually(
      () => offerMailsTo(bala),
      (mails: OutboxMail[]) => mails.length === 1,
    );

    // The removal is in the audit trail under the person who made it.
    const records = await auditRecordsAbout(
      {
        kind: 'waiting-list-entry',
        recordId: `${list.courseSlug}#${list.batchId}/${asha.entryId}`,
      },
      since,
    );
    expect(records).toEqual([
      expect.objectContaining({
        action: 'delete',
        actor: expect.objectContaining({ sub: subOf(tokens.sales) }),
        changes: expect.arrayContaining([
          expect.objectContaining({
            field: 'waiting-list-entry.status',
            before: 'offered',
            after: 'left',
          }),
        ]),
      }),
    ]);

    const again = await callWithToken<{ error: string }>(
      tokens.sales,
      'DELETE',
      entryPath(asha.entryId),
    );
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(adminWaitingListMessages.notOnList);
  });

  it('takes someone off who has not confirmed, with no seat moved', async () => {
    const removed = await callWithToken<AdminBatchWaitingList>(
      tokens.sales,
      'DELETE',
      entryPath(chitra.entryId),
    );
    expect(removed.status).toBe(200);
    expect(states(removed.body)).toEqual([
      [bala.email, 'offered'],
      [chitra.email, 'left'],
      [asha.email, 'left'],
    ]);
    expect(await seatsTaken(fixture)).toBe(1);
  });
});
