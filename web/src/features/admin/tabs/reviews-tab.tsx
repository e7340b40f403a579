import { useState } from 'react';
import type { ReviewStatus } from '#shared/learning/course-reviews';
import { buttonClass } from '../kit/buttons';
import { PanelState } from '../kit/panel-state';
import { TabHeading } from '../kit/tab-heading';
import { ReviewCard } from './reviews/review-card';
import { useReviewModeration } from './reviews/use-review-moderation';

const statusLabels: Record<ReviewStatus, string> = {
  pending: 'Waiting',
  published: 'Published',
  hidden: 'Hidden',
};

/**
 * Reviews to moderate (decision 024): learners' reviews wait here until staff publish them, or
 * hide them with a reason the learner is mailed; staff may reply publicly. Publishing or hiding
 * moves the course's rating at once.
 */
export function ReviewsTab() {
  const [status, setStatus] = useState<ReviewStatus>('pending');
  const { reviews, loading, error, notice, publish, hide, reply } = useReviewModeration(status);

  return (
    <div>
      <TabHeading
        title="Reviews"
        description="Learners' reviews wait here until you publish them. Only published reviews from enrolments show on the course page and count in its rating."
      />
      <div role="group" aria-label="Show reviews" className="mb-4 flex flex-wrap gap-2">
        {(Object.keys(statusLabels) as ReviewStatus[]).map((choice) => (
          <button
            key={choice}
            type="button"
            aria-pressed={status === choice}
            onClick={() => setStatus(choice)}
            className={status === choice ? buttonClass.primary : buttonClass.secondary}
          >
            {statusLabels[choice]}
          </button>
        ))}
      </div>
      <PanelState error={error} notice={notice} loading={loading} />
      {!loading && reviews.length === 0 && (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-300">
          No {statusLabels[status].toLowerCase()} reviews.
        </p>
      )}
      <ul className="space-y-3">
        {reviews.map((review) => (
          <ReviewCard
            key={`${review.courseSlug}/${review.id}`}
            review={review}
            onPublish={() => void publish(review)}
            onHide={() => void hide(review)}
            onReply={() => void reply(review)}
          />
        ))}
      </ul>
    </div>
  );
}
