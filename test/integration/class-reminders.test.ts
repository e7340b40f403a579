import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, istDate } from '#shared/booking-slots';
import { sendClassReminders } from '#lambdas/learning/class-reminders';
import { batchKeys } from '#lambdas/data/courses';
import { putBatchSchedule } from '#lambdas/data/batch-schedules';
import { db, tableName } from '#lambdas/data/table';
import {
  createTestCourse,
  paidCheckout,
  startedBatchDate,
  type CheckoutFixture,
} from '../support/checkout';
import { completeAsAdmin, storeEnrollmentOf } from '../support/learners';
import { mailsAbout } from '../support/outbox';

// Per decision 015: the scheduled class reminders, run as the job runs them, against DynamoDB Local and
// the mail outbox: the day before a batch starts and within the hour before each class, to
// confirmed learners only, each reminder once however often the job runs.

let fixture: CheckoutFixture;
beforeAll(async () => {
  fixture = await createTestCourse({ seats: 20 });
});
afterAll(async () => {
  await fixture.cleanup();
});

const remindersTo = async (email: string, subject: RegExp) =>
  (await mailsAbout(email)).filter((mail) => subject.test(mail.subject));

async function startBatchOn(date: string) {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: batchKeys(fixture.course.slug, fixture.batch.id),
      UpdateExpression: 'SET startDate = :date',
      ExpressionAttributeValues: { ':date': date },
    }),
  );
}

describe('the class reminders', () => {
  it('mail confirmed learners the day before the batch and before each class, once each', async () => {
    // A day of its own, years ahead, when no other test's batch starts or holds a class: a run
    // reminds every batch in its window, and other tests count their learners' mails.
    const now = new Date('2031-06-10T03:30:00.000Z');
    const learner = await paidCheckout(fixture);
    const refundedEmail = `refunded.${Date.now()}@example.com`;
    await storeEnrollmentOf(refundedEmail, 'refunded', {
      courseSlug: fixture.course.slug,
      courseTitle: fixture.course.title,
      batch: { id: fixture.batch.id, name: fixture.batch.name, startDate: null },
    });
    await startBatchOn(addDays(istDate(now), 1));
    const soon = new Date(now.getTime() + 40 * 60_000).toISOString();
    const later = new Date(now.getTime() + 3 * 3_600_000).toISOString();
    await putBatchSchedule({
      courseSlug: fixture.course.slug,
      batchId: fixture.batch.id,
      sessions: [
        { id: `soon-${Date.now()}`, title: 'VPC basics', startsAt: soon, durationMinutes: 60 },
        { id: `later-${Date.now()}`, title: 'IAM in depth', startsAt: later, durationMinutes: 60 },
      ],
      materials: [],
      updatedAt: now.toISOString(),
    });

    const siteUrl = inject('siteUrl');
    const [first, overlapping] = await Promise.all([
      sendClassReminders(siteUrl, now),
      sendClassReminders(siteUrl, now),
    ]);
    const again = await sendClassReminders(siteUrl, new Date(now.getTime() + 5 * 60_000));
    // Between the runs, each reminder went out once: the batch's start and the class in 40 min.
    const total = (key: 'batchStarts' | 'classes') => first[key] + overlapping[key] + again[key];
    expect(total('batchStarts')).toBe(1);
    expect(total('classes')).toBe(1);

    const starts = await remindersTo(learner.email, /^Your batch starts tomorrow/);
    expect(starts).toHaveLength(1);
    expect(starts[0]!.text).toContain('First class: VPC basics');
    expect(starts[0]!.text).toMatch(/Open My Learning:\nhttps?:\/\/\S+\/my-learning/);
    const classes = await remindersTo(learner.email, /^Class at /);
    expect(classes).toHaveLength(1);
    expect(classes[0]!.subject).toContain('VPC basics');
    // The refunded learner hears of nothing.
    expect(await mailsAbout(refundedEmail)).toEqual([]);

    // The later class is reminded when its hour comes, and only then.
    const inItsHour = await sendClassReminders(siteUrl, new Date(Date.parse(later) - 30 * 60_000));
    expect(inItsHour.classes).toBe(1);
    expect(await remindersTo(learner.email, /^Class at /)).toHaveLength(2);
  });

  it('remind a class moved after its reminder again at its new time, and no completed learner', async () => {
    // A day of its own, as above, so no other test's class is in the window.
    const now = new Date('2031-07-14T03:30:00.000Z');
    const [learner, done] = await Promise.all([paidCheckout(fixture), paidCheckout(fixture)]);
    // Completed once the batch has started (decision 016), then moved to a start of its own.
    await startBatchOn(startedBatchDate);
    await completeAsAdmin(fixture, [done.enrollmentId]);
    await startBatchOn('2031-01-01');
    const sessionId = `moved-${Date.now()}`;
    const scheduleAt = async (startsAt: Date) =>
      putBatchSchedule({
        courseSlug: fixture.course.slug,
        batchId: fixture.batch.id,
        sessions: [
          {
            id: sessionId,
            title: 'Moved class',
            startsAt: startsAt.toISOString(),
            durationMinutes: 60,
          },
        ],
        materials: [],
        updatedAt: now.toISOString(),
      });
    const siteUrl = inject('siteUrl');

    await scheduleAt(new Date(now.getTime() + 30 * 60_000));
    expect((await sendClassReminders(siteUrl, now)).classes).toBe(1);
    // Put off by a day: the same session, reminded again within the hour before its new time.
    const movedTo = new Date(now.getTime() + 24 * 3_600_000 + 30 * 60_000);
    await scheduleAt(movedTo);
    const dayLater = new Date(movedTo.getTime() - 30 * 60_000);
    expect((await sendClassReminders(siteUrl, dayLater)).classes).toBe(1);
    expect((await sendClassReminders(siteUrl, dayLater)).classes).toBe(0);

    expect(await remindersTo(learner.email, /^Class at .*Moved class/)).toHaveLength(2);
    expect(await remindersTo(done.email, /^Class at /)).toEqual([]);
  });
});
