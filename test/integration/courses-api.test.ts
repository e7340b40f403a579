import { afterEach, describe, expect, it } from 'vitest';
import {
  courseSummaryFields,
  type ApiErrorBody,
  type CourseDetailResponse,
  type CoursesResponse,
} from '#shared/api/content';
import { courseSummary } from '#shared/api/content-responses';
import { fallbackBatches, fallbackCourses } from '#shared/content/fallback/courses';
import { batchItem, courseItem } from '#lambdas/data/courses';
import { api } from '../support/api';
import { putItems } from '../support/table';

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

const aCourse = fallbackCourses[0]!;

describe('GET /api/courses', () => {
  it('lists the five seeded courses, newest first', async () => {
    const { status, body } = await api<CoursesResponse>('/api/courses');
    expect(status).toBe(200);
    // Admin tests running alongside may add a course for a moment: the seeded five must be there.
    expect(body.courses.map((course) => course.slug)).toEqual(
      expect.arrayContaining(fallbackCourses.map((course) => course.slug)),
    );
    const created = body.courses.map((course) => course.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect(body.courses.every((course) => Number.isInteger(course.pricePaise))).toBe(true);
  });

  it('answers summaries: what a course card needs, without syllabus, lists or instructor', async () => {
    const { body } = await api<CoursesResponse>('/api/courses');
    const seeded = body.courses.find((course) => course.slug === aCourse.slug)!;
    expect(Object.keys(seeded).sort()).toEqual([...courseSummaryFields].sort());
    expect(seeded).toEqual(courseSummary(aCourse));
  });

  it('filters by level, category and text in title or description', async () => {
    const byLevel = await api<CoursesResponse>('/api/courses?level=Advanced');
    const advanced = fallbackCourses.filter((course) => course.level === 'Advanced');
    expect(byLevel.body.courses.map((course) => course.slug).sort()).toEqual(
      advanced.map((course) => course.slug).sort(),
    );

    const byCategory = await api<CoursesResponse>(
      `/api/courses?category=${encodeURIComponent(aCourse.category)}`,
    );
    expect(byCategory.body.courses.map((course) => course.slug)).toContain(aCourse.slug);
    expect(byCategory.body.courses.every((course) => course.category === aCourse.category)).toBe(
      true,
    );

    const bySearch = await api<CoursesResponse>(
      `/api/courses?q=${encodeURIComponent(aCourse.title.slice(0, 8))}`,
    );
    expect(bySearch.body.courses.map((course) => course.slug)).toContain(aCourse.slug);
  });

  it('answers 400 with a field error for an unknown level', async () => {
    const { status, body } = await api<ApiErrorBody>('/api/courses?level=Expert');
    expect(status).toBe(400);
    expect(body.fieldErrors).toHaveProperty('level');
  });
});

describe('GET /api/courses/{slug}', () => {
  it('returns the course with its four batches and their free seats', async () => {
    const { status, body } = await api<CourseDetailResponse>(`/api/courses/${aCourse.slug}`);
    expect(status).toBe(200);
    expect(body.course.title).toBe(aCourse.title);
    const seats = Object.fromEntries(body.batches.map((b) => [b.id, b.seatsAvailable]));
    expect(seats).toEqual({ morning: 25, afternoon: 30, evening: 20, weekend: 15 });
  });

  it('shows no review and no rating while the course has only the seed’s unverified samples', async () => {
    const { body } = await api<CourseDetailResponse>(`/api/courses/${aCourse.slug}`);
    expect(body.reviews).toEqual([]);
    expect([body.course.rating, body.course.reviewsCount]).toEqual([0, 0]);
  });

  it('counts taken seats against a batch', async () => {
    const weekend = fallbackBatches.find(
      (batch) => batch.courseSlug === aCourse.slug && batch.id === 'weekend',
    )!;
    await putItems([batchItem(weekend, 15)]);
    try {
      const { body } = await api<CourseDetailResponse>(`/api/courses/${aCourse.slug}`);
      expect(body.batches.find((batch) => batch.id === 'weekend')?.seatsAvailable).toBe(0);
    } finally {
      await putItems([batchItem(weekend, 0)]);
    }
  });

  it("answers 404 'Course Not Found' for an unknown or unpublished course", async () => {
    expect(await api<ApiErrorBody>('/api/courses/no-such-course')).toEqual({
      status: 404,
      body: { error: 'Course Not Found' },
    });
    cleanup = await putItems([
      courseItem({ ...aCourse, id: 'draft-course', slug: 'draft-course', status: 'draft' }),
    ]);
    expect((await api('/api/courses/draft-course')).status).toBe(404);
  });
});
