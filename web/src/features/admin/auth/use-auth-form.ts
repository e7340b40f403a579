import { useState } from 'react';
import { passwordProblem } from '#shared/admin/password-policy';
import { requiredFieldsMessage } from '#shared/forms/form-conventions';
import { fieldHint } from '#web/lib/form-errors';

/**
 * The busy flag, error line and invalid fields of a sign-in or reset form: `run` clears the
 * error, waits for the action, and shows what `messageOf` makes of a failure. A refused submit
 * marks its fields (`fieldError`), so focus can go to the first (web/src/lib/invalid-field-focus.ts).
 */
export function useAuthForm() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  async function run(action: () => Promise<void>, messageOf: (error: unknown) => string) {
    setBusy(true);
    setError('');
    try {
      await action();
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(false);
    }
  }

  /** Shows `message` above the form, and each field's own message under it (by field name). */
  function refuse(message: string, fields: Record<string, string> = {}) {
    setError(message);
    setFieldErrors(fields);
  }

  /** True when every value (by field name) is filled; otherwise the blank fields are refused. */
  function requireFilled(values: Record<string, string>): boolean {
    const blank = Object.keys(values).filter((name) => !values[name]);
    if (!blank.length) return true;
    const hint = fieldHint(requiredFieldsMessage)!;
    refuse(requiredFieldsMessage, Object.fromEntries(blank.map((name) => [name, hint])));
    return false;
  }

  /** requireFilled, then the pool's password rules for the `newPassword` value. */
  function requireNewPassword(values: Record<string, string> & { newPassword: string }): boolean {
    if (!requireFilled(values)) return false;
    const problem = passwordProblem(values.newPassword);
    if (problem) refuse(problem, { newPassword: problem });
    return !problem;
  }

  return {
    busy,
    error,
    refuse,
    requireFilled,
    requireNewPassword,
    fieldError: (name: string): string | undefined => fieldErrors[name],
    clearError: () => refuse(''),
    run,
  };
}
