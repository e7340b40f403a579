import { useEffect, useId, useState } from 'react';
import type { StaffPolicy } from '#shared/admin/staff';
import { errorMessage } from '#web/lib/api-client';
import { confirmAction } from '../../kit/dialogs';
import { ErrorAlert } from '../../kit/error-alert';
import { fetchStaffPolicy, saveStaffPolicy } from './staff-api';

// The owners' rule that owners and finance sign in with two steps (docs/admin.md). The server
// refuses to turn it on for an owner who does not use it themselves, and says so.

export function TwoStepPolicySwitch() {
  const id = useId();
  const [policy, setPolicy] = useState<StaffPolicy>();
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    fetchStaffPolicy().then(
      (answer) => current && setPolicy(answer),
      (caught: unknown) =>
        current && setError(errorMessage(caught, 'Failed to load the two-step policy.')),
    );
    return () => {
      current = false;
    };
  }, []);

  async function change(required: boolean) {
    if (required) {
      const sure = await confirmAction({
        title: 'Require two-step sign-in for owners and finance?',
        message:
          'Anyone with the Owner or Finance role who has not turned it on can then only open Account Security until they do.',
        confirmLabel: 'Require it',
      });
      if (!sure) return;
    }
    setSaving(true);
    setError('');
    try {
      setPolicy(await saveStaffPolicy({ twoStepRequiredForOwnerAndFinance: required }));
    } catch (caught) {
      setError(errorMessage(caught, 'Failed to save the two-step policy. Please try again.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="mb-6 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <h3 id={`${id}-heading`} className="sr-only">
        Two-step sign-in policy
      </h3>
      <div className="flex items-start justify-between gap-4">
        <label htmlFor={id} className="text-sm">
          <span className="font-medium text-slate-900 dark:text-white">
            Require two-step sign-in for owners and finance
          </span>
          <span className="mt-0.5 block text-slate-600 dark:text-slate-300">
            People with these roles must use an authenticator app (Account Security) before they can
            use the admin.
          </span>
        </label>
        <span className="relative mt-0.5 inline-flex shrink-0">
          <input
            id={id}
            type="checkbox"
            role="switch"
            checked={policy?.twoStepRequiredForOwnerAndFinance ?? false}
            disabled={!policy || saving}
            onChange={(event) => void change(event.target.checked)}
            className="peer absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
          />
          <span
            aria-hidden="true"
            className="pointer-events-none h-6 w-11 rounded-full bg-slate-300 transition-colors peer-checked:bg-blue-600 peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-blue-600 peer-disabled:opacity-60 dark:bg-slate-600 dark:peer-checked:bg-blue-500"
          />
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5"
          />
        </span>
      </div>
      <ErrorAlert message={error} className="mt-3" />
    </section>
  );
}
