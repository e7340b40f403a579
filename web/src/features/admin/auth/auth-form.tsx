import type { ReactNode } from 'react';
import { Link } from '#web/lib/router';
import { ErrorAlert } from '#web/components/error-alert';
import { AuthCard, primaryButtonClassName } from './auth-card';
import type { useAuthForm } from './use-auth-form';

/** A submitted field's text ('' when the form has no such field). */
export const fieldText = (fields: FormData, name: string) => String(fields.get(name) ?? '');

/**
 * A sign-in or reset form: the error line above its fields, and the submit button, which says
 * `busyLabel` while the form waits. `onSubmit` gets the form's fields.
 */
interface AuthFormProps {
  form: Pick<ReturnType<typeof useAuthForm>, 'busy' | 'error'>;
  onSubmit: (fields: FormData) => void;
  submitLabel: string;
  busyLabel: string;
  className?: string;
  children: ReactNode;
  /** Under the button, inside the form (e.g. a link to another screen). */
  footer?: ReactNode;
}

export function AuthForm({
  form,
  onSubmit,
  submitLabel,
  busyLabel,
  className = 'space-y-5',
  children,
  footer,
}: AuthFormProps) {
  return (
    <form
      noValidate
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(new FormData(event.currentTarget));
      }}
    >
      <ErrorAlert message={form.error} />
      {children}
      <button type="submit" disabled={form.busy} className={primaryButtonClassName}>
        {form.busy ? busyLabel : submitLabel}
      </button>
      {footer}
    </form>
  );
}

/** A link under a form's button to the other auth screen ('Forgot your password?'). */
export function AuthFormLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="text-center text-sm">
      <Link to={to} className="font-medium text-blue-700 hover:underline dark:text-blue-400">
        {children}
      </Link>
    </p>
  );
}

/** A screen that is one form in the auth card (sign in, a sign-in step, ask for a reset). */
export function AuthFormScreen({
  title,
  description,
  path,
  ...form
}: AuthFormProps & { title: string; description: string; path: string }) {
  return (
    <AuthCard title={title} description={description} path={path}>
      <AuthForm {...form} />
    </AuthCard>
  );
}
