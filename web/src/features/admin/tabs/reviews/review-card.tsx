import type { CourseReview } from '#shared/content/schemas';
import { reviewMessages } from '#shared/learning/course-reviews';
import { buttonClass } from '../../kit/buttons';
import { formatDate } from '../../kit/format';

/**
 * One review as staff moderate it: who, stars, course and date, the text, a hidden reason or
 * reply, and the buttons that fit its state (a withdrawn review cannot be published again).
 */
export function ReviewCard({
  review,
  onPublish,
  onHide,
  onReply,
}: {
  review: CourseReview;
  onPublish: () => void;
  onHide: () => void;
  onReply: () => void;
}) {
  const buttons = [
    {
      label: 'Publish',
      shown: review.status !== 'published' && review.hiddenReason !== reviewMessages.withdrawn,
      className: buttonClass.rowAction,
      onClick: onPublish,
    },
    {
      label: 'Hide',
      shown: review.status !== 'hidden',
      className: buttonClass.rowDanger,
      onClick: onHide,
    },
    {
      label: review.reply ? 'Edit reply' : 'Reply',
      shown: true,
      className: buttonClass.rowAction,
      onClick: onReply,
    },
  ];
  return (
    <li
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
        {buttons
          .filter((button) => button.shown)
          .map((button) => (
            <button
              key={button.label}
              type="button"
              className={button.className}
              onClick={button.onClick}
            >
              {button.label}
            </button>
          ))}
      </div>
    </li>
  );
}
