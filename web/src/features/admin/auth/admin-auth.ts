import { Amplify } from 'aws-amplify';
import {
  confirmResetPassword,
  fetchAuthSession,
  resetPassword,
  signIn,
  signOut,
} from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { setAdminHint } from './admin-hint-store';
import { localTokenRefresher } from './local-token-refresher';
import { runtimeConfig, type RuntimeConfig } from './runtime-config';

// The admin's Cognito session through Amplify (issue 5). Admin means membership of the group
// `admin`, read from the ID token; the API checks the same claim on every call.

export const adminGroup = 'admin';

export interface SignedInUser {
  email: string;
  isAdmin: boolean;
}

let configured: Promise<RuntimeConfig> | undefined;

/**
 * Counts sign-ins and sign-outs, so a session read that started before one of them cannot write
 * its stale answer into the header's hint after it.
 */
let sessionChanges = 0;

function configureAuth(): Promise<RuntimeConfig> {
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
  const user = {
    email: typeof claims.email === 'string' ? claims.email : '',
    isAdmin: groupsOf(claims['cognito:groups']).includes(adminGroup),
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

export async function signInAdmin(email: string, password: string): Promise<SignedInUser> {
  const config = await configureAuth();
  sessionChanges += 1;
  // A stale session of someone else would make Cognito refuse the new sign-in.
  await signOut();
  const result = await signIn({
    username: email,
    password,
    options: { authFlowType: config.authFlowType },
  });
  if (!result.isSignedIn) {
    throw new Error(
      result.nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED'
        ? 'This account needs a new password. Use “Forgot your password?” to set one.'
        : 'This account cannot sign in here yet. Please contact the site owner.',
    );
  }
  const user = await currentUser();
  if (!user) throw new Error('Invalid email or password');
  return user;
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
