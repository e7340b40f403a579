import { describe, expect, it } from 'vitest';
import { reviewsPageSize } from '#shared/api/content';
import {
  courseDetailResponse,
  courseReviewsPage,
  publicReviewId,
} from '#shared/api/content-responses';
import { fallbackCourses } from '#shared/content/fallback/courses';
import type { CourseReview } from '#shared/content/schemas';

const course = fallbackCourses[0]!;
const review = (day: number, changes: Partial<CourseReview> = {}): CourseReview => ({
  id: `enrolment-${String(day).padStart(2, '0')}`,
  courseSlug: course.slug,
  enrollmentId: `enrolment-${day}`,
  authorName: `Learner ${day}`,
  rating: (day % 5) + 1,
  comment: `Review written on day ${day}.`,
  isVerified: true,
  status: 'published',
  createdAt: `2026-10-${String(day).padStart(2, '0')}T10:00:00.000Z`,
  editableUntil: `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`,
  reply: null,
  ...changes,
});

const published = Array.from({ length: 23 }, (_, index) => review(index + 1));
const others = [
  review(24, { status: 'pending' }),
  review(25, { status: 'hidden', hiddenReason: 'Spam' }),
  review(26, { isVerified: false, enrollmentId: null }),
];

describe('a course’s reviews, a page at a time', () => {
  it('lists only published verified reviews, newest first, without their private fields', () => {
    const { reviews, nextCursor } = courseReviewsPage([...others, ...published]);
    expect(reviews).toHaveLength(reviewsPageSize);
    expect(reviews.map((r) => r.id)).toEqual(
      Array.from({ length: reviewsPageSize }, (_, index) => publicReviewId(review(23 - index).id)),
    );
    // Keyed by the enrolment, which the public never sees: named by a hash of it instead.
    expect(JSON.stringify(reviews)).not.toContain('enrolment-');
    expect(reviews[0]).not.toHaveProperty('enrollmentId');
    expect(reviews[0]).not.toHaveProperty('status');
    expect(reviews[0]).not.toHaveProperty('editableUntil');
    expect(nextCursor).toBeDefined();
  });

  it('goes on from the cursor until every review was shown once', () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = courseReviewsPage(published, cursor);
      seen.push(...page.reviews.map((r) => r.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(published.length);
    expect(new Set(seen).size).toBe(published.length);
  });

  it('gives the course page the first page and where the next starts', () => {
    const detail = courseDetailResponse(course, [], published)!;
    expect(detail.reviews).toHaveLength(reviewsPageSize);
    expect(detail.reviewsNextCursor).toBe(courseReviewsPage(published).nextCursor);
    expect(courseDetailResponse(course, [], published.slice(0, 3))).not.toHaveProperty(
      'reviewsNextCursor',
    );
  });
});
