import { useState } from 'react';

/**
 * The busy flag and error line of a sign-in or reset form: `run` clears the error, waits for the
 * action, and shows what `messageOf` makes of a failure.
 */
export function useAuthForm() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

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

  return { busy, error, setError, clearError: () => setError(''), run };
}
