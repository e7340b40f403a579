// The admin user pool's password policy, in one place: the CDK user pool is built from it
// (infra/constructs/auth.ts), `npm run admin:create` checks passwords against it, and the sign-in
// screens show its rules and check a new password before Cognito is asked. cognito-local
// enforces no policy, so checking here is also what keeps a local password valid in the cloud.

export const adminPasswordPolicy = {
  minLength: 12,
  requireLowercase: true,
  requireUppercase: true,
  requireDigits: true,
  requireSymbols: true,
} as const;

const rules: Array<{ needs: string; shown: string; met: (password: string) => boolean }> = [
  {
    needs: `at least ${adminPasswordPolicy.minLength} characters`,
    shown: `At least ${adminPasswordPolicy.minLength} characters`,
    met: (password) => password.length >= adminPasswordPolicy.minLength,
  },
  { needs: 'a lower-case letter', shown: 'A lower-case letter', met: (p) => /[a-z]/.test(p) },
  { needs: 'an upper-case letter', shown: 'An upper-case letter', met: (p) => /[A-Z]/.test(p) },
  { needs: 'a digit', shown: 'A digit', met: (p) => /[0-9]/.test(p) },
  {
    needs: 'a symbol',
    shown: 'A symbol, such as # % + - = @ _',
    met: (p) => /[^A-Za-z0-9]/.test(p),
  },
];

/** The rules as a list to show beside a new-password field. */
export const adminPasswordRules: string[] = rules.map((rule) => rule.shown);

/** What is wrong with the password under the policy, or undefined when nothing is. */
export function passwordProblem(password: string): string | undefined {
  const missing = rules.filter((rule) => !rule.met(password)).map((rule) => rule.needs);
  return missing.length ? `The password needs ${missing.join(', ')}.` : undefined;
}
