import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from '#web/lib/router';
import { paths } from '#web/app/paths';
import { TextField } from '#web/components/form-field';
import { confirmPasswordReset, requestPasswordReset } from './auth/admin-auth';
import { AuthCard, primaryButtonClassName } from './auth/auth-card';
import { AdminEmailField } from './auth/auth-fields';
import { AuthForm, AuthFormLink, AuthFormScreen, fieldText } from './auth/auth-form';
import { isUnknownAccount, resetErrorMessage } from './auth/auth-errors';
import { NewPasswordField } from './auth/new-password-field';
import { useAuthForm } from './auth/use-auth-form';

const sendFailed = 'Failed to send reset email. Please try again.';

type Step = { name: 'request' } | { name: 'sent'; email: string } | { name: 'done' };

/**
 * /admin/reset-password with Cognito's code flow, for any admin account (docs/product.md §12): ask for
 * the code, then set a new password with it, then sign in.
 */
export function ResetPasswordPage() {
  const [step, setStep] = useState<Step>({ name: 'request' });
  const form = useAuthForm();
  const { busy, requireFilled, requireNewPassword, fieldError, clearError, run } = form;

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

  async function submitNewPassword(fields: FormData, email: string) {
    const code = fieldText(fields, 'code').trim();
    const password = fieldText(fields, 'newPassword');
    if (!requireNewPassword({ code, newPassword: password })) return;
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
        <AuthForm
          form={form}
          className="mt-6 space-y-5"
          submitLabel="Set New Password"
          busyLabel="Saving..."
          onSubmit={(fields) => void submitNewPassword(fields, step.email)}
        >
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
        </AuthForm>
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
    <AuthFormScreen
      title="Reset Admin Password"
      description="Enter your admin e-mail address and we’ll send you a code to set a new password."
      path={paths.adminResetPassword}
      form={form}
      submitLabel="Send Reset Email"
      busyLabel="Sending..."
      onSubmit={(fields) => {
        const email = fieldText(fields, 'email').trim();
        if (requireFilled({ email })) void send(email);
      }}
      footer={<AuthFormLink to={paths.adminLogin}>Back to sign in</AuthFormLink>}
    >
      <AdminEmailField error={fieldError('email')} onChange={clearError} />
    </AuthFormScreen>
  );
}
