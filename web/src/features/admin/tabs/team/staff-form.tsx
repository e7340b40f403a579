import { useId, useState, type FormEvent } from 'react';
import { staffInvite, staffRolesUpdate, type StaffMember } from '#shared/admin/staff';
import {
  staffRoleDescriptions,
  staffRoleLabels,
  staffRoles,
  type StaffRole,
} from '#shared/admin/staff-roles';
import { TextField } from '#web/components/form-field';
import { Modal } from '#web/components/modal';
import { ApiError, errorMessage } from '#web/lib/api-client';
import { ErrorAlert } from '#web/components/error-alert';
import { FormActions } from '../../kit/form-actions';
import { changeStaffRoles, inviteStaff } from './staff-api';

// Invite someone, or change a person's roles: the same role choices, checked as the server
// checks them (shared/admin/staff.ts), with the server's own message when it refuses.

type FieldErrors = Partial<Record<'email' | 'roles', string>>;

function fieldErrorsOf(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0] === 'email' ? 'email' : 'roles';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** `member` given: change their roles; otherwise invite someone new. */
export function StaffFormModal({
  member,
  onClose,
  onSaved,
}: {
  member?: StaffMember;
  onClose: () => void;
  onSaved: (member: StaffMember) => void;
}) {
  const [email, setEmail] = useState('');
  const [roles, setRoles] = useState<StaffRole[]>(member?.roles ?? []);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError('');
    const parsed = member
      ? staffRolesUpdate.safeParse({ roles })
      : staffInvite.safeParse({ email, roles });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const saved = member
        ? await changeStaffRoles(member.username, parsed.data.roles)
        : await inviteStaff({ email, roles: parsed.data.roles });
      onSaved(saved);
    } catch (caught) {
      if (caught instanceof ApiError && Object.keys(caught.fieldErrors).length) {
        setErrors(
          fieldErrorsOf(
            Object.entries(caught.fieldErrors).map(([field, message]) => ({
              path: [field.split('.')[0]!],
              message,
            })),
          ),
        );
      }
      setError(errorMessage(caught, 'Failed to save. Please try again.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!saving}
      title={member ? `Roles of ${member.email}` : 'Invite someone'}
      description={
        member
          ? 'The change reaches them at their next sign-in, or within the hour as their session renews.'
          : 'They get an e-mail with a temporary password and the sign-in link; at their first sign-in they choose their own password.'
      }
    >
      <form noValidate onSubmit={submit} className="space-y-5">
        {!member && (
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="off"
            required
            value={email}
            error={errors.email}
            onChange={(event) => {
              setEmail(event.target.value);
              setErrors((current) => ({ ...current, email: undefined }));
            }}
          />
        )}
        <RoleChoices
          roles={roles}
          error={errors.roles}
          onChange={(next) => {
            setRoles(next);
            setErrors((current) => ({ ...current, roles: undefined }));
          }}
        />
        <ErrorAlert message={error} />
        <FormActions
          saving={saving}
          submitLabel={member ? 'Save roles' : 'Send invitation'}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}

function RoleChoices({
  roles,
  error,
  onChange,
}: {
  roles: StaffRole[];
  error?: string;
  onChange: (roles: StaffRole[]) => void;
}) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">Roles</legend>
      <div className="mt-2 space-y-3">
        {staffRoles.map((role) => (
          <label key={role} className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              name="roles"
              value={role}
              checked={roles.includes(role)}
              aria-invalid={error ? true : undefined}
              onChange={(event) =>
                onChange(
                  event.target.checked ? [...roles, role] : roles.filter((held) => held !== role),
                )
              }
              className="mt-0.5 size-4 rounded border-slate-300 text-blue-600 focus:ring-blue-600 dark:border-slate-600"
            />
            <span>
              <span className="font-medium text-slate-900 dark:text-white">
                {staffRoleLabels[role]}
              </span>
              <span className="block text-slate-600 dark:text-slate-300">
                {staffRoleDescriptions[role]}
              </span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-2 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
