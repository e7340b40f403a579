import { describe, expect, it } from 'vitest';
import { passwordProblem } from '#shared/admin/password-policy';
import { generatePassword } from '#lambdas/lib/staff-password';
import { regionOfPoolId } from '#scripts/admin/admin-target';

// `npm run admin:create` (docs/admin.md): passwords the user pool's policy accepts, and the region
// read from a pool id.

describe('generated admin passwords', () => {
  it('meet the user pool’s policy every time', () => {
    for (let run = 0; run < 200; run += 1) {
      const password = generatePassword();
      expect(password).toHaveLength(20);
      expect(passwordProblem(password)).toBeUndefined();
      expect(password).toMatch(/^[A-Za-z]/);
    }
  });

  it('differ from one another', () => {
    const passwords = new Set(Array.from({ length: 50 }, () => generatePassword()));
    expect(passwords.size).toBe(50);
  });
});

describe('the password policy', () => {
  it('names everything a password lacks', () => {
    expect(passwordProblem('password')).toBe(
      'The password needs at least 12 characters, an upper-case letter, a digit, a symbol.',
    );
  });

  it('accepts 12 characters with every class', () => {
    expect(passwordProblem('Admin#Local1')).toBeUndefined();
  });
});

describe('the region of a user pool id', () => {
  it('is the part before the underscore', () => {
    expect(regionOfPoolId('ap-south-1_AbC123xyz')).toBe('ap-south-1');
    expect(regionOfPoolId('us-gov-west-1_AbC123xyz')).toBe('us-gov-west-1');
  });

  it('is unknown for a local pool id', () => {
    expect(regionOfPoolId('local_5rHNZ6gd')).toBeUndefined();
  });
});
