import { CircleCheck, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { contactMessages, contactServiceLabels, contactServices } from '#shared/forms/contact-text';
import {
  HoneypotField,
  SelectField,
  TextAreaField,
  TextField,
  honeypotValue,
} from '#web/components/form-field';
import { EmailField, NameField, PhoneField } from '#web/components/contact-fields';
import { ErrorAlert } from '#web/components/error-alert';
import { SubmitButton } from '#web/components/form-buttons';
import { track } from '#web/lib/analytics';
import { errorMessage } from '#web/lib/api-client';
import { fieldHint, type FieldErrors } from '#web/lib/form-errors';
import { validatePublicForm, warmFormSchemas } from '#web/lib/form-schemas';
import { useResetAfter } from '#web/lib/use-reset-after';
import { sendContact } from '../api/send-contact';

type Status = { state: 'idle' | 'submitting' | 'success' } | { state: 'error'; message: string };
type Fields = {
  name: string;
  email: string;
  company: string;
  service: string;
  phone: string;
  message: string;
};

const emptyFields: Fields = {
  name: '',
  email: '',
  company: '',
  service: '',
  phone: '',
  message: '',
};
/** docs/product.md §9: 'Message Sent!' shows 3 seconds, then the form resets. */
const successShownMs = 3000;

/** docs/product.md §2/§4/§5: the contact form, with its four states. */
export function ContactForm() {
  const [fields, setFields] = useState(emptyFields);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const submitting = status.state === 'submitting';

  useResetAfter(status.state === 'success', successShownMs, () => {
    setFields(emptyFields);
    setStatus({ state: 'idle' });
  });

  function edit(field: keyof Fields, value: string) {
    setFields((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
    // docs/product.md §4: the error clears when the visitor edits a field.
    if (status.state === 'error') setStatus({ state: 'idle' });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const website = honeypotValue(event.currentTarget);
    setStatus({ state: 'submitting' });
    try {
      const parsed = await validatePublicForm((forms) => forms.contactRequest, {
        ...fields,
        website,
      });
      if (!parsed.ok) {
        setErrors(parsed.errors);
        setStatus({ state: 'error', message: parsed.message });
        return;
      }
      await sendContact(parsed.data);
      const service = parsed.data.service ?? null;
      track('contact_form_submission', { service });
      track('lead_generation', { type: service ? 'service' : 'general', service });
      setErrors({});
      setStatus({ state: 'success' });
    } catch (error) {
      setStatus({ state: 'error', message: errorMessage(error, contactMessages.failure) });
    }
  }

  const props = (field: keyof Fields) => ({
    name: field,
    value: fields[field],
    error: fieldHint(errors[field]),
    disabled: submitting,
    onChange: (event: { target: { value: string } }) => edit(field, event.target.value),
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      onFocus={warmFormSchemas}
      className="relative space-y-5"
      aria-label="Contact form"
    >
      <HoneypotField />
      {status.state === 'error' && <ErrorAlert>Error: {status.message}</ErrorAlert>}
      {status.state === 'success' && (
        <div
          role="status"
          className="flex gap-3 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-800 dark:border-green-500/30 dark:bg-green-500/10 dark:text-green-300"
        >
          <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">Message Sent!</p>
            <p>{contactMessages.success}</p>
          </div>
        </div>
      )}

      <div className="grid gap-5 sm:grid-cols-2">
        <NameField label="Full Name" required {...props('name')} />
        <EmailField label="Email Address" required {...props('email')} />
        <TextField label="Company" autoComplete="organization" {...props('company')} />
        <PhoneField label="Phone Number" {...props('phone')} />
      </div>
      <SelectField label="Service Interested In" {...props('service')}>
        <option value="">Select a service</option>
        {contactServices.map((service) => (
          <option key={service} value={service}>
            {contactServiceLabels[service]}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Message"
        required
        rows={5}
        placeholder="Tell us about your project, goals and timeline."
        {...props('message')}
      />
      <SubmitButton
        busy={submitting}
        busyLabel="Sending..."
        className="inline-flex w-full items-center justify-center gap-2 px-6 py-3 sm:w-auto"
        icon={<Send className="size-4" aria-hidden="true" />}
      >
        Send Message
      </SubmitButton>
    </form>
  );
}
