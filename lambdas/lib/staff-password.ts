import { randomInt } from 'node:crypto';

// Passwords for new staff, as the admin pool's policy asks (shared/admin/password-policy.ts): the
// Team section's invitations and `npm run admin:create` both make them here.

const lower = 'abcdefghijkmnopqrstuvwxyz';
const upper = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const digits = '23456789';
// Symbols Cognito accepts that need no quoting in a shell or a URL-encoded form.
const symbols = '#%+-=@_';

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
