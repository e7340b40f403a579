import { CheckCircle2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from '#web/lib/router';
import { paths } from '#web/app/paths';
import { TextField } from '#web/components/form-field';
import { confirmPasswordReset, requestPasswordReset } from './auth/admin-auth';
import { AuthCard, primaryButtonClassName } from './auth/auth-card';
import { ErrorAlert } from './kit/error-alert';
import { passwordProblem } from '#shared/admin/password-policy';
import { isUnknownAccount, resetErrorMessage } from './auth/auth-errors';
import { NewPasswordField } from './auth/new-password-field';
import { useAuthForm } from './auth/use-auth-form';

const sendFailed = 'Failed to send reset email. Please try again.';
const linkClassName = 'font-medium text-blue-700 hover:underline dark:text-blue-400';

type Step = { name: 'request' } | { name: 'sent'; email: string } | { name: 'done' };

/**
 * /admin/reset-password with Cognito's code flow, for any admin account (docs/product.md §12): ask for
 * the code, then set a new password with it, then sign in.
 */
export function ResetPasswordPage() {
  const [step, setStep] = useState<Step>({ name: 'request' });
  const { busy, error, refuse, requireFilled, fieldError, clearError, run } = useAuthForm();

  const send = (email: string) =>
    run(
      async () => {
        // An unknown address looks sent too, so the screen reveals no accounts.
        await requestPasswordReset(email).catch((caught: unknown) => {
          if (!isUnknownAccount(caught)) throw caught;
        });
        setStep({ name: 'sent', email });
      },
      (caught) => resetErrorMessage(caught, sendFailed),
    );

  function submitRequest(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    if (requireFilled({ email })) void send(email);
  }

  async function submitNewPassword(event: FormEvent<HTMLFormElement>, email: string) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const code = String(form.get('code') ?? '').trim();
    const password = String(form.get('newPassword') ?? '');
    if (!requireFilled({ code, newPassword: password })) return;
    const problem = passwordProblem(password);
    if (problem) {
      refuse(problem, { newPassword: problem });
      return;
    }
    await run(
      async () => {
        await confirmPasswordReset(email, code, password);
        setStep({ name: 'done' });
      },
      (caught) => resetErrorMessage(caught, 'Failed to reset password. Please try again.'),
    );
  }

  if (step.name === 'done') {
    return (
      <AuthCard
        title="Password Updated!"
        description="Your new password is set. Sign in with it now."
        path={paths.adminResetPassword}
      >
        <Link to={paths.adminLogin} className={primaryButtonClassName}>
          Sign In to Admin
        </Link>
      </AuthCard>
    );
  }

  if (step.name === 'sent') {
    return (
      <AuthCard
        title="Reset Email Sent!"
        description={`If ${step.email} belongs to an admin account, a verification code is on its way to it.`}
        path={paths.adminResetPassword}
      >
        <div className="flex gap-3 rounded-lg bg-green-50 p-4 text-sm text-green-900 dark:bg-green-950 dark:text-green-100">
          <CheckCircle2 className="size-5 shrink-0" aria-hidden />
          <p>The code expires in 1 hour.</p>
        </div>
        <h2 className="mt-5 text-sm font-semibold text-slate-900 dark:text-white">Tips</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-600 dark:text-slate-300">
          <li>Check your spam or junk folder if it hasn’t arrived in a few minutes.</li>
          <li>Use the newest code if you asked more than once.</li>
        </ul>
        <form
          noValidate
          onSubmit={(event) => void submitNewPassword(event, step.email)}
          className="mt-6 space-y-5"
        >
          <ErrorAlert message={error} />
          <TextField
            label="Verification code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            error={fieldError('code')}
            onChange={clearError}
          />
          <NewPasswordField error={fieldError('newPassword')} onChange={clearError} />
          <button type="submit" disabled={busy} className={primaryButtonClassName}>
            {busy ? 'Saving...' : 'Set New Password'}
          </button>
        </form>
        <button
          type="button"
          disabled={busy}
          onClick={() => void send(step.email)}
          className="mt-4 w-full rounded-lg border border-slate-300 px-6 py-3 font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-70 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800"
        >
          Send Another Reset Email
        </button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Reset Admin Password"
      description="Enter your admin e-mail address and we’ll send you a code to set a new password."
      path={paths.adminResetPassword}
    >
      <form noValidate onSubmit={submitRequest} className="space-y-5">
        <ErrorAlert message={error} />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          required
          error={fieldError('email')}
          onChange={clearError}
        />
        <button type="submit" disabled={busy} className={primaryButtonClassName}>
          {busy ? 'Sending...' : 'Send Reset Email'}
        </button>
        <p className="text-center text-sm">
          <Link to={paths.adminLogin} className={linkClassName}>
            Back to sign in
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
