import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as apiPaths from '#shared/api/api-paths';
import { withPathParameters } from '#shared/api/path-parameters';
import { publicReviewId } from '#shared/api/content-responses';
import {
  reviewsPageSize,
  type ApiErrorBody,
  type CourseDetailResponse,
  type CourseReviewsResponse,
} from '#shared/api/content';
import type { AdminRefundResponse } from '#shared/admin/sales-payments';
import { fallbackCourses } from '#shared/content/fallback/courses';
import type { CourseReview } from '#shared/content/schemas';
import type { BatchSchedule } from '#shared/learning/class-schedule';
import {
  reviewMessages,
  type AdminReviewList,
  type LearnerReview,
} from '#shared/learning/course-reviews';
import type { LearnerEnrollmentsResponse } from '#shared/learning/my-learning';
import { settleCourseRatings } from '#lambdas/data/course-ratings-migration';
import { reviewItem, reviewKey } from '#lambdas/data/course-reviews';
import { courseItem } from '#lambdas/data/courses';
import { db, queryPartition, tableName } from '#lambdas/data/table';
import { asAdmin, callWithToken } from '../support/admin-session';
import { api } from '../support/api';
import {
  aCheckout,
  createTestCourse,
  eventually,
  paidCheckout,
  sandbox,
  startedBatchDate,
  type CheckoutFixture,
} from '../support/checkout';
import { completeAsAdmin, signInAsLearner } from '../support/learners';
import { mailsAbout } from '../support/outbox';
import { putItems } from '../support/table';

// Verified reviews (decision 024): a learner who completed the course reviews it from My
// Learning, once per enrolment; it shows on the course and moves its rating only once staff
// publish it; hiding it mails the learner the reason; a refund withdraws it and the rating
// drops back, in the refund's own transaction.

let fixture: CheckoutFixture;
beforeAll(async () => {
  fixture = await createTestCourse({ seats: 20, startDate: startedBatchDate });
});
afterAll(async () => {
  await fixture.cleanup();
});

const reviewPath = (enrollmentId: string) =>
  withPathParameters(apiPaths.learnerReview, { enrollmentId });
const moderationPath = (reviewId: string) =>
  withPathParameters(apiPaths.adminReview, { courseSlug: fixture.course.slug, reviewId });

/** A paid learner, marked completed by the admin, signed in to My Learning. */
async function completedLearner(name = 'Asha Raman') {
  const { student } = aCheckout(fixture);
  const order = await paidCheckout(fixture, { student: { ...student, name } });
  await completeAsAdmin(fixture, [order.enrollmentId]);
  const { idToken } = await signInAsLearner(order.email);
  const asLearner = <T>(method: string, path: string, body?: unknown) =>
    callWithToken<T>(idToken, method, path, body);
  return { ...order, asLearner };
}

const coursePage = async () =>
  (await api<CourseDetailResponse>(`/api/courses/${fixture.course.slug}`)).body;

const publish = (reviewId: string) =>
  asAdmin<CourseReview>('PATCH', moderationPath(reviewId), { status: 'published' });

