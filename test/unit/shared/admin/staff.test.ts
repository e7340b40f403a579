import { describe, expect, it } from 'vitest';
import { staffInvite, staffPolicy, staffRolesUpdate } from '#shared/admin/staff';

// The Team section's requests (shared/admin/staff.ts), as the server and the web both check them.

describe('an invitation', () => {
  it('takes the address in lower case and the roles once each, in the matrix’s order', () => {
    expect(
      staffInvite.parse({ email: ' Asha@Example.COM ', roles: ['sales', 'finance', 'sales'] }),
    ).toEqual({ email: 'asha@example.com', roles: ['finance', 'sales'] });
  });

  it('needs at least one role, and only staff roles', () => {
    const none = staffInvite.safeParse({ email: 'asha@example.com', roles: [] });
    expect(none.success).toBe(false);
    expect(none.error?.issues[0]?.message).toBe('Choose at least one role.');
    expect(staffInvite.safeParse({ email: 'asha@example.com', roles: ['admin'] }).success).toBe(
      false,
    );
    expect(staffInvite.safeParse({ email: 'asha@example.com' }).success).toBe(false);
  });

  it('needs an e-mail address', () => {
    const answer = staffInvite.safeParse({ email: 'asha', roles: ['owner'] });
    expect(answer.error?.issues[0]?.path).toEqual(['email']);
  });
});

describe('a change of roles and the policy', () => {
  it('replace the roles with at least one', () => {
    expect(staffRolesUpdate.parse({ roles: ['owner', 'content'] })).toEqual({
      roles: ['owner', 'content'],
    });
    expect(staffRolesUpdate.safeParse({ roles: [] }).success).toBe(false);
  });

  it('takes the policy as a true boolean only', () => {
    expect(staffPolicy.parse({ twoStepRequiredForOwnerAndFinance: true })).toEqual({
      twoStepRequiredForOwnerAndFinance: true,
    });
    expect(staffPolicy.safeParse({ twoStepRequiredForOwnerAndFinance: 'true' }).success).toBe(
      false,
    );
  });
});
