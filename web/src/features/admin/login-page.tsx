import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '#web/lib/router';
import { passwordProblem } from '#shared/admin/password-policy';
import { paths } from '#web/app/paths';
import { TextField } from '#web/components/form-field';
import { answerSignInStep, signInAdmin, signOutAdmin, type SignInStep } from './auth/admin-auth';
import { AuthCard, primaryButtonClassName } from './auth/auth-card';
import { ErrorAlert } from './kit/error-alert';
import { AuthProvider, useAuth } from './auth/auth-context';
import { signInErrorMessage } from './auth/auth-errors';
import { NewPasswordField } from './auth/new-password-field';
import { PasswordField } from './auth/password-field';
import { useAuthForm } from './auth/use-auth-form';
import { Redirect } from './auth/redirect';

export const notAnAdminMessage = 'This account does not have admin access.';
const linkClassName = 'font-medium text-blue-700 hover:underline dark:text-blue-400';

/**
 * /admin/login (docs/product.md §2): email and password, then whatever Cognito asks next: a new password
 * for an account made with a temporary one, or the code of the admin's authenticator app. A
 * signed-in admin goes straight to /admin.
 */
export function LoginPage() {
  return (
    <AuthProvider>
      <LoginScreen />
    </AuthProvider>
  );
}

type Pending = Exclude<SignInStep, { step: 'done' }>['step'];

function LoginScreen() {
  const { state, recheck } = useAuth();
  const navigate = useNavigate();
  const [pending, setPending] = useState<Pending>();
  const form = useAuthForm();

  if (state.status === 'signedIn' && state.user.isAdmin) {
    return <Redirect to={paths.admin} />;
  }

  /** Moves on to Cognito's next step, or into the admin area once signed in. */
  async function follow(next: SignInStep) {
    if (next.step !== 'done') {
      setPending(next.step);
      return;
    }
    if (!next.user.isAdmin) {
      await signOutAdmin();
      setPending(undefined);
      throw new Error(notAnAdminMessage);
    }
    await recheck();
    await navigate(paths.admin, { replace: true });
  }

  const submit = (answer: () => Promise<SignInStep>) =>
    form.run(async () => follow(await answer()), signInErrorMessage);

  function fieldsOf(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    return new FormData(event.currentTarget);
  }

  if (pending === 'newPassword') {
    return (
      <AuthCard
        title="Set a New Password"
        description="Your account was created with a temporary password. Choose your own to finish signing in."
        path={paths.adminLogin}
      >
        <form
          noValidate
          className="space-y-5"
          onSubmit={(event) => {
            const password = String(fieldsOf(event).get('newPassword') ?? '');
            if (!form.requireFilled({ newPassword: password })) return;
            const problem = passwordProblem(password);
            if (problem) {
              form.refuse(problem, { newPassword: problem });
              return;
            }
            void submit(() => answerSignInStep(password));
          }}
        >
          <ErrorAlert message={form.error} />
          <NewPasswordField error={form.fieldError('newPassword')} onChange={form.clearError} />
          <button type="submit" disabled={form.busy} className={primaryButtonClassName}>
            {form.busy ? 'Saving...' : 'Set Password and Sign In'}
          </button>
        </form>
      </AuthCard>
    );
  }

  if (pending === 'totpCode') {
    return (
      <AuthCard
        title="Enter Your Sign-in Code"
        description="Open your authenticator app and enter the 6-digit code it shows for this site."
        path={paths.adminLogin}
      >
        <form
          noValidate
          className="space-y-5"
          onSubmit={(event) => {
            const code = String(fieldsOf(event).get('code') ?? '').replace(/\s+/g, '');
            if (!form.requireFilled({ code })) return;
            void submit(() => answerSignInStep(code));
          }}
        >
          <ErrorAlert message={form.error} />
          <TextField
            label="6-digit code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            required
            error={form.fieldError('code')}
            onChange={form.clearError}
          />
          <button type="submit" disabled={form.busy} className={primaryButtonClassName}>
            {form.busy ? 'Checking...' : 'Verify and Sign In'}
          </button>
        </form>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Admin Login"
      description="Sign in with your admin account to manage the website."
      path={paths.adminLogin}
    >
      <form
        noValidate
        className="space-y-5"
        onSubmit={(event) => {
          const fields = fieldsOf(event);
          const email = String(fields.get('email') ?? '').trim();
          const password = String(fields.get('password') ?? '');
          if (!form.requireFilled({ email, password })) return;
          void submit(() => signInAdmin(email, password));
        }}
      >
        <ErrorAlert message={form.error} />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          required
          error={form.fieldError('email')}
          onChange={form.clearError}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          error={form.fieldError('password')}
          onChange={form.clearError}
        />
        <button type="submit" disabled={form.busy} className={primaryButtonClassName}>
          {form.busy ? 'Signing In...' : 'Sign In to Admin'}
        </button>
        <p className="text-center text-sm">
          <Link to={paths.adminResetPassword} className={linkClassName}>
            Forgot your password?
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
