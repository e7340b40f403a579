import { randomInt } from 'node:crypto';

// The user pool's password policy (infra/constructs/auth.ts): 12+ characters with lower- and
// upper-case letters, a digit and a symbol. cognito-local enforces none of it, so it is checked
// here too, and a password that works locally also works in the cloud.

export const minimumPasswordLength = 12;

const lower = 'abcdefghijkmnopqrstuvwxyz';
const upper = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const digits = '23456789';
// Symbols Cognito accepts that need no quoting in a shell or a URL-encoded form.
const symbols = '#%+-=@_';

/** What is wrong with the password under the pool's policy, or undefined when nothing is. */
export function passwordProblem(password: string): string | undefined {
  const missing = [
    password.length < minimumPasswordLength ? `at least ${minimumPasswordLength} characters` : '',
    /[a-z]/.test(password) ? '' : 'a lower-case letter',
    /[A-Z]/.test(password) ? '' : 'an upper-case letter',
    /[0-9]/.test(password) ? '' : 'a digit',
    /[^A-Za-z0-9]/.test(password) ? '' : 'a symbol',
  ].filter(Boolean);
  return missing.length ? `The password needs ${missing.join(', ')}.` : undefined;
}

const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)]!;

/**
 * 20 random characters (about 118 bits) with every class the policy asks for. It starts with a
 * letter, so pasted into a shell it is never read as an option or a comment.
 */
export function generatePassword(length = 20): string {
  const all = lower + upper + digits + symbols;
  const rest = [pick(lower), pick(upper), pick(digits), pick(symbols)];
  while (rest.length < length - 1) rest.push(pick(all));
  // Fisher–Yates, so the guaranteed classes are not always in the same places.
  for (let index = rest.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [rest[index], rest[other]] = [rest[other]!, rest[index]!];
  }
  return pick(lower + upper) + rest.join('');
}
