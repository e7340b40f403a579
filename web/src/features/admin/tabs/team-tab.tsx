import { useEffect, useState } from 'react';
import { staffStatusLabels, type StaffMember } from '#shared/admin/staff';
import { staffRoleLabels } from '#shared/admin/staff-roles';
import { errorMessage } from '#web/lib/api-client';
import { useAuth } from '../auth/auth-context';
import { AdminTable } from '../kit/admin-table';
import { buttonClass } from '../kit/buttons';
import { alertFailure, confirmAction } from '../kit/dialogs';
import { formatDate } from '../kit/format';
import { StatusBadge } from '../kit/status-select';
import { TabHeading } from '../kit/tab-heading';
import { disableStaff, enableStaff, fetchStaff } from './team/staff-api';
import { StaffFormModal } from './team/staff-form';
import { TwoStepPolicySwitch } from './team/two-step-policy';

const loadFailed = 'Failed to load the team. Please try again.';

/** The badge colour of each account state (kit/status-select.tsx's palette). */
const statusBadge = { invited: 'pending', active: 'active', disabled: 'inactive' } as const;

type Editing = { kind: 'invite' } | { kind: 'roles'; member: StaffMember } | undefined;

/** Team (docs/admin.md): who is staff, their roles, and the owners' two-step policy. */
export function TeamTab() {
  const { state } = useAuth();
  const ownEmail = state.status === 'signedIn' ? state.user.email : undefined;
  const [items, setItems] = useState<StaffMember[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');
  const [editing, setEditing] = useState<Editing>();
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

  return (
    <div>
      <TabHeading
        title="Team"
        description="Who may use the admin, and what each person may do."
        actions={
          <>
            <button
              type="button"
              className={buttonClass.secondary}
              onClick={refresh}
              disabled={loading}
            >
              Refresh
            </button>
            <button
              type="button"
              className={buttonClass.primary}
              onClick={() => setEditing({ kind: 'invite' })}
            >
              Invite someone
            </button>
          </>
        }
      />
      <TwoStepPolicySwitch />
      <AdminTable
        caption="Team"
        items={items}
        loading={loading}
        error={error}
        rowKey={(member) => member.username}
        emptyText="Nobody yet."
        columns={[
          { header: 'Person', cell: (member) => member.email },
          {
            header: 'Roles',
            cell: (member) =>
              member.roles.length ? (
                <ul className="flex flex-wrap gap-1" aria-label="Roles">
                  {member.roles.map((role) => (
                    <li
                      key={role}
                      className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800 dark:bg-slate-800 dark:text-slate-200"
                    >
                      {staffRoleLabels[role]}
                    </li>
                  ))}
                </ul>
              ) : (
                <span className="text-slate-500 dark:text-slate-400">None</span>
              ),
          },
          {
            header: 'Status',
            cell: (member) => (
              <StatusBadge
                status={statusBadge[member.status]}
                label={staffStatusLabels[member.status]}
              />
            ),
          },
          { header: 'Two-step', cell: (member) => (member.twoStep ? 'On' : 'Off') },
          {
            header: 'Added',
            className: 'hidden md:table-cell',
            cell: (member) => (member.createdAt ? formatDate(member.createdAt) : ''),
          },
          {
            header: 'Actions',
            cell: (member) => (
              <div className="flex flex-wrap gap-1">
                <button
                  type="button"
                  className={buttonClass.rowAction}
                  aria-label={`Change roles of ${member.email}`}
                  onClick={() => setEditing({ kind: 'roles', member })}
                >
                  Change roles
                </button>
                {member.email !== ownEmail &&
                  (member.enabled ? (
                    <button
                      type="button"
                      className={buttonClass.rowDanger}
                      aria-label={`Disable ${member.email}`}
                      disabled={busy === member.username}
                      onClick={() => void setEnabled(member, false)}
                    >
                      Disable
                    </button>
                  ) : (
                    <button
                      type="button"
                      className={buttonClass.rowAction}
                      aria-label={`Re-enable ${member.email}`}
                      disabled={busy === member.username}
                      onClick={() => void setEnabled(member, true)}
                    >
                      Re-enable
                    </button>
                  ))}
              </div>
            ),
          },
        ]}
      />
      {editing && (
        <StaffFormModal
          member={editing.kind === 'roles' ? editing.member : undefined}
          onClose={() => setEditing(undefined)}
          onSaved={(member) => {
            replace(member);
            setEditing(undefined);
          }}
        />
      )}
    </div>
  );
}
