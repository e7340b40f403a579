import { useEffect, useState } from 'react';
import * as apiPaths from '#shared/api/api-paths';
import { withPathParameters } from '#shared/api/path-parameters';
import type { CourseReview } from '#shared/content/schemas';
import {
  adminReviewHideReason,
  adminReviewReply,
  reviewMessages,
  type AdminReviewList,
  type ReviewStatus,
} from '#shared/learning/course-reviews';
import { errorMessage } from '#web/lib/api-client';
import { adminGet, adminPatch, adminPut } from '../kit/admin-api';
import { buttonClass } from '../kit/buttons';
import { askText, checkWith } from '../kit/dialogs';
import { formatDate } from '../kit/format';
import { PanelState } from '../kit/panel-state';
import { TabHeading } from '../kit/tab-heading';
import { notePendingReviews } from './reviews/pending-reviews';

const statusLabels: Record<ReviewStatus, string> = {
  pending: 'Waiting',
  published: 'Published',
  hidden: 'Hidden',
};

const reviewPath = (review: CourseReview) =>
  withPathParameters(apiPaths.adminReview, { courseSlug: review.courseSlug, reviewId: review.id });

/**
 * Reviews to moderate (decision 024): learners' reviews wait here until staff publish them, or
 * hide them with a reason the learner is mailed; staff may reply publicly. Publishing or hiding
 * moves the course's rating at once.
 */
export function ReviewsTab() {
  const [status, setStatus] = useState<ReviewStatus>('pending');
  // Bumped after each change, so the list is read again.
  const [version, setVersion] = useState(0);
  const [list, setList] = useState<{
    status: ReviewStatus;
    version: number;
    reviews: CourseReview[];
  }>();
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');

  useEffect(() => {
    let current = true;
    adminGet<AdminReviewList>(apiPaths.adminReviews, { status }).then(
      (loaded) => {
        if (!current) return;
        setList({ status, version, reviews: loaded.reviews });
        notePendingReviews(loaded.pendingCount);
        setError('');
      },
      (failure: unknown) =>
        current &&
        setError(errorMessage(failure, 'We could not load the reviews. Please try again.')),
    );
    return () => {
      current = false;
    };
  }, [status, version]);

  const loading = list?.status !== status || list.version !== version;
  const reviews = list?.status === status ? list.reviews : [];

  async function act(work: () => Promise<unknown>, done: string) {
    setNotice('');
    try {
      await work();
      setNotice(done);
      setError('');
      setVersion((value) => value + 1);
    } catch (failure) {
      setError(errorMessage(failure, 'That did not work. Please try again.'));
    }
  }

  const publish = (review: CourseReview) =>
    act(
      () => adminPatch(reviewPath(review), { status: 'published' }),
      `Published the review by ${review.authorName}.`,
    );

  async function hide(review: CourseReview) {
    const reason = await askText({
      title: `Hide the review by ${review.authorName}`,
      label: 'Reason (mailed to the learner)',
      confirmLabel: 'Hide review',
      danger: true,
      check: checkWith(adminReviewHideReason, 'reason'),
    });
    if (reason === null) return;
    await act(
      () => adminPatch(reviewPath(review), { status: 'hidden', reason }),
      `Hid the review by ${review.authorName}; they are mailed the reason.`,
    );
  }

  async function reply(review: CourseReview) {
    const text = await askText({
      title: `Reply to ${review.authorName}`,
      label: 'Public reply (leave empty to remove it)',
      description: review.reply ? `Now: ${review.reply.text}` : undefined,
      confirmLabel: 'Save reply',
      check: checkWith(adminReviewReply, 'text'),
    });
    if (text === null) return;
    await act(() => adminPut(`${reviewPath(review)}/reply`, { text }), 'Saved the reply.');
  }

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
          <li
            key={`${review.courseSlug}/${review.id}`}
            data-testid="admin-review"
            className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="font-semibold text-slate-900 dark:text-white">
                {review.authorName} · {review.rating} of 5 stars
                {review.isVerified ? ' · from an enrolment' : ' · sample (not from an enrolment)'}
              </p>
              <p className="text-sm text-slate-600 dark:text-slate-300">
                {review.courseSlug} · {formatDate(review.updatedAt ?? review.createdAt)}
              </p>
            </div>
            <p className="mt-2 text-sm whitespace-pre-line text-slate-800 dark:text-slate-200">
              {review.comment}
            </p>
            {review.hiddenReason && (
              <p className="mt-2 text-sm text-amber-800 dark:text-amber-300">
                Hidden: {review.hiddenReason}
              </p>
            )}
            {review.reply && (
              <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
                <span className="font-semibold">Reply:</span> {review.reply.text}
              </p>
            )}
            <div className="mt-3 flex flex-wrap gap-2">
              {review.status !== 'published' &&
                review.hiddenReason !== reviewMessages.withdrawn && (
                  <button
                    type="button"
                    className={buttonClass.rowAction}
                    onClick={() => void publish(review)}
                  >
                    Publish
                  </button>
                )}
              {review.status !== 'hidden' && (
                <button
                  type="button"
                  className={buttonClass.rowDanger}
                  onClick={() => void hide(review)}
                >
                  Hide
                </button>
              )}
              <button
                type="button"
                className={buttonClass.rowAction}
                onClick={() => void reply(review)}
              >
                {review.reply ? 'Edit reply' : 'Reply'}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