describe('a verified review', () => {
  it('appears on the course and moves its rating only once staff publish it; a second is refused', async () => {
    const learner = await completedLearner('Asha Raman');
    const written = await learner.asLearner<LearnerReview>(
      'POST',
      reviewPath(learner.enrollmentId),
      { rating: 4, comment: 'The labs in my own account made it all click.' },
    );
    expect(written.status).toBe(201);
    expect(written.body).toMatchObject({ rating: 4, status: 'pending', editable: true });

    // Pending: not on the course, no rating.
    const before = await coursePage();
    expect(before.reviews).toEqual([]);
    expect([before.course.rating, before.course.reviewsCount]).toEqual([0, 0]);
    const pending = await asAdmin<AdminReviewList>(
      'GET',
      `${apiPaths.adminReviews}?status=pending`,
    );
    expect(pending.status).toBe(200);
    expect(pending.body.reviews.map((review) => review.id)).toContain(learner.enrollmentId);
    expect(pending.body.pendingCount).toBeGreaterThanOrEqual(1);

    const published = await publish(learner.enrollmentId);
    expect(published.status).toBe(200);
    const after = await coursePage();
    expect(after.reviews).toEqual([
      expect.objectContaining({
        id: publicReviewId(learner.enrollmentId),
        authorName: 'Asha R.',
        rating: 4,
        isVerified: true,
      }),
    ]);
    // What the public sees of a review: no enrolment, moderation state or edit window.
    expect(after.reviews[0]).not.toHaveProperty('enrollmentId');
    expect(JSON.stringify(after)).not.toContain(learner.enrollmentId);
    expect(after.reviews[0]).not.toHaveProperty('status');
    expect([after.course.rating, after.course.reviewsCount]).toEqual([4, 1]);

    const again = await learner.asLearner<ApiErrorBody>('POST', reviewPath(learner.enrollmentId), {
      rating: 5,
      comment: 'Trying to review the same enrolment twice.',
    });
    expect(again).toEqual({ status: 409, body: { error: reviewMessages.alreadyReviewed } });

    const mine = await learner.asLearner<LearnerEnrollmentsResponse>(
      'GET',
      apiPaths.learnerEnrollments,
    );
    expect(mine.body.enrollments[0]).toMatchObject({
      mayReview: false,
      review: { rating: 4, status: 'published' },
    });
  });

  it('averages with others, leaves the rating when hidden, and mails the learner the reason', async () => {
    const learner = await completedLearner('Vikram Singh Rathore');
    await learner.asLearner('POST', reviewPath(learner.enrollmentId), {
      rating: 1,
      comment: 'Visit www.example.com for cheap exam dumps!!!',
    });
    const start = (await coursePage()).course;
    await publish(learner.enrollmentId);
    const averaged = (await coursePage()).course;
    expect(averaged.reviewsCount).toBe(start.reviewsCount + 1);
    expect(averaged.ratingTotal).toBe((start.ratingTotal ?? 0) + 1);

    const reason = 'Reviews may not advertise other websites.';
    const hidden = await asAdmin<CourseReview>('PATCH', moderationPath(learner.enrollmentId), {
      status: 'hidden',
      reason,
    });
    expect(hidden.body).toMatchObject({ status: 'hidden', hiddenReason: reason });
    const page = await coursePage();
    expect([page.course.rating, page.course.reviewsCount]).toEqual([
      start.rating,
      start.reviewsCount,
    ]);
    expect(page.reviews.map((review) => review.id)).not.toContain(
      publicReviewId(learner.enrollmentId),
    );
    const [mail] = await eventually(
      async () =>
        (await mailsAbout(learner.email)).filter((m) => m.subject.includes('was not published')),
      (mails) => mails.length > 0,
    );
    expect(mail!.text).toContain(reason);
  });

  it('can be edited for 30 days, going back to moderation, and then no more', async () => {
    const learner = await completedLearner('Meera Iyer');
    await learner.asLearner('POST', reviewPath(learner.enrollmentId), {
      rating: 3,
      comment: 'Good, but the pace was a little fast for me.',
    });
    await publish(learner.enrollmentId);
    const withIt = (await coursePage()).course;

    const edited = await learner.asLearner<LearnerReview>('PUT', reviewPath(learner.enrollmentId), {
      rating: 5,
      comment: 'After the revision sessions it all came together. Excellent.',
    });
    expect(edited.body).toMatchObject({ rating: 5, status: 'pending' });
    // Back to moderation: out of the rating until published again.
    expect((await coursePage()).course.reviewsCount).toBe(withIt.reviewsCount - 1);

    // Thirty days on (the window's end moved into the past, as time would move it).
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: reviewKey(fixture.course.slug, learner.enrollmentId),
        UpdateExpression: 'SET editableUntil = :past',
        ExpressionAttributeValues: { ':past': new Date(Date.now() - 1000).toISOString() },
      }),
    );
    const late = await learner.asLearner<ApiErrorBody>('PUT', reviewPath(learner.enrollmentId), {
      rating: 1,
      comment: 'Changing my mind much later than allowed.',
    });
    expect(late).toEqual({ status: 409, body: { error: reviewMessages.editWindowClosed } });
  });

  it('is refused to a learner who has not completed the course nor attended half its classes', async () => {
    const order = await paidCheckout(fixture);
    const { idToken } = await signInAsLearner(order.email);
    const refused = await callWithToken<ApiErrorBody>(
      idToken,
      'POST',
      reviewPath(order.enrollmentId),
      { rating: 5, comment: 'I have not taken a single class yet.' },
    );
    expect(refused).toEqual({ status: 403, body: { error: reviewMessages.notEligible } });
  });

  it('is open to a learner who attended half of the batch’s classes, without completing it', async () => {
    const batchPath = (path: string) =>
      withPathParameters(path, { id: fixture.course.id, batchId: fixture.batch.id });
    const schedule = await asAdmin<BatchSchedule>('PUT', batchPath(apiPaths.adminBatchSchedule), {
      sessions: [
        { title: 'Kick-off', startsAt: '2027-02-06T10:00', durationMinutes: 90 },
        { title: 'Networking', startsAt: '2027-02-07T10:00', durationMinutes: 90 },
      ],
      materials: [],
    });
    const [first] = schedule.body.sessions;
    const order = await paidCheckout(fixture);
    const { idToken } = await signInAsLearner(order.email);
    const write = () =>
      callWithToken<LearnerReview | ApiErrorBody>(idToken, 'POST', reviewPath(order.enrollmentId), {
        rating: 4,
        comment: 'Half the classes in, and already worth it.',
      });
    expect((await write()).status).toBe(403);

    const ticked = await asAdmin('PUT', batchPath(apiPaths.adminBatchAttendance), {
      enrollmentId: order.enrollmentId,
      sessionId: first!.id,
      present: true,
    });
    expect(ticked.status).toBe(200);
    expect(await write()).toMatchObject({ status: 201, body: { status: 'pending' } });
  });

  it('answers a rating outside 1–5 and a too-short text with field errors, storing nothing', async () => {
    const learner = await completedLearner('Kiran Joshi');
    const bad = await learner.asLearner<ApiErrorBody>('POST', reviewPath(learner.enrollmentId), {
      rating: 6,
      comment: 'Short',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({
      rating: reviewMessages.ratingRange,
      comment: reviewMessages.commentLength,
    });
    const mine = await learner.asLearner<LearnerEnrollmentsResponse>(
      'GET',
      apiPaths.learnerEnrollments,
    );
    expect(mine.body.enrollments[0]).toMatchObject({ mayReview: true });
    expect(mine.body.enrollments[0]).not.toHaveProperty('review');
  });

  it('is withdrawn by a refund, and the rating drops back', async () => {
    const learner = await completedLearner('Neha Kapoor');
    await learner.asLearner('POST', reviewPath(learner.enrollmentId), {
      rating: 5,
      comment: 'Wonderful teacher and very useful device lab sessions.',
    });
    const before = (await coursePage()).course;
    await publish(learner.enrollmentId);
    const published = (await coursePage()).course;
    expect(published.reviewsCount).toBe(before.reviewsCount + 1);

    await sandbox(`${learner.merchantTransactionId}/refund-answer`, { answer: 'COMPLETED' });
    const refunded = await asAdmin<AdminRefundResponse>(
      'POST',
      withPathParameters(apiPaths.adminPaymentRefund, {
        merchantTransactionId: learner.merchantTransactionId,
      }),
      {},
    );
    expect(refunded.body.outcome).toBe('COMPLETED');

    const page = await coursePage();
    expect([page.course.rating, page.course.reviewsCount]).toEqual([
      before.rating,
      before.reviewsCount,
    ]);
    expect(page.reviews.map((review) => review.id)).not.toContain(
      publicReviewId(learner.enrollmentId),
    );
    const mine = await learner.asLearner<LearnerEnrollmentsResponse>(
      'GET',
      apiPaths.learnerEnrollments,
    );
    expect(mine.body.enrollments[0]?.review).toMatchObject({
      status: 'hidden',
      hiddenReason: reviewMessages.withdrawn,
      editable: false,
    });
    // Staff cannot publish it again: the enrolment no longer vouches for it.
    expect(await publish(learner.enrollmentId)).toEqual({
      status: 409,
      body: { error: reviewMessages.withdrawn },
    });
  });

  it('pages the course’s published reviews newest first, ten at a time', async () => {
    // Stored as the reviews' own records, published as staff would publish them.
    const stored = Array.from({ length: 12 }, (_, index) =>
      reviewItem({
        id: `paging-${String(index).padStart(2, '0')}`,
        courseSlug: fixture.course.slug,
        enrollmentId: `paging-${index}`,
        authorName: `Learner ${index}`,
        rating: 5,
        comment: `Paging review number ${index}.`,
        isVerified: true,
        status: 'published',
        createdAt: new Date(Date.UTC(2030, 0, 1 + index)).toISOString(),
        editableUntil: new Date(Date.UTC(2030, 1, 1 + index)).toISOString(),
        reply: null,
      }),
    );
    await putItems(stored);
    const first = await coursePage();
    expect(first.reviews.map((review) => review.id)).toEqual(
      stored
        .slice(-reviewsPageSize)
        .reverse()
        .map((item) => publicReviewId(item.id)),
    );
    const next = await api<CourseReviewsResponse>(
      `${withPathParameters(apiPaths.courseReviews, { slug: fixture.course.slug })}?cursor=${encodeURIComponent(first.reviewsNextCursor!)}`,
    );
    expect(next.status).toBe(200);
    expect(next.body.reviews.map((review) => review.id).slice(0, 2)).toEqual([
      publicReviewId('paging-01'),
      publicReviewId('paging-00'),
    ]);
    const seen = [...first.reviews, ...next.body.reviews].map((review) => review.id);
    expect(new Set(seen).size).toBe(seen.length);

    const unknown = await api<ApiErrorBody>(
      withPathParameters(apiPaths.courseReviews, { slug: 'no-such-course' }),
    );
    expect(unknown).toEqual({ status: 404, body: { error: 'Course Not Found' } });
  });
});

