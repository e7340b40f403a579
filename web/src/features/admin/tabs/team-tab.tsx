import { useState } from 'react';
import { staffStatusLabels, type StaffMember } from '#shared/admin/staff';
import { staffRoleLabels } from '#shared/admin/staff-roles';
import { useAuth } from '../auth/auth-context';
import { AdminTable } from '../kit/admin-table';
import { buttonClass } from '../kit/buttons';
import { formatDate } from '../kit/format';
import { StatusBadge } from '../kit/status-select';
import { TabHeading } from '../kit/tab-heading';
import { StaffFormModal } from './team/staff-form';
import { StaffRowActions } from './team/staff-row-actions';
import { TwoStepPolicySwitch } from './team/two-step-policy';
import { useStaffList } from './team/use-staff-list';

/** The badge colour of each account state (kit/status-select.tsx's palette). */
const statusBadge = { invited: 'pending', active: 'active', disabled: 'inactive' } as const;

type Editing = { kind: 'invite' } | { kind: 'roles'; member: StaffMember } | undefined;

/** Team (docs/admin.md): who is staff, their roles, and the owners' two-step policy. */
export function TeamTab() {
  const { state } = useAuth();
  const ownEmail = state.status === 'signedIn' ? state.user.email : undefined;
  const staff = useStaffList();
  const [editing, setEditing] = useState<Editing>();

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
              onClick={staff.refresh}
              disabled={staff.loading}
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
        items={staff.items}
        loading={staff.loading}
        error={staff.error}
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
              <StaffRowActions
                member={member}
                isSelf={member.email === ownEmail}
                busy={staff.busy === member.username}
                onChangeRoles={() => setEditing({ kind: 'roles', member })}
                onSetEnabled={(enabled) => void staff.setEnabled(member, enabled)}
              />
            ),
          },
        ]}
      />
      {editing && (
        <StaffFormModal
          member={editing.kind === 'roles' ? editing.member : undefined}
          onClose={() => setEditing(undefined)}
          onSaved={(member) => {
            staff.replace(member);
            setEditing(undefined);
          }}
        />
      )}
    </div>
  );
}
