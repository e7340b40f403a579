import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import * as apiPaths from '#shared/api/api-paths';
import { withPathParameters } from '#shared/api/path-parameters';
import {
  instantToIstLocal,
  scheduleMessages,
  type AdminBatchScheduleInput,
  type BatchSchedule,
} from '#shared/learning/class-schedule';
import type { LearnerEnrollmentsResponse } from '#shared/learning/my-learning';
import { api } from '../support/api';
import { asAdmin, callWithToken } from '../support/admin-session';
import { createTestCourse, paidCheckout, type CheckoutFixture } from '../support/checkout';
import { signInAsLearner, storeEnrollmentOf } from '../support/learners';

// Per decision 015: a batch's class schedule. The admin sets sessions (IST), join links and materials;
// a confirmed learner sees them in My Learning, each join link only from 15 minutes before its
// session to its end, and takes the classes into their calendar as an .ics file.

let fixture: CheckoutFixture;
beforeAll(async () => {
  fixture = await createTestCourse({ seats: 50 });
});
afterAll(async () => {
  await fixture.cleanup();
});

const schedulePath = (batchId = fixture.batch.id) =>
  withPathParameters(apiPaths.adminBatchSchedule, { id: fixture.course.id, batchId });

const minutes = (count: number) => new Date(Date.now() + count * 60_000).toISOString();
/** A datetime-local value in IST, `count` minutes from now. */
const istIn = (count: number) => instantToIstLocal(minutes(count));

function aSchedule(): AdminBatchScheduleInput {
  return {
    sessions: [
      {
        title: 'Tomorrow: IAM in depth',
        startsAt: istIn(24 * 60),
        durationMinutes: 90,
        joinUrl: 'https://meet.example.com/iam',
      },
      {
        title: 'Now: VPC basics',
        startsAt: istIn(5),
        durationMinutes: 60,
        joinUrl: 'https://meet.example.com/vpc',
      },
      {
        title: 'Yesterday: Welcome',
        startsAt: istIn(-24 * 60),
        durationMinutes: 60,
        joinUrl: 'https://meet.example.com/hello',
      },
    ],
    materials: [{ title: 'Week 1 slides', url: 'https://files.example.com/week1.pdf' }],
  };
}

