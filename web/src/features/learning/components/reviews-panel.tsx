import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import * as apiPaths from '#shared/api/api-paths';
import type { CourseReviewsResponse, PublicCourseReview } from '#shared/api/content';
import { withPathParameters } from '#shared/api/path-parameters';
import { apiGet, errorMessage } from '#web/lib/api-client';
import { formatIndianDate, indianCalendarDate } from '#web/lib/format-date';
import { reviewsLabel } from '../course-display';
import { StarRating } from './star-rating';

interface ReviewsPanelProps {
  courseSlug: string;
  /** The first page of published verified reviews, newest first (the API filters them). */
  reviews: PublicCourseReview[];
  /** Where the next page starts; absent when every review is shown. */
  nextCursor?: string;
  rating: number;
  reviewsCount: number;
}

/**
 * The reviews tab: the course's rating and its verified learners' reviews, newest first, a page
 * at a time (decision 024). The first page is in the prerendered HTML; the rest load on asking.
 */
export function ReviewsPanel({
  courseSlug,
  reviews: firstPage,
  nextCursor: firstCursor,
  rating,
  reviewsCount,
}: ReviewsPanelProps) {
  const [more, setMore] = useState<{ reviews: PublicCourseReview[]; nextCursor?: string }>();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState('');
  const reviews = [...firstPage, ...(more?.reviews ?? [])];
  const nextCursor = more ? more.nextCursor : firstCursor;

  async function showMore() {
    if (!nextCursor || loading) return;
    setLoading(true);
    try {
      const page = await apiGet<CourseReviewsResponse>(
        withPathParameters(apiPaths.courseReviews, { slug: courseSlug }),
        { query: { cursor: nextCursor } },
      );
      setMore({
        reviews: [...(more?.reviews ?? []), ...page.reviews],
        nextCursor: page.nextCursor,
      });
      setError('');
    } catch (failure) {
      setError(errorMessage(failure, 'We could not load more reviews. Please try again.'));
    } finally {
      setLoading(false);
    }
  }

  return (
    <div>
      {reviewsCount > 0 && (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="text-3xl font-extrabold text-slate-900 dark:text-white">{rating}</span>
          <StarRating rating={rating} size="md" />
          <span className="text-slate-600 dark:text-slate-400">
            from {reviewsLabel(reviewsCount)}
          </span>
        </p>
      )}
      {reviews.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
          No reviews yet. Reviews from verified learners will appear here.
        </p>
      ) : (
        <ul className="mt-6 space-y-4">
          {reviews.map((review) => (
            <li
              key={review.id}
              data-testid="course-review"
              className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
            >
              <article aria-label={`Review by ${review.authorName}`}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="font-semibold text-slate-900 dark:text-white">
                    {review.authorName}
                  </h3>
                  <time
                    dateTime={indianCalendarDate(review.createdAt)}
                    className="text-sm text-slate-600 dark:text-slate-400"
                  >
                    {formatIndianDate(review.createdAt)}
                  </time>
                </div>
                <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
                  <StarRating rating={review.rating} />
                  <span className="inline-flex items-center gap-1 text-xs font-medium text-emerald-700 dark:text-emerald-300">
                    <BadgeCheck className="size-4" aria-hidden="true" />
                    Verified learner
                  </span>
                </div>
                <p className="mt-3 leading-relaxed text-slate-700 dark:text-slate-300">
                  {review.comment}
                </p>
                {review.reply && (
                  <div
                    data-testid="review-reply"
                    className="mt-4 rounded-xl bg-slate-50 p-4 text-sm dark:bg-slate-800/60"
                  >
                    <p className="font-semibold text-slate-900 dark:text-white">
                      Reply from the team
                    </p>
                    <p className="mt-1 leading-relaxed text-slate-700 dark:text-slate-300">
                      {review.reply.text}
                    </p>
                  </div>
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className="mt-4 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      {nextCursor && (
        <button
          type="button"
          onClick={() => void showMore()}
          disabled={loading}
          className="mt-6 rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:border-blue-600 hover:text-blue-700 disabled:opacity-60 dark:border-slate-600 dark:text-slate-200"
        >
          {loading ? 'Loading…' : 'Show more reviews'}
        </button>
      )}
    </div>
  );
}
