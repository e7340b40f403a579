import { useEffect, useState } from 'react';
import type { StaffMember } from '#shared/admin/staff';
import { errorMessage } from '#web/lib/api-client';
import { alertFailure, confirmAction } from '../../kit/dialogs';
import { disableStaff, enableStaff, fetchStaff } from './staff-api';

const loadFailed = 'Failed to load the team. Please try again.';

/**
 * The Team list and its changes (docs/admin.md): load and Refresh, put back a member the server
 * answered with, and disable or re-enable an account after the admin confirms.
 */
export function useStaffList() {
  const [items, setItems] = useState<StaffMember[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');
  /** The username whose account is being disabled or re-enabled. */
  const [busy, setBusy] = useState<string>();

  /** Bumped by Refresh: the list loads again. */
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let current = true;
    fetchStaff().then(
      (answer) => {
        if (!current) return;
        setItems(answer.items);
        setError('');
        setLoading(false);
      },
      (caught: unknown) => {
        if (!current) return;
        setError(errorMessage(caught, loadFailed));
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [version]);

  const refresh = () => {
    setLoading(true);
    setVersion((value) => value + 1);
  };

  const replace = (member: StaffMember) =>
    setItems((current) => {
      const known = current.some((item) => item.username === member.username);
      return known
        ? current.map((item) => (item.username === member.username ? member : item))
        : [...current, member];
    });

  async function setEnabled(member: StaffMember, enabled: boolean) {
    const sure = await confirmAction(
      enabled
        ? {
            title: `Re-enable ${member.email}?`,
            message: 'They can sign in again with their password.',
            confirmLabel: 'Re-enable',
          }
        : {
            title: `Disable ${member.email}?`,
            message:
              'They can no longer sign in, and their sessions end. You can re-enable them later.',
            confirmLabel: 'Disable',
            danger: true,
          },
    );
    if (!sure) return;
    setBusy(member.username);
    try {
      replace(await (enabled ? enableStaff : disableStaff)(member.username));
    } catch (caught) {
      await alertFailure(
        errorMessage(caught, `Failed to ${enabled ? 're-enable' : 'disable'}. Please try again.`),
      );
    } finally {
      setBusy(undefined);
    }
  }

  return { items, loading, error, busy, refresh, replace, setEnabled };
}
