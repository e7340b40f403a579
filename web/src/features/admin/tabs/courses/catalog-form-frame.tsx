import type { FormEvent, ReactNode } from 'react';
import { Modal } from '#web/components/modal';
import { ErrorAlert } from '#web/components/error-alert';
import { FormActions } from '#web/features/admin/kit/form-actions';

// The frame every admin catalog form shares: the form's own error first, its fields, then Save
// and Cancel; the course and coupon forms show it in a modal.

/** What the frame needs of useCatalogForm. */
interface SubmittingForm {
  saving: boolean;
  formError: string;
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
}

export function CatalogFormFrame({
  form,
  submitLabel,
  onCancel,
  heading,
  label,
  className,
  children,
}: {
  form: SubmittingForm;
  submitLabel: string;
  onCancel?: () => void;
  /** Shown above the form's error, for a form outside a modal. */
  heading?: ReactNode;
  /** The form's accessible name, for a form outside a modal. */
  label?: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      onSubmit={(event) => void form.submit(event)}
      aria-label={label}
      className={className}
    >
      {heading}
      <ErrorAlert message={form.formError} />
      {children}
      <FormActions saving={form.saving} onCancel={onCancel} submitLabel={submitLabel} />
    </form>
  );
}

/** A catalog form in a modal, which stays open while it saves. */
export function CatalogFormModal({
  form,
  title,
  description,
  submitLabel,
  onClose,
  className,
  children,
}: {
  form: SubmittingForm;
  title: string;
  description: string | undefined;
  submitLabel: string;
  onClose: () => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!form.saving}
      title={title}
      description={description}
    >
      <CatalogFormFrame
        form={form}
        submitLabel={submitLabel}
        onCancel={onClose}
        className={className}
      >
        {children}
      </CatalogFormFrame>
    </Modal>
  );
}
