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
import { batchStartMessages } from '#shared/learning/batch-start';
import { asAdmin, callWithToken } from '../support/admin-session';
import {
  createTestCourse,
  paidCheckout,
  startedBatchDate,
  type CheckoutFixture,
} from '../support/checkout';
import { signInAsLearner, storeEnrollmentOf } from '../support/learners';

// Per decision 015: a batch's roster for the admin. Its paid learners, attendance ticked per class, and
// "mark completed" per learner or for the whole batch, which My Learning then shows, and which
// waits for the batch to start (decision 016).

let fixture: CheckoutFixture;
let sessions: BatchSchedule['sessions'];
beforeAll(async () => {
  fixture = await createTestCourse({ seats: 20, startDate: startedBatchDate });
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

function batchPath(path: string, of: CheckoutFixture = fixture) {
  return withPathParameters(path, { id: of.course.id, batchId: of.batch.id });
}

const roster = async (of: CheckoutFixture = fixture) =>
  (await asAdmin<BatchRoster>('GET', batchPath(apiPaths.adminBatchRoster, of))).body;

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

  it('ticks a whole class and a whole learner at once, and refuses a list with a stranger in it', async () => {
    const [asha, ravi] = [await paidCheckout(fixture), await paidCheckout(fixture)];
    const both = [asha.enrollmentId, ravi.enrollmentId];
    const mark = (enrollmentIds: string[], sessionIds: string[], present: boolean) =>
      asAdmin<BatchRoster & { error?: string }>('PUT', batchPath(apiPaths.adminBatchAttendance), {
        enrollmentIds,
        sessionIds,
        present,
      });
    const attendedOf = (answer: BatchRoster, id: string) =>
      answer.learners.find((learner) => learner.enrollmentId === id)!.attended;

    const wholeClass = await mark(both, [sessions[1]!.id], true);
    expect(wholeClass.status).toBe(200);
    expect(both.map((id) => attendedOf(wholeClass.body, id))).toEqual([
      [sessions[1]!.id],
      [sessions[1]!.id],
    ]);
    const wholeLearner = await mark(
      [asha.enrollmentId],
      sessions.map((session) => session.id),
      true,
    );
    expect(attendedOf(wholeLearner.body, asha.enrollmentId)).toEqual(
      sessions.map((session) => session.id),
    );
    const cleared = await mark([ravi.enrollmentId], [sessions[1]!.id], false);
    expect(attendedOf(cleared.body, ravi.enrollmentId)).toEqual([]);

    // Nothing of a list is written when one of it is not in the batch.
    expect(await mark([ravi.enrollmentId, 'someone-else'], [sessions[0]!.id], true)).toMatchObject({
      status: 400,
      body: { error: rosterMessages.notInBatch },
    });
    expect(attendedOf(await roster(), ravi.enrollmentId)).toEqual([]);
    expect((await mark([], [sessions[0]!.id], true)).status).toBe(400);
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

  it('carries no refusal once the batch has started', async () => {
    expect((await roster()).completionRefusal).toBeUndefined();
  });

  it('refuses completion, one learner or the whole batch, before the batch starts, saying when it does', async () => {
    const upcoming = await createTestCourse({ startDate: '2027-01-11' });
    try {
      const learner = await paidCheckout(upcoming);
      const refusal = batchStartMessages.notStarted('2027-01-11');
      expect(refusal).toContain('11 January 2027');
      expect((await roster(upcoming)).completionRefusal).toBe(refusal);
      for (const body of [{ enrollmentIds: [learner.enrollmentId] }, {}]) {
        expect(
          await asAdmin('POST', batchPath(apiPaths.adminBatchCompletions, upcoming), body),
        ).toMatchObject({ status: 409, body: { error: refusal } });
      }
      const after = (await roster(upcoming)).learners.find(
        (l) => l.enrollmentId === learner.enrollmentId,
      );
      expect(after).toMatchObject({ status: 'confirmed' });
      expect(after?.completedAt).toBeUndefined();
      expect(after?.certificate).toBeUndefined();
    } finally {
      await upcoming.cleanup();
    }
  });

  it('refuses completion in a batch whose start date is TBD', async () => {
    const undated = await createTestCourse({ startDate: null });
    try {
      expect((await roster(undated)).completionRefusal).toBe(batchStartMessages.noStartDate);
      expect(
        await asAdmin('POST', batchPath(apiPaths.adminBatchCompletions, undated), {}),
      ).toMatchObject({ status: 409, body: { error: batchStartMessages.noStartDate } });
    } finally {
      await undated.cleanup();
    }
  });

  it('is the admin’s alone', async () => {
    expect(
      (await callWithToken(undefined, 'GET', batchPath(apiPaths.adminBatchRoster))).status,
    ).toBe(401);
  });
});
