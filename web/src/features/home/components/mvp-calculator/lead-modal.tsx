import { useState, type FormEvent } from 'react';
import type { MvpSelection } from '#shared/mvp-calculator';
import { NameEmailFields } from '#web/components/contact-fields';
import { ErrorAlert } from '#web/components/error-alert';
import { ModalFormActions } from '#web/components/form-buttons';
import { HoneypotField, TextAreaField, honeypotValue } from '#web/components/form-field';
import { Modal } from '#web/components/modal';
import { track } from '#web/lib/analytics';
import { errorMessage } from '#web/lib/api-client';
import { fieldHint, type FieldErrors } from '#web/lib/form-errors';
import { validatePublicForm, warmFormSchemas } from '#web/lib/form-schemas';
import { sendLead } from '#web/features/home/api/send-lead';

interface LeadModalProps {
  open: boolean;
  selection: MvpSelection;
  onClose: () => void;
  /** The lead was stored: the modal closes and its form is cleared (docs/product.md §4). */
  onSent: () => void;
}

const emptyLead = { name: '', email: '', projectIdea: '' };
export const leadFailureMessage = 'Failed to send your request. Please try again.';

/** 'Get Detailed Estimate': name, e-mail and project idea, stored with the selection. */
export function LeadModal({ open, selection, onClose, onSent }: LeadModalProps) {
  const [fields, setFields] = useState(emptyLead);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  function edit(field: keyof typeof emptyLead, value: string) {
    setFields((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
    setError(null);
  }

  function close() {
    setErrors({});
    setError(null);
    onClose();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const website = honeypotValue(event.currentTarget);
    setSubmitting(true);
    try {
      const parsed = await validatePublicForm((forms) => forms.leadRequest, {
        ...fields,
        selection,
        website,
      });
      if (!parsed.ok) {
        setErrors(parsed.errors);
        setError(parsed.message);
        return;
      }
      await sendLead(parsed.data);
      track('lead_generation', { type: 'mvp_calculator', platform: selection.platform });
      setFields(emptyLead);
      setErrors({});
      setError(null);
      onSent();
    } catch (failure) {
      setError(errorMessage(failure, leadFailureMessage));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Modal
      open={open}
      onClose={close}
      dismissible={!submitting}
      title="Get Detailed Estimate"
      description="Tell us about your idea and we'll send a detailed, itemised estimate for your MVP."
    >
      <form noValidate onSubmit={submit} onFocus={warmFormSchemas} className="relative space-y-4">
        <HoneypotField />
        {error && <ErrorAlert compact>{error}</ErrorAlert>}
        <NameEmailFields values={fields} errors={errors} onChange={edit} />
        <TextAreaField
          label="Project Idea"
          name="projectIdea"
          rows={4}
          required
          placeholder="What should your MVP do, and for whom?"
          value={fields.projectIdea}
          error={fieldHint(errors.projectIdea)}
          onChange={(event) => edit('projectIdea', event.target.value)}
        />
        <ModalFormActions busy={submitting} busyLabel="Sending..." onCancel={close}>
          Send Request
        </ModalFormActions>
      </form>
    </Modal>
  );
}
