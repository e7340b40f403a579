import type { ComponentProps } from 'react';
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
