import { Amplify } from 'aws-amplify';
import {
  confirmResetPassword,
  confirmSignIn,
  fetchAuthSession,
  resetPassword,
  signIn,
  signOut,
  type SignInOutput,
} from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { isStaff, staffRolesOf, type StaffRole } from '#shared/admin/staff-roles';
import { setAdminHint } from './admin-hint-store';
import { localTokenRefresher } from './local-token-refresher';
import { runtimeConfig, type RuntimeConfig } from './runtime-config';

// The admin's Cognito session through Amplify (decision 005). Admin means holding a staff role
// (decision 021), read from the ID token's groups as the API reads them on every call.

export interface SignedInUser {
  email: string;
  /** Holds at least one staff role, so may enter the admin area. */
  isAdmin: boolean;
  /** The staff roles, for the sections this person may use. */
  roles: StaffRole[];
}

let configured: Promise<RuntimeConfig> | undefined;

/**
 * Counts sign-ins and sign-outs, so a session read that started before one of them cannot write
 * its stale answer into the header's hint after it.
 */
let sessionChanges = 0;

export function configureAuth(): Promise<RuntimeConfig> {
  configured ??= runtimeConfig().then((config) => {
    Amplify.configure({
      Auth: {
        Cognito: {
          userPoolId: config.userPoolId,
          userPoolClientId: config.userPoolClientId,
          ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
          loginWith: { email: true },
        },
      },
    });
    if (config.userPoolEndpoint) {
      cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokenRefresher(
        localTokenRefresher(config.userPoolEndpoint, config.userPoolClientId),
      );
    }
    return config;
  });
  return configured;
}

function groupsOf(claim: unknown): string[] {
  if (Array.isArray(claim)) return claim.map(String);
  return typeof claim === 'string' ? [claim] : [];
}

/** The signed-in user (tokens refreshed when due), or null when nobody is signed in. */
export async function currentUser(): Promise<SignedInUser | null> {
  const startedAt = sessionChanges;
  const hint = (email: string | null) => {
    if (startedAt === sessionChanges) setAdminHint(email);
  };
  await configureAuth();
  const { tokens } = await fetchAuthSession();
  const claims = tokens?.idToken?.payload;
  if (!claims) {
    hint(null);
    return null;
  }
  const roles = staffRolesOf(groupsOf(claims['cognito:groups']));
  const user = {
    email: typeof claims.email === 'string' ? claims.email : '',
    isAdmin: isStaff(roles),
    roles,
  };
  hint(user.isAdmin ? user.email : null);
  return user;
}

/** The ID token for `Authorization: Bearer`, refreshed first when it is about to expire. */
export async function idToken(): Promise<string | undefined> {
  await configureAuth();
  const { tokens } = await fetchAuthSession();
  return tokens?.idToken?.toString();
}

/**
 * Where a sign-in stands: done, or waiting on the step Cognito asks for next: a new password (an
 * account created with a temporary one) or the code of the admin's authenticator app.
 */
export type SignInStep =
  { step: 'done'; user: SignedInUser } | { step: 'newPassword' } | { step: 'totpCode' };

export async function signInAdmin(email: string, password: string): Promise<SignInStep> {
  const config = await configureAuth();
  sessionChanges += 1;
  // A stale session of someone else would make Cognito refuse the new sign-in.
  await signOut();
  return stepAfter(
    await signIn({ username: email, password, options: { authFlowType: config.authFlowType } }),
  );
}

/** Answers the step Cognito asked for: the new password, or the authenticator's code. */
export async function answerSignInStep(answer: string): Promise<SignInStep> {
  await configureAuth();
  sessionChanges += 1;
  return stepAfter(await confirmSignIn({ challengeResponse: answer }));
}

async function stepAfter(result: SignInOutput): Promise<SignInStep> {
  if (result.isSignedIn) {
    const user = await currentUser();
    if (!user) throw new Error('Invalid email or password');
    return { step: 'done', user };
  }
  switch (result.nextStep.signInStep) {
    case 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED':
      return { step: 'newPassword' };
    case 'CONFIRM_SIGN_IN_WITH_TOTP_CODE':
      return { step: 'totpCode' };
    default:
      // SMS or e-mail codes and forced TOTP enrolment: the pool offers none of them (auth.ts).
      throw new Error('This account cannot sign in here yet. Please contact the site owner.');
  }
}

export async function signOutAdmin(): Promise<void> {
  sessionChanges += 1;
  await configureAuth();
  try {
    await signOut();
  } finally {
    setAdminHint(null);
  }
}

/** Sends Cognito's reset code to the account's e-mail. */
export async function requestPasswordReset(email: string): Promise<void> {
  await configureAuth();
  await resetPassword({ username: email });
}

export async function confirmPasswordReset(
  email: string,
  code: string,
  newPassword: string,
): Promise<void> {
  await configureAuth();
  await confirmResetPassword({ username: email, confirmationCode: code, newPassword });
}
