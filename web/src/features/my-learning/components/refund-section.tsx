import { useState, type FormEvent } from 'react';
import type { LearnerEnrollment } from '#shared/learning/my-learning';
import {
  learnerRefundRequestBody,
  refundReasonLength,
  refundRequestMessages,
  type LearnerRefundRequestBody,
} from '#shared/learning/refund-requests';
import { TextAreaField } from '#web/components/form-field';
import { errorMessage } from '#web/lib/api-client';
import { formatIndianDate } from '#web/lib/format-date';
import { validateForm } from '#web/lib/form-errors';
import { askForRefund } from '../learner-api';
import { withLearnerToken } from '../learner-session';
import { courseNote, outlineButton, quietNote, SendOrCancel } from './course-box';

const sendFailed = 'We could not send your request. Please try again.';

const askRefund = (enrollmentId: string, body: LearnerRefundRequestBody) =>
  withLearnerToken((idToken) => askForRefund(idToken, enrollmentId, body));

/**
 * The 30-day money-back guarantee, claimed here (decision 015): the button while the window is open,
 * the form for the reason, then where the request stands; after 30 days, why the button is gone.
 * A learner who completed the course is told before they ask that the refund revokes their
 * certificate (decision 016).
 */
export function RefundSection({
  enrollment,
  onChange,
}: {
  enrollment: LearnerEnrollment;
  onChange: (enrollment: LearnerEnrollment) => void;
}) {
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const { refund } = enrollment;
  const certificate =
    enrollment.certificate?.revoked === false ? enrollment.certificate : undefined;
  const certificateNote = certificate && refundRequestMessages.certificateRevoked(certificate.id);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const parsed = validateForm(learnerRefundRequestBody, { reason });
    if (!parsed.ok) {
      setError(parsed.errors.reason ?? parsed.message);
      return;
    }
    setSending(true);
    setError(undefined);
    try {
      onChange(await askRefund(enrollment.id, parsed.data));
    } catch (failure) {
      setError(errorMessage(failure, sendFailed));
      setSending(false);
    }
  }

  switch (refund.state) {
    case 'available':
      return asking ? (
        <form
          noValidate
          onSubmit={submit}
          aria-label={`Ask for a refund of ${enrollment.courseTitle}`}
          className="mt-5 space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
        >
          <TextAreaField
            label="Why do you want a refund?"
            name="reason"
            rows={4}
            maxLength={refundReasonLength.max}
            required
            hint={`We refund the full fee to your original payment method. ${refundReasonLength.min}–${refundReasonLength.max} characters.`}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={error}
          />
          {certificateNote && (
            <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-500/10 dark:text-amber-200">
              {certificateNote}
            </p>
          )}
          <SendOrCancel sending={sending} onCancel={() => setAsking(false)}>
            {sending ? 'Sending…' : 'Send refund request'}
          </SendOrCancel>
        </form>
      ) : (
        <div className={`${quietNote} flex flex-wrap items-center justify-between gap-3`}>
          <p>{refundRequestMessages.windowOpen(refund.closesAt)}</p>
          <button type="button" onClick={() => setAsking(true)} className={outlineButton}>
            Ask for a refund
          </button>
        </div>
      );
    case 'closed':
      return <p className={quietNote}>{refundRequestMessages.windowClosed(refund.closedAt)}</p>;
    case 'requested':
      return (
        <p
          role="status"
          className={`${courseNote} bg-amber-50 text-amber-900 dark:bg-amber-500/10 dark:text-amber-200`}
        >
          Refund requested on {formatIndianDate(refund.requestedAt)}. {refundRequestMessages.asked}
          {certificateNote && ` ${certificateNote}`}
        </p>
      );
    case 'processing':
      return (
        <p
          className={`${courseNote} bg-blue-50 text-blue-900 dark:bg-blue-500/10 dark:text-blue-200`}
        >
          Your refund is approved and on its way to your original payment method. Banks usually take
          5–7 working days to show it.
        </p>
      );
    case 'declined':
      return (
        <div className={quietNote}>
          <p className="font-semibold">Your refund request was declined.</p>
          {refund.message && <p className="mt-1">{refund.message}</p>}
          <p className="mt-1">If you have a question, reply to the e-mail we sent you.</p>
        </div>
      );
    case 'refunded':
      return (
        <p className={quietNote}>
          Refunded in full to your original payment method. The credit note is below your invoice.
        </p>
      );
    case 'none':
      return null;
  }
}
