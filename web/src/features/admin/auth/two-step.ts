import {
  fetchMFAPreference,
  setUpTOTP,
  updateMFAPreference,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
import { configureAuth, currentUser } from './admin-auth';

// Two-step sign-in with an authenticator app (TOTP), which the user pool offers to every admin
// (infra/constructs/auth.ts). Once on, Cognito asks for the app's code after the password.

export async function twoStepIsOn(): Promise<boolean> {
  await configureAuth();
  const { enabled = [] } = await fetchMFAPreference();
  return enabled.includes('TOTP');
}

export interface TwoStepSetup {
  /** The key an app can take by hand, when the QR code cannot be scanned. */
  secret: string;
  /** The otpauth:// address the QR code holds. */
  setupUri: string;
}

/** Asks Cognito for a new authenticator key, named in the app after the site and the admin. */
export async function startTwoStepSetup(issuer: string): Promise<TwoStepSetup> {
  await configureAuth();
  const user = await currentUser();
  const details = await setUpTOTP();
  return {
    secret: details.sharedSecret,
    setupUri: details.getSetupUri(issuer, user?.email).toString(),
  };
}

/** Checks the app's first code against the new key, then makes it the way this admin signs in. */
export async function finishTwoStepSetup(code: string): Promise<void> {
  await configureAuth();
  await verifyTOTPSetup({ code });
  await updateMFAPreference({ totp: 'PREFERRED' });
}

export async function turnOffTwoStep(): Promise<void> {
  await configureAuth();
  await updateMFAPreference({ totp: 'DISABLED' });
}
