import { useState, type FormEvent } from 'react';
import {
  learnerReviewBody,
  type LearnerReview,
  type LearnerReviewBody,
} from '#shared/learning/course-reviews';
import type { LearnerEnrollment } from '#shared/learning/my-learning';
import { TextAreaField } from '#web/components/form-field';
import { errorMessage } from '#web/lib/api-client';
import { formatIndianDate } from '#web/lib/format-date';
import { validateForm } from '#web/lib/form-errors';
import { sendReview } from '../learner-api';
import { withLearnerToken } from '../learner-session';
import { outlineButton, quietNote, SendOrCancel } from './course-box';

const sendFailed = 'We could not save your review. Please try again.';

const saveReview = (enrollmentId: string, body: LearnerReviewBody, method: 'POST' | 'PUT') =>
  withLearnerToken((idToken) => sendReview(idToken, enrollmentId, body, method));

const statusNote: Record<LearnerReview['status'], string> = {
  pending: 'Waiting for our team to read it before it is published.',
  published: 'Published on the course page.',
  hidden: 'Not published.',
};

/**
 * The learner's review of the course (decision 024): offered once they completed it or attended
 * half its classes, then shown with where it stands, editable for 30 days.
 */
export function ReviewSection({
  enrollment,
  onChange,
}: {
  enrollment: LearnerEnrollment;
  onChange: (enrollment: LearnerEnrollment) => void;
}) {
  const { review } = enrollment;
  const [writing, setWriting] = useState(false);
  const [rating, setRating] = useState(review?.rating ?? 0);
  const [comment, setComment] = useState(review?.comment ?? '');
  const [errors, setErrors] = useState<{ rating?: string; comment?: string; form?: string }>({});
  const [sending, setSending] = useState(false);

  if (!review && !enrollment.mayReview) return null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const parsed = validateForm(learnerReviewBody, { rating, comment });
    if (!parsed.ok) {
      setErrors({ rating: parsed.errors.rating, comment: parsed.errors.comment });
      return;
    }
    setSending(true);
    setErrors({});
    try {
      const saved = await saveReview(enrollment.id, parsed.data, review ? 'PUT' : 'POST');
      onChange({ ...enrollment, mayReview: false, review: saved });
      setWriting(false);
    } catch (failure) {
      setErrors({ form: errorMessage(failure, sendFailed) });
    } finally {
      setSending(false);
    }
  }

  if (writing) {
    return (
      <form
        noValidate
        onSubmit={submit}
        aria-label={`Review ${enrollment.courseTitle}`}
        className="mt-5 space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
      >
        <fieldset>
          <legend className="text-sm font-medium text-slate-900 dark:text-white">
            Your rating
          </legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {[1, 2, 3, 4, 5].map((stars) => (
              <label
                key={stars}
                className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-1.5 text-sm text-slate-700 has-checked:border-blue-600 has-checked:bg-blue-50 dark:border-slate-600 dark:text-slate-200 dark:has-checked:bg-blue-500/10"
              >
                <input
                  type="radio"
                  name="rating"
                  value={stars}
                  checked={rating === stars}
                  onChange={() => setRating(stars)}
                />
                {stars === 1 ? '1 star' : `${stars} stars`}
              </label>
            ))}
          </div>
          {errors.rating && (
            <p className="mt-1 text-sm text-red-700 dark:text-red-300">{errors.rating}</p>
          )}
        </fieldset>
        <TextAreaField
          label="Your review"
          name="comment"
          rows={4}
          maxLength={2000}
          required
          hint="What you learnt, what could be better. Shown with your first name and initial once our team publishes it."
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          error={errors.comment}
        />
        {errors.form && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {errors.form}
          </p>
        )}
        <SendOrCancel sending={sending} onCancel={() => setWriting(false)}>
          {sending ? 'Saving…' : review ? 'Save changes' : 'Send review'}
        </SendOrCancel>
      </form>
    );
  }

  if (!review) {
    return (
      <div className={`${quietNote} flex flex-wrap items-center justify-between gap-3`}>
        <p>How was the course? Your review helps others choose.</p>
        <button type="button" onClick={() => setWriting(true)} className={outlineButton}>
          Write a review
        </button>
      </div>
    );
  }

  return (
    <div className={quietNote} data-testid="my-review">
      <p className="font-semibold">
        Your review: {review.rating} of 5 stars. {statusNote[review.status]}
      </p>
      {review.hiddenReason && <p className="mt-1">{review.hiddenReason}</p>}
      <p className="mt-2 whitespace-pre-line">{review.comment}</p>
      {review.reply && (
        <p className="mt-2">
          <span className="font-semibold">Our reply:</span> {review.reply.text}
        </p>
      )}
      {review.editable && review.editableUntil && (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <p>You can edit it until {formatIndianDate(review.editableUntil)}.</p>
          <button
            type="button"
            onClick={() => {
              setRating(review.rating);
              setComment(review.comment);
              setWriting(true);
            }}
            className={outlineButton}
          >
            Edit review
          </button>
        </div>
      )}
    </div>
  );
}
