import { adminPasswordRules } from '#shared/admin/password-policy';
import { PasswordField } from './password-field';

/** A new password's field, with the user pool's rules listed under it and read with it. */
export function NewPasswordField({
  label = 'New password',
  error,
  onChange,
}: {
  label?: string;
  error?: string;
  onChange: () => void;
}) {
  return (
    <PasswordField
      label={label}
      name="newPassword"
      autoComplete="new-password"
      required
      error={error}
      onChange={onChange}
      hint={
        <>
          <p>Your password needs:</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {adminPasswordRules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </>
      }
    />
  );
}
