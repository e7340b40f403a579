import { BadgeCheck } from 'lucide-react';
import type { PublicCourseReview } from '#shared/api/content';
import { formatIndianDate, indianCalendarDate } from '#web/lib/format-date';
import { reviewsLabel } from '../course-display';
import { StarRating } from './star-rating';

interface ReviewsPanelProps {
  /** Published verified reviews only, newest first (the API filters them). */
  reviews: PublicCourseReview[];
  rating: number;
  reviewsCount: number;
}

/** The reviews tab: the course's rating and its verified learners' reviews. */
export function ReviewsPanel({ reviews, rating, reviewsCount }: ReviewsPanelProps) {
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
    </div>
  );
}
