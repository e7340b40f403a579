import { TextField } from '#web/components/form-field';

interface FieldProps {
  error?: string;
  /** Typing clears the form's error line. */
  onChange: () => void;
}

/** The e-mail an admin signs in with (also where a reset code goes). */
export function AdminEmailField({ error, onChange }: FieldProps) {
  return (
    <TextField
      label="Email"
      name="email"
      type="email"
      autoComplete="username"
      required
      error={error}
      onChange={onChange}
    />
  );
}

/** The 6-digit code of an authenticator app (a space in the middle is allowed, hence 7). */
export function AuthenticatorCodeField({ error, onChange }: FieldProps) {
  return (
    <TextField
      label="6-digit code"
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      required
      error={error}
      onChange={onChange}
    />
  );
}
