import * as z from 'zod';

// PhonePe's dashboard only saves a webhook username of 5–20 letters, digits or underscores and a
// password of 8–20 characters holding both letters and digits (developer.phonepe.com, Webhook
// Handling, "Authentication Standards"). One rule for the sandbox, the local stack and the cloud,
// so no environment runs with credentials PhonePe would refuse at go-live.

export const webhookUsernameRule =
  'the PhonePe webhook username must be 5–20 characters of letters, digits and underscores';
export const webhookPasswordRule =
  'the PhonePe webhook password must be 8–20 characters with both letters and digits';

export const phonePeWebhookUsername = z.string().regex(/^[A-Za-z0-9_]{5,20}$/, webhookUsernameRule);

export const phonePeWebhookPassword = z
  .string()
  .min(8, webhookPasswordRule)
  .max(20, webhookPasswordRule)
  .regex(/[A-Za-z]/, webhookPasswordRule)
  .regex(/[0-9]/, webhookPasswordRule);

export const phonePeWebhookCredentials = z.object({
  username: phonePeWebhookUsername,
  password: phonePeWebhookPassword,
});

export type PhonePeWebhookCredentials = z.infer<typeof phonePeWebhookCredentials>;

/** The rule each field breaks, empty when PhonePe would accept them. */
export function webhookCredentialProblems(credentials: PhonePeWebhookCredentials): string[] {
  const parsed = phonePeWebhookCredentials.safeParse(credentials);
  if (parsed.success) return [];
  return [...new Set(parsed.error.issues.map((issue) => issue.message))];
}

const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const digits = '0123456789';
const alphanumerics = letters + digits;

/** A uniformly random index below `size`, from the platform's CSPRNG (Web Crypto, so isomorphic). */
function randomIndex(size: number): number {
  // Rejection sampling: drawing from the largest multiple of `size` keeps every index equally likely.
  const limit = Math.floor(0x1_0000_0000 / size) * size;
  const draw = new Uint32Array(1);
  for (;;) {
    globalThis.crypto.getRandomValues(draw);
    if (draw[0]! < limit) return draw[0]! % size;
  }
}

const pick = (alphabet: string) => alphabet[randomIndex(alphabet.length)]!;

/**
 * Fresh credentials PhonePe accepts: `webhook_` and 12 random letters or digits, and a
 * 20-character password of letters and digits only (no character a dashboard form or a shell
 * could mangle) holding at least one of each.
 */
export function newWebhookCredentials(): PhonePeWebhookCredentials {
  const username = `webhook_${Array.from({ length: 12 }, () => pick(alphanumerics)).join('')}`;
  const password = [
    pick(letters),
    pick(digits),
    ...Array.from({ length: 18 }, () => pick(alphanumerics)),
  ];
  // Fisher–Yates, so the guaranteed letter and digit sit anywhere.
  for (let index = password.length - 1; index > 0; index--) {
    const other = randomIndex(index + 1);
    [password[index], password[other]] = [password[other]!, password[index]!];
  }
  return { username, password: password.join('') };
}
