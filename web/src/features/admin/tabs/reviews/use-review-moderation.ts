import { useEffect, useState } from 'react';
import * as apiPaths from '#shared/api/api-paths';
import { withPathParameters } from '#shared/api/path-parameters';
import type { CourseReview } from '#shared/content/schemas';
import {
  adminReviewHideReason,
  adminReviewReply,
  type AdminReviewList,
  type ReviewStatus,
} from '#shared/learning/course-reviews';
import { errorMessage } from '#web/lib/api-client';
import { adminGet, adminPatch, adminPut } from '../../kit/admin-api';
import { askText, checkWith } from '../../kit/dialogs';
import { notePendingReviews } from './pending-reviews';

const reviewPath = (review: CourseReview) =>
  withPathParameters(apiPaths.adminReview, { courseSlug: review.courseSlug, reviewId: review.id });

/**
 * The reviews of one status and what staff do with them (decision 024): publish, hide with a
 * reason the learner is mailed, or reply publicly; after each change the list is read again.
 */
export function useReviewModeration(status: ReviewStatus) {
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

  return { reviews, loading, error, notice, publish, hide, reply };
}
