import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  newWebhookCredentials,
  phonePeWebhookCredentials,
  webhookCredentialProblems,
  webhookPasswordRule,
  webhookUsernameRule,
} from '#shared/checkout/phonepe-webhook-credentials';

// PhonePe's dashboard rule for webhook credentials, shared by the sandbox, the local stack and
// the cloud (shared/checkout/phonepe-webhook-credentials.ts).

const valid = { username: 'SANDBOX_WEBHOOK_USER', password: 'SandboxHook2026' };

describe('PhonePe webhook credentials', () => {
  it('accepts a 5–20 character username of letters, digits and underscores with an 8–20 character password of letters and digits', () => {
    expect(webhookCredentialProblems(valid)).toEqual([]);
    expect(webhookCredentialProblems({ username: 'abc_1', password: 'abcdefg1' })).toEqual([]);
  });

  it.each([
    ['four characters', 'hook'],
    ['21 characters', 'a'.repeat(21)],
    ['a hyphen', 'techsite-webhook'],
    ['a space', 'web hook'],
  ])('refuses a username with %s, naming the rule', (_case, username) => {
    expect(webhookCredentialProblems({ ...valid, username })).toEqual([webhookUsernameRule]);
  });

  it.each([
    ['seven characters', 'abcdef1'],
    ['21 characters', `${'a'.repeat(20)}1`],
    ['no digit', 'SANDBOX_WEBHOOK_PASSWORD_local_only'.slice(0, 20)],
    ['no letter', '1234567890'],
  ])('refuses a password with %s, naming the rule', (_case, password) => {
    expect(webhookCredentialProblems({ ...valid, password })).toEqual([webhookPasswordRule]);
  });

  it('generates credentials that always pass the rule, with only letters and digits in the password', () => {
    fc.assert(
      fc.property(fc.nat(), () => {
        const credentials = newWebhookCredentials();
        expect(phonePeWebhookCredentials.safeParse(credentials).success).toBe(true);
        expect(credentials.password).toMatch(/^[A-Za-z0-9]{20}$/);
      }),
      { numRuns: 500 },
    );
  });

  it('accepts exactly the passwords the rule describes, whatever the characters', () => {
    const described = (password: string) =>
      password.length >= 8 &&
      password.length <= 20 &&
      /[A-Za-z]/.test(password) &&
      /[0-9]/.test(password);
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 24 }), (password) => {
        const accepted = webhookCredentialProblems({ ...valid, password }).length === 0;
        expect(accepted).toBe(described(password));
      }),
    );
  });

  it('generates different credentials every time', () => {
    const passwords = new Set(Array.from({ length: 100 }, () => newWebhookCredentials().password));
    const usernames = new Set(Array.from({ length: 100 }, () => newWebhookCredentials().username));
    expect(passwords.size).toBe(100);
    expect(usernames.size).toBe(100);
  });
});
