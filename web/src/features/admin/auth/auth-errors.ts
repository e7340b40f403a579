// What an admin reads when Cognito refuses (docs/product.md §8): its message, or the product's own text where
// Cognito's would leak whether an account exists.

const credentialErrors = new Set([
  'NotAuthorizedException',
  'UserNotFoundException',
  // cognito-local's answer to a wrong password.
  'InvalidPasswordException',
]);

/** A wrong or stale code from the authenticator app, at sign-in or while turning it on. */
export const wrongCodeMessage =
  'That code did not match. Check the time on your phone and enter the newest code.';

export function signInErrorMessage(error: unknown): string {
  if (error instanceof Error && credentialErrors.has(error.name))
    return 'Invalid email or password';
  if (error instanceof Error && error.name === 'CodeMismatchException') return wrongCodeMessage;
  return error instanceof Error && error.message ? error.message : 'Invalid email or password';
}

export function resetErrorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** Cognito answers an unknown address this way; the screen must not reveal that. */
export function isUnknownAccount(error: unknown): boolean {
  return error instanceof Error && error.name === 'UserNotFoundException';
}
