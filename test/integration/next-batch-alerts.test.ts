import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AdminBatch, AdminBatchInput } from '#shared/admin/catalog-batches';
import type { AdminDashboard } from '#shared/admin/dashboard';
import type { ApiErrorBody } from '#shared/api/content';
import {
  nextBatchMessages,
  type NextBatchLinkResponse,
  type NextBatchResponse,
} from '#shared/forms/next-batch';
import { queryPartition, db, tableName } from '#lambdas/data/table';
import { mailNewBatchOpenings } from '#lambdas/inbox/next-batch';
import { getAlert } from '#lambdas/data/next-batch-alerts';
import { asAdmin } from '../support/admin-session';
import { apiFrom, postJson, uniqueClientIp } from '../support/client-ip';
import {
  createTestCourse,
  startedBatchDate,
  uniqueEmail,
  type CheckoutFixture,
} from '../support/checkout';
import { mailsAbout, type OutboxMail } from '../support/outbox';

// "Tell me about the next batch" (decision 025, Next batch): a visitor asks about a course with
// no open batch, proves the address by the mailed link, and is mailed once about each batch an
// admin opens after that, by the scheduled job's step, however often it runs.

let fixture: CheckoutFixture;
beforeAll(async () => {
  // Its one batch started already: the course has no open batch.
  fixture = await createTestCourse({ startDate: startedBatchDate });
});
afterAll(async () => {
  const alerts = await queryPartition(`NEXT_BATCH#${fixture.course.slug}`);
  await Promise.all(
    alerts.map(({ pk, sk }) =>
      db().send(new DeleteCommand({ TableName: tableName(), Key: { pk, sk } })),
    ),
  );
  await fixture.cleanup();
});

const ask = (email: string, extra: Record<string, string> = {}) =>
  apiFrom<NextBatchResponse | ApiErrorBody>(uniqueClientIp(), '/api/next-batch', {
    body: { courseSlug: fixture.course.slug, email, ...extra },
  });

const mailsTo = async (email: string, subject: RegExp) =>
  (await mailsAbout(email)).filter((mail) => subject.test(mail.subject));
const confirmations = (email: string) => mailsTo(email, /^Please confirm: tell me/);
const openings = (email: string) => mailsTo(email, /^A new batch of .* is open$/);

function tokenIn(mail: OutboxMail, path: string): string {
  const found = mail.text.match(new RegExp(`https?://\\S+${path}\\?token=([A-Za-z0-9_-]+)`));
  expect(found, `a ${path} link in "${mail.subject}"`).not.toBeNull();
  return found![1]!;
}

const confirm = (token: string) =>
  postJson<NextBatchLinkResponse | ApiErrorBody>('/api/next-batch/confirm', { token });
const leave = (token: string) =>
  postJson<NextBatchLinkResponse | ApiErrorBody>('/api/next-batch/leave', { token });

async function askAndConfirm(email: string) {
  expect((await ask(email)).status).toBe(202);
  const [mail] = await confirmations(email);
  const answer = await confirm(tokenIn(mail!, '/next-batch/confirm'));
  expect(answer).toMatchObject({
    status: 200,
    body: { status: 'confirmed', courseSlug: fixture.course.slug },
  });
  return mail!;
}

async function openBatch(overrides: Partial<AdminBatchInput> = {}) {
  const answer = await asAdmin<AdminBatch>(
    'POST',
    `/api/admin/courses/${fixture.course.id}/batches`,
    {
      name: 'Evening Batch',
      startDate: '2027-04-05',
      schedule: 'Mon–Fri, 7:30–9:30 PM IST',
      seats: 10,
      ...overrides,
    },
  );
  expect(answer.status).toBe(201);
  return answer.body;
}

