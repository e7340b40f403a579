import * as z from 'zod';
import { emailField } from '../forms/fields';
import { staffRoles, type StaffRole } from './staff-roles';

// The Team section (docs/admin.md, decision 021): who is staff, with which roles, and whether
// owners and finance must sign in with two steps. The server and the web validate with these.

/** How a person's account stands, as the Team list shows it. */
export const staffStatuses = ['invited', 'active', 'disabled'] as const;
export type StaffStatus = (typeof staffStatuses)[number];

export const staffStatusLabels: Record<StaffStatus, string> = {
  invited: 'Invited',
  active: 'Active',
  disabled: 'Disabled',
};

export interface StaffMember {
  /** The pool's username, which the routes take (a UUID in the cloud, where e-mail is an alias). */
  username: string;
  email: string;
  roles: StaffRole[];
  /** Also in the legacy group `admin` (counted as owner); taking owner away takes this too. */
  legacyAdmin: boolean;
  enabled: boolean;
  /** Invited: has not yet signed in and set a password of their own. */
  status: StaffStatus;
  /** Signs in with an authenticator app as well as the password. */
  twoStep: boolean;
  /** ISO time the account was made. */
  createdAt?: string;
}

export interface StaffListResponse {
  items: StaffMember[];
}

const rolesField = z
  .array(z.enum(staffRoles, 'Choose roles from the list.'), 'Choose at least one role.')
  .min(1, 'Choose at least one role.')
  .max(staffRoles.length)
  .transform((roles) => staffRoles.filter((role) => roles.includes(role)));

export const staffInvite = z.object({ email: emailField, roles: rolesField });
export type StaffInvite = z.infer<typeof staffInvite>;

export const staffRolesUpdate = z.object({ roles: rolesField });
export type StaffRolesUpdate = z.infer<typeof staffRolesUpdate>;

export const staffPolicy = z.object({ twoStepRequiredForOwnerAndFinance: z.boolean() });
export type StaffPolicy = z.infer<typeof staffPolicy>;

/** The roles the two-step policy applies to. */
export const twoStepPolicyRoles: readonly StaffRole[] = ['owner', 'finance'];

/** How many days an invitation's temporary password works (the pool's setting, infra/constructs/auth.ts). */
export const invitationValidDays = 3;

/** The answer to POST /api/admin/account/two-step: the state the server read from the pool. */
export interface OwnTwoStepResponse {
  twoStep: boolean;
  /** Whether it differed from the state last recorded, and so went into the audit trail. */
  recorded: boolean;
}

export const staffMessages = {
  alreadyStaff: 'Someone with this e-mail is already on the team.',
  notFound: 'This person is not on the team.',
  lastOwner:
    'This is the last owner. Make someone else an owner first, so the team always has one.',
  disableSelf: 'You cannot disable your own account. Ask another owner.',
  policyNeedsOwnTwoStep:
    'Turn on two-step sign-in for yourself first (Account Security), then require it for others.',
  twoStepRequired:
    'Your role needs two-step sign-in. Turn it on under Account Security, then sign in again.',
} as const;
