import { describe, expect, it } from 'vitest';
import {
  countsInRating,
  courseRatingOf,
  noRating,
  ratingAfterChange,
  ratingOf,
} from '#shared/content/course-rating';
import type { CourseReview } from '#shared/content/schemas';

type Rated = Pick<CourseReview, 'rating' | 'status' | 'isVerified'>;
const review = (rating: number, changes: Partial<Rated> = {}): Rated => ({
  rating,
  status: 'published',
  isVerified: true,
  ...changes,
});

describe('course rating', () => {
  it('is no rating at all without counted reviews, never a default', () => {
    expect(courseRatingOf([])).toEqual(noRating);
    expect(
      courseRatingOf([review(5, { status: 'pending' }), review(4, { status: 'hidden' })]),
    ).toEqual(noRating);
  });

  it('counts only published verified reviews', () => {
    expect(countsInRating(review(5))).toBe(true);
    expect(countsInRating(review(5, { isVerified: false }))).toBe(false);
    expect(countsInRating(review(5, { status: 'pending' }))).toBe(false);
    expect(courseRatingOf([review(5), review(1, { isVerified: false })])).toEqual({
      rating: 5,
      reviewsCount: 1,
      ratingTotal: 5,
    });
  });

  it('is the mean of the stars to one decimal place', () => {
    expect(courseRatingOf([review(5), review(5), review(4)])).toEqual({
      rating: 4.7,
      reviewsCount: 3,
      ratingTotal: 14,
    });
    expect(ratingOf(9, 2).rating).toBe(4.5);
    expect(ratingOf(13, 3).rating).toBe(4.3);
  });

  it('moves by one review as it is published, edited and hidden', () => {
    const start = ratingOf(9, 2);
    const published = ratingAfterChange(start, review(3, { status: 'pending' }), review(3));
    expect(published).toEqual({ rating: 4, reviewsCount: 3, ratingTotal: 12 });
    const edited = ratingAfterChange(published, review(3), review(5));
    expect(edited).toEqual({ rating: 4.7, reviewsCount: 3, ratingTotal: 14 });
    const hidden = ratingAfterChange(edited, review(5), review(5, { status: 'hidden' }));
    expect(hidden).toEqual(start);
  });

  it('leaves the rating alone for a review that does not count before or after', () => {
    const start = ratingOf(9, 2);
    expect(ratingAfterChange(start, undefined, review(1, { status: 'pending' }))).toEqual(start);
    expect(
      ratingAfterChange(start, review(1, { status: 'pending' }), review(2, { status: 'pending' })),
    ).toEqual(start);
  });

  it('drops back to no rating when the last counted review is withdrawn', () => {
    expect(ratingAfterChange(ratingOf(4, 1), review(4), review(4, { status: 'hidden' }))).toEqual(
      noRating,
    );
  });
});
