import { useEffect, useId, useState } from 'react';
import type { StaffPolicy } from '#shared/admin/staff';
import { SwitchField } from '#web/components/switch-field';
import { errorMessage } from '#web/lib/api-client';
import { confirmAction } from '../../kit/dialogs';
import { ErrorAlert } from '#web/components/error-alert';
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
      <SwitchField
        title="Require two-step sign-in for owners and finance"
        description="People with these roles must use an authenticator app (Account Security) before they can use the admin."
        checked={policy?.twoStepRequiredForOwnerAndFinance ?? false}
        disabled={!policy || saving}
        onChange={(required) => void change(required)}
      />
      <ErrorAlert message={error} className="mt-3" />
    </section>
  );
}
