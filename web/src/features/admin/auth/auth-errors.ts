// What an admin reads when Cognito refuses (spec §8): its message, or the spec's own text where
// Cognito's would leak whether an account exists.

const credentialErrors = new Set([
  'NotAuthorizedException',
  'UserNotFoundException',
  // cognito-local's answer to a wrong password.
  'InvalidPasswordException',
]);

export function signInErrorMessage(error: unknown): string {
  if (error instanceof Error && credentialErrors.has(error.name))
    return 'Invalid email or password';
  return error instanceof Error && error.message ? error.message : 'Invalid email or password';
}

export function resetErrorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** Cognito answers an unknown address this way; the screen must not reveal that. */
export function isUnknownAccount(error: unknown): boolean {
  return error instanceof Error && error.name === 'UserNotFoundException';
}

/** The user pool's password policy (infra/constructs/auth.ts), checked before Cognito is asked. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < 12) return 'Use at least 12 characters';
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password))
    return 'Use both lower-case and upper-case letters';
  if (!/\d/.test(password)) return 'Include at least one digit';
  if (!/[^A-Za-z0-9]/.test(password)) return 'Include at least one symbol';
  return undefined;
}
