import type { Course, CourseReview } from './schemas';

// A course's rating and count are computed from its reviews, never typed in (decision 024).
// Only published, verified reviews count: the spec shows only verified reviews, and Google's
// review snippet rules want a rating drawn from the genuine reviews the page shows.

export type CourseRating = Pick<Course, 'rating' | 'reviewsCount'> & { ratingTotal: number };

type RatedReview = Pick<CourseReview, 'rating' | 'status' | 'isVerified'>;

export const noRating: CourseRating = { rating: 0, reviewsCount: 0, ratingTotal: 0 };

/** Whether a review is shown on the course page and counted in its rating. */
export const countsInRating = (review: Pick<CourseReview, 'status' | 'isVerified'>): boolean =>
  review.status === 'published' && review.isVerified;

/** The mean of whole stars, to one decimal place (4.67 → 4.7); 0 when nothing counts. */
export function ratingOf(ratingTotal: number, reviewsCount: number): CourseRating {
  if (reviewsCount <= 0) return noRating;
  return {
    rating: Math.round((ratingTotal * 10) / reviewsCount) / 10,
    reviewsCount,
    ratingTotal,
  };
}

/** A course's rating from all its reviews. */
export function courseRatingOf(reviews: RatedReview[]): CourseRating {
  const counted = reviews.filter(countsInRating);
  return ratingOf(
    counted.reduce((total, review) => total + review.rating, 0),
    counted.length,
  );
}

/**
 * The rating after one review changes from `before` to `after` (either absent when the review
 * is new or gone): what leaves the count comes out, what enters it goes in.
 */
export function ratingAfterChange(
  current: Pick<CourseRating, 'ratingTotal' | 'reviewsCount'>,
  before: RatedReview | undefined,
  after: RatedReview | undefined,
): CourseRating {
  let { ratingTotal, reviewsCount } = current;
  if (before && countsInRating(before)) {
    ratingTotal -= before.rating;
    reviewsCount -= 1;
  }
  if (after && countsInRating(after)) {
    ratingTotal += after.rating;
    reviewsCount += 1;
  }
  return ratingOf(Math.max(0, ratingTotal), Math.max(0, reviewsCount));
}
