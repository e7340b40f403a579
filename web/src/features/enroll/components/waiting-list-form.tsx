import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { BatchAvailability } from '#shared/api/content';
import { waitingListJoinRequest, waitingListOfferHours } from '#shared/forms/batch-waiting-list';
import { HoneypotField, honeypotValue } from '#web/components/form-field';
import { errorMessage } from '#web/lib/api-client';
import { validateForm, type FieldErrors } from '#web/lib/form-errors';
import { joinWaitingList } from '../api/join-waiting-list';
import type { LearnerValues } from '../enrollment-steps';
import { PersonalStep } from './personal-step';
import type { LearnerFieldProps } from './step-fields';
import { SubmitButton } from '#web/components/form-buttons';

type Contact = Pick<LearnerValues, 'name' | 'email' | 'phone'>;

type Sending =
  | { state: 'idle' | 'sending' }
  | { state: 'sent'; message: string }
  | { state: 'failed'; message: string };

interface WaitingListFormProps {
  courseSlug: string;
  batch: BatchAvailability;
  /** What the visitor typed in step 1, so they need not type it again. */
  learner: LearnerValues;
  /** Back to the batches of step 3, or to the wizard the course page's link skipped. */
  backLabel: string;
  onBack(): void;
}

/**
 * "Join the waiting list" of a full batch (decision 025): name, e-mail and phone, checked with
 * the server's schema; the answer is the same for every address, and the mailed link proves it.
 */
export function WaitingListForm({
  courseSlug,
  batch,
  learner,
  backLabel,
  onBack,
}: WaitingListFormProps) {
  const [contact, setContact] = useState<Contact>({
    name: learner.name,
    email: learner.email,
    phone: learner.phone,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState<Sending>({ state: 'idle' });
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form replaces the wizard's steps: focus starts at its heading, as at each step.
  useEffect(() => headingRef.current?.focus(), []);

  const field = (name: keyof LearnerValues): LearnerFieldProps => ({
    name,
    value: contact[name as keyof Contact],
    error: errors[name],
    disabled: sending.state === 'sending',
    onChange: (event) => {
      setContact((current) => ({ ...current, [name]: event.target.value }));
      setErrors(({ [name]: _cleared, ...rest }) => rest);
    },
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.state === 'sending') return;
    const checked = validateForm(waitingListJoinRequest, {
      courseSlug,
      batchId: batch.id,
      ...contact,
      website: honeypotValue(event.currentTarget),
    });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setSending({ state: 'sending' });
    try {
      const answer = await joinWaitingList(checked.data);
      setSending({ state: 'sent', message: answer.message });
    } catch (error) {
      setSending({
        state: 'failed',
        message: errorMessage(error, 'We could not add you to the waiting list. Please try again.'),
      });
    }
  }

  const backButton = (
    <button
      type="button"
      onClick={onBack}
      className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-700 transition-colors hover:bg-slate-50 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-900"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {backLabel}
    </button>
  );

  return (
    <section aria-labelledby="waiting-list-title" className="space-y-5">
      <div>
        <h2
          ref={headingRef}
          tabIndex={-1}
          id="waiting-list-title"
          className="scroll-mt-24 text-xl font-bold text-slate-900 outline-none sm:text-2xl dark:text-white"
        >
          Join the waiting list: {batch.name}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          This batch is full. When a seat frees, the first person waiting is e-mailed and the seat
          is kept for them for {waitingListOfferHours} hours.
        </p>
      </div>
      {sending.state === 'sent' ? (
        <>
          <p
            role="status"
            className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 font-medium text-green-900 dark:border-green-500/30 dark:bg-green-500/10 dark:text-green-200"
          >
            {sending.message}
          </p>
          {backButton}
        </>
      ) : (
        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          aria-labelledby="waiting-list-title"
        >
          <PersonalStep
            field={field}
            note="We e-mail you a link to confirm your place, and again when a seat frees. Every e-mail has a link to leave the list."
          />
          <HoneypotField />
          {sending.state === 'failed' && (
            <p role="alert" className="mt-5 text-sm text-red-700 dark:text-red-400">
              {sending.message}
            </p>
          )}
          <div className="mt-8 flex flex-wrap items-center justify-between gap-3">
            {backButton}
            <SubmitButton
              busy={sending.state === 'sending'}
              busyLabel="Sending…"
              className="px-5 py-2.5"
            >
              Join the waiting list
            </SubmitButton>
          </div>
        </form>
      )}
    </section>
  );
}