describe('the next-batch list', () => {
  it('answers every request alike, refuses a bad address and an unknown course', async () => {
    const email = uniqueEmail('alike');
    const first = await ask(email, { name: 'Asha' });
    const again = await ask(email);
    expect(first).toEqual({ status: 202, body: { message: nextBatchMessages.success } });
    expect(again).toEqual(first);
    expect(await confirmations(email)).toHaveLength(2);

    expect((await ask('not-an-address')).status).toBe(400);
    const unknown = await apiFrom<ApiErrorBody>(uniqueClientIp(), '/api/next-batch', {
      body: { courseSlug: 'no-such-course-here', email },
    });
    expect(unknown.status).toBe(404);
  });

  it('mails each confirmed address once per new batch, none to the unconfirmed or those who left', async () => {
    const confirmedEmail = uniqueEmail('confirmed');
    const unconfirmedEmail = uniqueEmail('unconfirmed');
    const leaverEmail = uniqueEmail('leaver');
    await askAndConfirm(confirmedEmail);
    // Asking again once confirmed answers the same and mails nothing new.
    expect((await ask(confirmedEmail)).status).toBe(202);
    expect(await confirmations(confirmedEmail)).toHaveLength(1);
    expect((await ask(unconfirmedEmail)).status).toBe(202);
    const leaverMail = await askAndConfirm(leaverEmail);
    expect(await leave(tokenIn(leaverMail, '/next-batch/leave'))).toMatchObject({
      status: 200,
      body: { status: 'left', courseSlug: fixture.course.slug },
    });

    // The admin's figure counts the confirmed address only (the leaver and the unconfirmed not).
    const waiting = await asAdmin<{ waiting: number }>(
      'GET',
      `/api/admin/courses/${fixture.course.id}/next-batch-alerts`,
    );
    expect(waiting).toMatchObject({ status: 200, body: { waiting: 1 } });
    const dashboard = await asAdmin<AdminDashboard>('GET', '/api/admin/dashboard');
    expect(dashboard.body.nextBatchWaiting).toBeGreaterThanOrEqual(1);

    // No open batch yet: nobody is mailed.
    await mailNewBatchOpenings(inject('siteUrl'));
    expect(await openings(confirmedEmail)).toHaveLength(0);

    const batch = await openBatch();
    // Runs at once and a retry after: still one mail.
    await Promise.all([
      mailNewBatchOpenings(inject('siteUrl')),
      mailNewBatchOpenings(inject('siteUrl')),
    ]);
    await mailNewBatchOpenings(inject('siteUrl'));
    const [opening, ...more] = await openings(confirmedEmail);
    expect(more).toHaveLength(0);
    expect(opening!.subject).toBe(`A new batch of ${fixture.course.title} is open`);
    expect(opening!.text).toContain('5 April 2027 (IST)');
    expect(opening!.text).toContain(`/learning/${fixture.course.slug}/enroll`);
    expect(opening!.headers['list-unsubscribe']).toMatch(/\/api\/next-batch\/leave\?token=/);
    expect(await openings(unconfirmedEmail)).toHaveLength(0);
    expect(await openings(leaverEmail)).toHaveLength(0);
    // The batch is now known to the address, so later runs skip it rather than claim it again.
    expect((await getAlert(fixture.course.slug, confirmedEmail))?.knownBatchIds).toContain(
      batch.id,
    );

    // Editing the batch (opening it "again") mails nobody twice.
    const edited = await asAdmin(
      'PUT',
      `/api/admin/courses/${fixture.course.id}/batches/${batch.id}`,
      {
        name: batch.name,
        startDate: '2027-04-12',
        schedule: batch.schedule,
        seats: 12,
        isActive: true,
      },
    );
    expect(edited.status).toBe(200);
    await mailNewBatchOpenings(inject('siteUrl'));
    expect(await openings(confirmedEmail)).toHaveLength(1);

    // A second new batch mails again; after leaving from its mail, a third mails nobody.
    await openBatch({ name: 'Weekend Batch 2', startDate: '2027-05-01' });
    await mailNewBatchOpenings(inject('siteUrl'));
    const second = await openings(confirmedEmail);
    expect(second).toHaveLength(2);
    const latest = second.find((mail) => mail.text.includes('1 May 2027'))!;
    expect((await leave(tokenIn(latest, '/next-batch/leave'))).status).toBe(200);
    await openBatch({ name: 'Morning Batch 3', startDate: '2027-06-01' });
    await mailNewBatchOpenings(inject('siteUrl'));
    expect(await openings(confirmedEmail)).toHaveLength(2);
  });

  it('refuses a token that is not one of its links', async () => {
    const answer = await confirm('A'.repeat(43));
    expect(answer).toMatchObject({ status: 404, body: { error: nextBatchMessages.linkInvalid } });
  });
});
