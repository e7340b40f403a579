import { describe, expect, it } from 'vitest';
import { totpCode } from '#test/support/totp';

// The test helper that plays the authenticator app must agree with RFC 6238's own vectors, or a
// failing sign-in test would blame the product for the helper's mistake.

// RFC 6238 appendix B: the SHA-1 key is the ASCII "12345678901234567890" (base32 below).
const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('totpCode', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
  ])('gives the RFC 6238 code at %i seconds', (seconds, code) => {
    expect(totpCode(rfcSecret, seconds * 1000, 8)).toBe(code);
  });

  it('gives the last six digits by default, as authenticator apps show', () => {
    expect(totpCode(rfcSecret, 59_000)).toBe('287082');
  });
});
