import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as apiPaths from '#shared/api/api-paths';
import { withPathParameters } from '#shared/api/path-parameters';
import {
  rosterMessages,
  type BatchRoster,
  type CompletionResult,
} from '#shared/learning/batch-roster';
import type { BatchSchedule } from '#shared/learning/class-schedule';
import type { LearnerEnrollmentsResponse } from '#shared/learning/my-learning';
import { asAdmin, callWithToken } from '../support/admin-session';
import { createTestCourse, paidCheckout, type CheckoutFixture } from '../support/checkout';
import { signInAsLearner, storeEnrollmentOf } from '../support/learners';

// Issue 15: a batch's roster for the admin. Its paid learners, attendance ticked per class, and
// "mark completed" per learner or for the whole batch, which My Learning then shows.

let fixture: CheckoutFixture;
let sessions: BatchSchedule['sessions'];
beforeAll(async () => {
  fixture = await createTestCourse({ seats: 20 });
  const saved = await asAdmin<BatchSchedule>('PUT', batchPath(apiPaths.adminBatchSchedule), {
    sessions: [
      { title: 'Kick-off', startsAt: '2027-02-06T10:00', durationMinutes: 90 },
      { title: 'Networking', startsAt: '2027-02-07T10:00', durationMinutes: 90 },
    ],
    materials: [],
  });
  sessions = saved.body.sessions;
});
afterAll(async () => {
  await fixture.cleanup();
});

function batchPath(path: string) {
  return withPathParameters(path, { id: fixture.course.id, batchId: fixture.batch.id });
}

const roster = async () =>
  (await asAdmin<BatchRoster>('GET', batchPath(apiPaths.adminBatchRoster))).body;

const tick = (enrollmentId: string, sessionId: string, present: boolean) =>
  asAdmin<BatchRoster & { error?: string }>('PUT', batchPath(apiPaths.adminBatchAttendance), {
    enrollmentId,
    sessionId,
    present,
  });

const complete = (enrollmentIds?: string[]) =>
  asAdmin<CompletionResult & { error?: string }>(
    'POST',
    batchPath(apiPaths.adminBatchCompletions),
    enrollmentIds ? { enrollmentIds } : {},
  );

describe('a batch’s roster', () => {
  it('lists the paid learners with the classes they attended, ticked and unticked', async () => {
    const asha = await paidCheckout(fixture);
    const listed = await roster();
    expect(listed.sessions.map((session) => session.title)).toEqual(['Kick-off', 'Networking']);
    const mine = () =>
      roster().then((r) => r.learners.find((l) => l.enrollmentId === asha.enrollmentId));
    expect(await mine()).toMatchObject({ email: asha.email, status: 'confirmed', attended: [] });

    // Two ticks at once both land: each adds one id to its session's set.
    await Promise.all([
      tick(asha.enrollmentId, sessions[0]!.id, true),
      tick(asha.enrollmentId, sessions[1]!.id, true),
    ]);
    expect((await mine())!.attended).toEqual([sessions[0]!.id, sessions[1]!.id]);
    const unticked = await tick(asha.enrollmentId, sessions[1]!.id, false);
    expect(unticked.status).toBe(200);
    expect(
      unticked.body.learners.find((l) => l.enrollmentId === asha.enrollmentId)!.attended,
    ).toEqual([sessions[0]!.id]);
  });

  it('refuses attendance for a session not in the schedule or a learner not in the batch', async () => {
    const asha = await paidCheckout(fixture);
    expect(await tick(asha.enrollmentId, 'no-such-session', true)).toMatchObject({
      status: 400,
      body: { error: rosterMessages.unknownSession },
    });
    expect(await tick('someone-else', sessions[0]!.id, true)).toMatchObject({
      status: 400,
      body: { error: rosterMessages.notInBatch },
    });
  });

  it('marks one learner completed, then the rest of the batch, never a refunded one or twice', async () => {
    const first = await paidCheckout(fixture);
    const second = await paidCheckout(fixture);
    const refunded = await storeEnrollmentOf(second.email, 'refunded', {
      courseSlug: fixture.course.slug,
      courseTitle: fixture.course.title,
      batch: { id: fixture.batch.id, name: fixture.batch.name, startDate: fixture.batch.startDate },
    });

    const one = await complete([first.enrollmentId]);
    expect(one.status).toBe(200);
    expect(one.body.message).toBe(rosterMessages.completed(1));
    const completedAt = (id: string) =>
      one.body.roster.learners.find((l) => l.enrollmentId === id)?.completedAt;
    expect(completedAt(first.enrollmentId)).toEqual(expect.any(String));
    expect(completedAt(second.enrollmentId)).toBeUndefined();

    const rest = await complete();
    expect(rest.status).toBe(200);
    const after = rest.body.roster.learners;
    expect(after.find((l) => l.enrollmentId === second.enrollmentId)?.completedAt).toBeDefined();
    expect(after.find((l) => l.enrollmentId === refunded)).toMatchObject({ status: 'refunded' });
    expect(after.find((l) => l.enrollmentId === refunded)?.completedAt).toBeUndefined();
    // The first learner's completion is kept as it was.
    expect(after.find((l) => l.enrollmentId === first.enrollmentId)?.completedAt).toBe(
      completedAt(first.enrollmentId),
    );
    expect((await complete([first.enrollmentId])).body.message).toBe(rosterMessages.completed(0));
    expect((await complete(['not-in-this-batch'])).status).toBe(400);

    // The learner sees it in My Learning.
    const tokens = await signInAsLearner(first.email);
    const { body } = await callWithToken<LearnerEnrollmentsResponse>(
      tokens.idToken,
      'GET',
      apiPaths.learnerEnrollments,
    );
    expect(body.enrollments.find((e) => e.id === first.enrollmentId)?.completedAt).toBe(
      completedAt(first.enrollmentId),
    );
  });

  it('is the admin’s alone', async () => {
    expect(
      (await callWithToken(undefined, 'GET', batchPath(apiPaths.adminBatchRoster))).status,
    ).toBe(401);
  });
});