describe('a batch’s class schedule', () => {
  it('is set by the admin in IST, kept in time order, and keeps its ids across saves', async () => {
    const typed = aSchedule();
    typed.sessions[0]!.startsAt = '2031-04-05T10:00';
    const saved = await asAdmin<BatchSchedule>('PUT', schedulePath(), typed);
    expect(saved.status).toBe(200);
    expect(saved.body.sessions.map((session) => session.title)).toEqual([
      'Yesterday: Welcome',
      'Now: VPC basics',
      'Tomorrow: IAM in depth',
    ]);
    // '…T10:00' typed in IST is 04:30 UTC.
    expect(saved.body.sessions[2]!.startsAt).toBe('2031-04-05T04:30:00.000Z');

    const again = await asAdmin<BatchSchedule>('PUT', schedulePath(), {
      sessions: saved.body.sessions.map((session) => ({
        ...session,
        startsAt: instantToIstLocal(session.startsAt),
      })),
      materials: saved.body.materials,
    });
    expect(again.body.sessions.map((session) => session.id)).toEqual(
      saved.body.sessions.map((session) => session.id),
    );
    expect((await asAdmin<BatchSchedule>('GET', schedulePath())).body).toEqual(again.body);
  });

  it('refuses links that are not https, times that are not times, and unknown batches', async () => {
    const insecure = aSchedule();
    insecure.sessions[0]!.joinUrl = 'http://meet.example.com/iam';
    const refused = await asAdmin<{ error: string }>('PUT', schedulePath(), insecure);
    expect(refused).toMatchObject({ status: 400, body: { error: scheduleMessages.link } });

    const badTime = aSchedule();
    badTime.sessions[0]!.startsAt = 'tomorrow at ten';
    expect(await asAdmin('PUT', schedulePath(), badTime)).toMatchObject({
      status: 400,
      body: { error: scheduleMessages.startsAt },
    });

    const unknown = schedulePath('no-such-batch');
    expect(await asAdmin('GET', unknown)).toMatchObject({
      status: 404,
      body: { error: scheduleMessages.batchNotFound },
    });
    expect((await callWithToken(undefined, 'GET', schedulePath())).status).toBe(401);
  });

  it('shows a confirmed learner each join link only near its session, and the materials', async () => {
    await asAdmin('PUT', schedulePath(), aSchedule());
    const order = await paidCheckout(fixture);
    const tokens = await signInAsLearner(order.email);
    const { body } = await callWithToken<LearnerEnrollmentsResponse>(
      tokens.idToken,
      'GET',
      apiPaths.learnerEnrollments,
    );
    const { schedule } = body.enrollments.find((one) => one.id === order.enrollmentId)!;
    const [past, now, tomorrow] = schedule.sessions;
    expect(past).toMatchObject({ title: 'Yesterday: Welcome', ended: true });
    expect(past!.joinUrl).toBeUndefined();
    expect(now).toMatchObject({ ended: false, joinUrl: 'https://meet.example.com/vpc' });
    expect(tomorrow!.joinUrl).toBeUndefined();
    expect(Date.parse(tomorrow!.joinOpensAt!)).toBe(Date.parse(tomorrow!.startsAt) - 15 * 60_000);
    expect(schedule.materials).toEqual([
      {
        id: expect.any(String),
        title: 'Week 1 slides',
        url: 'https://files.example.com/week1.pdf',
      },
    ]);
    expect(JSON.stringify(body)).not.toContain('meet.example.com/iam');
  });

  it('gives a refunded learner the times but no links or materials', async () => {
    await asAdmin('PUT', schedulePath(), aSchedule());
    const order = await paidCheckout(fixture);
    const refunded = await storeEnrollmentOf(order.email, 'refunded', {
      courseSlug: fixture.course.slug,
      courseTitle: fixture.course.title,
      batch: { id: fixture.batch.id, name: fixture.batch.name, startDate: fixture.batch.startDate },
    });
    const tokens = await signInAsLearner(order.email);
    const { body } = await callWithToken<LearnerEnrollmentsResponse>(
      tokens.idToken,
      'GET',
      apiPaths.learnerEnrollments,
    );
    const { schedule } = body.enrollments.find((one) => one.id === refunded)!;
    expect(schedule.sessions).toHaveLength(3);
    expect(schedule.sessions.some((session) => session.joinUrl ?? session.joinOpensAt)).toBe(false);
    expect(schedule.materials).toEqual([]);
  });

  it('downloads as an .ics calendar of every class, without join links, for its learner only', async () => {
    await asAdmin('PUT', schedulePath(), aSchedule());
    const order = await paidCheckout(fixture);
    const tokens = await signInAsLearner(order.email);
    const calendarPath = withPathParameters(apiPaths.learnerCalendar, {
      enrollmentId: order.enrollmentId,
    });
    const response = await fetch(`${inject('siteUrl')}${calendarPath}`, {
      headers: { authorization: `Bearer ${tokens.idToken}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/calendar');
    expect(response.headers.get('content-disposition')).toContain('.ics');
    const ics = await response.text();
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(ics).toContain('METHOD:PUBLISH');
    expect(ics).toContain(`SUMMARY:${fixture.course.title}: Now: VPC basics`);
    expect(ics).not.toContain('meet.example.com');

    const other = await paidCheckout(fixture);
    const theirs = withPathParameters(apiPaths.learnerCalendar, {
      enrollmentId: other.enrollmentId,
    });
    const refused = await api(theirs, { headers: { authorization: `Bearer ${tokens.idToken}` } });
    expect(refused.status).toBe(404);
  });
});
