import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { TextField } from '../../components/form-field';
import { signInAdmin, signOutAdmin } from './auth/admin-auth';
import { AuthCard, primaryButtonClassName } from './auth/auth-card';
import { ErrorAlert } from './kit/error-alert';
import { AuthProvider, useAuth } from './auth/auth-context';
import { signInErrorMessage } from './auth/auth-errors';
import { PasswordField } from './auth/password-field';
import { useAuthForm } from './auth/use-auth-form';
import { Redirect } from './auth/redirect';

export const notAnAdminMessage = 'This account does not have admin access.';

/** /admin/login (spec §2): email and password; a signed-in admin goes straight to /admin. */
export function LoginPage() {
  return (
    <AuthProvider>
      <LoginScreen />
    </AuthProvider>
  );
}

function LoginScreen() {
  const { state, recheck } = useAuth();
  const navigate = useNavigate();
  const { busy: submitting, error, setError, clearError, run } = useAuthForm();

  if (state.status === 'signedIn' && state.user.isAdmin) {
    return <Redirect to={paths.admin} />;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    if (!email || !password) {
      setError('Please fill in all required fields');
      return;
    }
    await run(async () => {
      const user = await signInAdmin(email, password);
      if (!user.isAdmin) {
        await signOutAdmin();
        throw new Error(notAnAdminMessage);
      }
      await recheck();
      await navigate(paths.admin, { replace: true });
    }, signInErrorMessage);
  }

  return (
    <AuthCard
      title="Admin Login"
      description="Sign in with your admin account to manage the website."
      path={paths.adminLogin}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
        <ErrorAlert message={error} />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          required
          onChange={clearError}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          onChange={clearError}
        />
        <button type="submit" disabled={submitting} className={primaryButtonClassName}>
          {submitting ? 'Signing In...' : 'Sign In to Admin'}
        </button>
        <p className="text-center text-sm">
          <Link
            to={paths.adminResetPassword}
            className="font-medium text-blue-700 hover:underline dark:text-blue-400"
          >
            Forgot your password?
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
