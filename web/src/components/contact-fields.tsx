import type { ComponentProps } from 'react';
import { fieldHint, type FieldErrors } from '#web/lib/form-errors';
import { TextField } from './form-field';

// The name, e-mail and phone inputs every public form asks for (booking, the MVP estimate,
// contact, careers, enrolment): each carries the autofill and keyboard hints of its kind, so a
// phone's autofill and keypad work the same on every form. The label stays the form's own.

type ContactFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'inputMode'>;

export function NameField(props: ContactFieldProps) {
  return <TextField autoComplete="name" {...props} />;
}

export function EmailField(props: ContactFieldProps) {
  return <TextField type="email" inputMode="email" autoComplete="email" {...props} />;
}

export function PhoneField(props: ContactFieldProps) {
  return <TextField type="tel" inputMode="tel" autoComplete="tel" {...props} />;
}

const nameEmailFields = { name: NameField, email: EmailField };

/**
 * The required name and e-mail of a short form whose state the parent keeps (booking, the MVP
 * estimate), each showing its own problem under it.
 */
export function NameEmailFields({
  labels = { name: 'Name', email: 'Email' },
  values,
  errors,
  onChange,
}: {
  /** The fields' labels where the form words them other than "Name" and "Email". */
  labels?: { name: string; email: string };
  values: { name: string; email: string };
  errors: FieldErrors;
  onChange: (field: 'name' | 'email', value: string) => void;
}) {
  return (['name', 'email'] as const).map((field) => {
    const Field = nameEmailFields[field];
    return (
      <Field
        key={field}
        label={labels[field]}
        name={field}
        required
        value={values[field]}
        error={fieldHint(errors[field])}
        onChange={(event) => onChange(field, event.target.value)}
      />
    );
  });
}
