import { describe, expect, it } from 'vitest';
import { linkTokenHash, matchesLinkToken, newLinkToken } from '#lambdas/lib/link-token';
import { newsletterTokenPattern } from '#shared/forms/newsletter';

describe('e-mailed link tokens', () => {
  it('are 32 random bytes in base64url, the shape the newsletter schema accepts, never twice the same', () => {
    const tokens = Array.from({ length: 50 }, () => newLinkToken().token);
    for (const token of tokens) expect(token).toMatch(newsletterTokenPattern);
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('store only the SHA-256 of the token, in hex', () => {
    const { token, hash } = newLinkToken();
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(token);
    expect(linkTokenHash(token)).toBe(hash);
    // SHA-256 of 'abc', a published test vector.
    expect(linkTokenHash('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('match their own hash only', () => {
    const { token, hash } = newLinkToken();
    expect(matchesLinkToken(token, hash)).toBe(true);
    expect(matchesLinkToken(newLinkToken().token, hash)).toBe(false);
    expect(matchesLinkToken(token, undefined)).toBe(false);
    expect(matchesLinkToken(token, hash.slice(1))).toBe(false);
  });
});
