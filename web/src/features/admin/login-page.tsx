import { useState } from 'react';
import { useNavigate } from '#web/lib/router';
import { paths } from '#web/app/paths';
import { answerSignInStep, signInAdmin, signOutAdmin, type SignInStep } from './auth/admin-auth';
import { AdminEmailField, AuthenticatorCodeField } from './auth/auth-fields';
import { AuthFormLink, AuthFormScreen, fieldText } from './auth/auth-form';
import { AuthProvider, useAuth } from './auth/auth-context';
import { signInErrorMessage } from './auth/auth-errors';
import { NewPasswordField } from './auth/new-password-field';
import { PasswordField } from './auth/password-field';
import { useAuthForm } from './auth/use-auth-form';
import { Redirect } from './auth/redirect';

const notAnAdminMessage = 'This account does not have admin access.';

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

  const { fieldError, clearError } = form;
  const step =
    pending === 'newPassword'
      ? {
          title: 'Set a New Password',
          description:
            'Your account was created with a temporary password. Choose your own to finish signing in.',
          submitLabel: 'Set Password and Sign In',
          busyLabel: 'Saving...',
          onSubmit: (fields: FormData) => {
            const password = fieldText(fields, 'newPassword');
            if (form.requireNewPassword({ newPassword: password })) {
              void submit(() => answerSignInStep(password));
            }
          },
          children: <NewPasswordField error={fieldError('newPassword')} onChange={clearError} />,
        }
      : pending === 'totpCode'
        ? {
            title: 'Enter Your Sign-in Code',
            description:
              'Open your authenticator app and enter the 6-digit code it shows for this site.',
            submitLabel: 'Verify and Sign In',
            busyLabel: 'Checking...',
            onSubmit: (fields: FormData) => {
              const code = fieldText(fields, 'code').replace(/\s+/g, '');
              if (form.requireFilled({ code })) void submit(() => answerSignInStep(code));
            },
            children: <AuthenticatorCodeField error={fieldError('code')} onChange={clearError} />,
          }
        : {
            title: 'Admin Login',
            description: 'Sign in with your admin account to manage the website.',
            submitLabel: 'Sign In to Admin',
            busyLabel: 'Signing In...',
            onSubmit: (fields: FormData) => {
              const email = fieldText(fields, 'email').trim();
              const password = fieldText(fields, 'password');
              if (form.requireFilled({ email, password })) {
                void submit(() => signInAdmin(email, password));
              }
            },
            footer: (
              <AuthFormLink to={paths.adminResetPassword}>Forgot your password?</AuthFormLink>
            ),
            children: (
              <>
                <AdminEmailField error={fieldError('email')} onChange={clearError} />
                <PasswordField
                  label="Password"
                  name="password"
                  autoComplete="current-password"
                  required
                  error={fieldError('password')}
                  onChange={clearError}
                />
              </>
            ),
          };

  return (
    <AuthFormScreen key={pending ?? 'password'} path={paths.adminLogin} form={form} {...step} />
  );
}