describe('the ratings migration after the seed', () => {
  it('replaces reviews stored before they were records and computes a typed-in rating, once', async () => {
    const slug = `test-migration-${Date.now().toString(36)}`;
    // A draft, so the public course list is not disturbed meanwhile.
    const course = { ...fallbackCourses[0]!, id: slug, slug, status: 'draft' as const };
    const legacy = {
      pk: `COURSE#${slug}`,
      sk: 'REVIEW#2026-07-14T10:20:00Z#legacy-1',
      entityType: 'CourseReview',
      id: 'legacy-1',
      courseSlug: slug,
      authorName: 'Ankit Verma',
      rating: 5,
      comment: 'Stored before reviews were records.',
      isVerified: true,
      createdAt: '2026-07-14T10:20:00Z',
    };
    const counted = reviewItem({
      id: 'counted-1',
      courseSlug: slug,
      enrollmentId: 'counted-1',
      authorName: 'Asha R.',
      rating: 3,
      comment: 'A published review from an enrolment.',
      isVerified: true,
      status: 'published',
      createdAt: '2026-11-01T10:00:00.000Z',
      editableUntil: '2026-12-01T10:00:00.000Z',
      reply: null,
    });
    const cleanup = await putItems([
      { ...courseItem(course), rating: 4.7, reviewsCount: 386 },
      legacy,
      counted,
    ]);
    try {
      await settleCourseRatings(db(), tableName());
      const items = await queryPartition(`COURSE#${slug}`);
      expect(items.map((item) => item.sk).sort()).toEqual(['COURSE', counted.sk]);
      expect(items.find((item) => item.sk === 'COURSE')).toMatchObject({
        rating: 3,
        reviewsCount: 1,
        ratingTotal: 3,
      });

      // Settled: a second run leaves a rating that reviews have moved since alone.
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: { pk: `COURSE#${slug}`, sk: 'COURSE' },
          UpdateExpression: 'SET rating = :rating, reviewsCount = :count, ratingTotal = :total',
          ExpressionAttributeValues: { ':rating': 4, ':count': 2, ':total': 8 },
        }),
      );
      await settleCourseRatings(db(), tableName());
      expect(
        (await queryPartition(`COURSE#${slug}`)).find((item) => item.sk === 'COURSE'),
      ).toMatchObject({ rating: 4, reviewsCount: 2, ratingTotal: 8 });
    } finally {
      await cleanup();
    }
  });
});
