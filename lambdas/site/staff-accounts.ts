import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminUserGlobalSignOutCommand,
  ListUsersCommand,
  ListUsersInGroupCommand,
  type UserType,
} from '@aws-sdk/client-cognito-identity-provider';
import type { AuditActor } from '#shared/admin/audit';
import {
  staffMessages,
  type OwnTwoStepResponse,
  type StaffInvite,
  type StaffMember,
  type StaffPolicy,
  type StaffStatus,
} from '#shared/admin/staff';
import {
  legacyAdminGroup,
  staffRoles,
  staffRolesOf,
  type StaffRole,
} from '#shared/admin/staff-roles';
import { recordAuditEvent, type NewAuditRecord } from '#lambdas/data/audit-trail';
import { currentAuditScope } from '#lambdas/lib/audit-scope';
import { companySettings } from '#lambdas/data/company-settings';
import { readStaffPolicy, recordTwoStepChange, saveStaffPolicy } from '#lambdas/data/staff-records';
import { siteUrl } from '#lambdas/lib/config';
import { ConflictError, NotFoundError } from '#lambdas/lib/errors';
import { mapInGroups } from '#lambdas/lib/in-groups';
import { logger } from '#lambdas/lib/logger';
import { generatePassword } from '#lambdas/lib/staff-password';
import {
  attributeOf,
  getStaffUser,
  hasTwoStep,
  staffPool,
  type StaffUser,
} from '#lambdas/lib/staff-pool';
import { forgetTwoStepState } from '#lambdas/lib/staff-two-step';
import { sendMail } from '#lambdas/mail/mailer';
import { staffInvitationMail } from './staff-invitation-mail';

// The Team section (docs/admin.md, decision 021): staff are the admin pool's users and their roles
// its groups, changed here through Cognito and recorded in the audit trail (decision 022) with
// the person who made the change. The team always keeps an enabled owner.

/** A staff change made in Cognito, recorded with the route that made it. */
function recordStaffChange(entry: Omit<NewAuditRecord, 'kind' | 'route'>) {
  const route = currentAuditScope()?.route;
  return recordAuditEvent({ ...entry, kind: 'staff', ...(route ? { route } : {}) });
}

/** Cognito's own word for a user who has not yet set their own password. */
const invitedStatus = 'FORCE_CHANGE_PASSWORD';

const statusOf = (enabled: boolean, cognitoStatus: string | undefined): StaffStatus =>
  !enabled ? 'disabled' : cognitoStatus === invitedStatus ? 'invited' : 'active';

async function groupsOf(username: string): Promise<string[]> {
  const { client, userPoolId } = staffPool();
  const groups: string[] = [];
  let nextToken: string | undefined;
  do {
    const page = await client.send(
      new AdminListGroupsForUserCommand({
        UserPoolId: userPoolId,
        Username: username,
        Limit: 60,
        NextToken: nextToken,
      }),
    );
    for (const group of page.Groups ?? []) if (group.GroupName) groups.push(group.GroupName);
    nextToken = page.NextToken;
  } while (nextToken);
  return groups;
}

function memberOf(user: StaffUser, groups: string[]): StaffMember {
  const username = user.Username ?? '';
  const enabled = user.Enabled ?? true;
  return {
    username,
    email: attributeOf(user.UserAttributes, 'email') ?? username,
    roles: staffRolesOf(groups),
    legacyAdmin: groups.includes(legacyAdminGroup),
    enabled,
    status: statusOf(enabled, user.UserStatus),
    twoStep: hasTwoStep(user),
    ...(user.UserCreateDate ? { createdAt: new Date(user.UserCreateDate).toISOString() } : {}),
  };
}

async function memberByUsername(username: string): Promise<StaffMember & { sub?: string }> {
  const user = await getStaffUser(username);
  if (!user?.Username) throw new NotFoundError(staffMessages.notFound);
  const sub = attributeOf(user.UserAttributes, 'sub');
  return { ...memberOf(user, await groupsOf(user.Username)), ...(sub ? { sub } : {}) };
}

async function everyUser(): Promise<UserType[]> {
  const { client, userPoolId } = staffPool();
  const users: UserType[] = [];
  let paginationToken: string | undefined;
  do {
    const page = await client.send(
      new ListUsersCommand({ UserPoolId: userPoolId, Limit: 60, PaginationToken: paginationToken }),
    );
    users.push(...(page.Users ?? []));
    paginationToken = page.PaginationToken;
  } while (paginationToken);
  return users;
}

/** Everyone in the admin pool, with roles and two-step state, oldest first. */
export async function listStaff(): Promise<StaffMember[]> {
  const users = await everyUser();
  // ListUsers carries neither groups nor two-step state: each person's are read, a few at once.
  const members = await mapInGroups(users, 5, async (listed) => {
    const username = listed.Username ?? '';
    const [user, groups] = await Promise.all([getStaffUser(username), groupsOf(username)]);
    return user ? memberOf(user, groups) : undefined;
  });
  return members
    .filter((member): member is StaffMember => member !== undefined)
    .sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? ''));
}

/** Usernames of the enabled people who hold owner, directly or through the legacy `admin`. */
async function enabledOwners(): Promise<Set<string>> {
  const { client, userPoolId } = staffPool();
  const owners = new Set<string>();
  for (const groupName of ['owner', legacyAdminGroup]) {
    let nextToken: string | undefined;
    do {
      const page = await client.send(
        new ListUsersInGroupCommand({
          UserPoolId: userPoolId,
          GroupName: groupName,
          Limit: 60,
          NextToken: nextToken,
        }),
      );
      for (const user of page.Users ?? []) {
        if (user.Username && user.Enabled !== false) owners.add(user.Username);
      }
      nextToken = page.NextToken;
    } while (nextToken);
  }
  return owners;
}

/** Refuses a change that would leave no enabled owner. */
async function keepAnOwner(member: StaffMember): Promise<void> {
  if (!member.enabled || !member.roles.includes('owner')) return;
  const owners = await enabledOwners();
  owners.delete(member.username);
  if (owners.size === 0) throw new ConflictError(staffMessages.lastOwner);
}

const signInUrl = () => new URL('/admin/login', siteUrl()).toString();

/**
 * Makes the person staff with the roles: a user with a temporary password that only their first
 * sign-in accepts (it then asks for their own), mailed by us rather than by Cognito. A mail that
 * cannot be sent undoes the invitation, so the owner can simply try again.
 */
export async function inviteStaff(invite: StaffInvite, actor: AuditActor): Promise<StaffMember> {
  const { client, userPoolId } = staffPool();
  if (await getStaffUser(invite.email)) throw new ConflictError(staffMessages.alreadyStaff);
  const temporaryPassword = generatePassword();
  let created: StaffUser['Username'];
  try {
    const answer = await client.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: invite.email,
        TemporaryPassword: temporaryPassword,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: invite.email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
    created = answer.User?.Username ?? invite.email;
  } catch (error) {
    if (error instanceof Error && error.name === 'UsernameExistsException') {
      throw new ConflictError(staffMessages.alreadyStaff);
    }
    throw error;
  }
  try {
    for (const role of invite.roles) {
      await client.send(
        new AdminAddUserToGroupCommand({
          UserPoolId: userPoolId,
          Username: created,
          GroupName: role,
        }),
      );
    }
    await sendMail(
      staffInvitationMail({
        email: invite.email,
        roles: invite.roles,
        temporaryPassword,
        signInUrl: signInUrl(),
        ...(actor.email ? { invitedBy: actor.email } : {}),
        company: await companySettings(),
      }),
    );
  } catch (error) {
    await client
      .send(new AdminDeleteUserCommand({ UserPoolId: userPoolId, Username: created }))
      .catch((undoError: unknown) =>
        logger.error('Could not undo an invitation that failed', { error: undoError }),
      );
    throw error;
  }
  await recordStaffChange({
    actor,
    recordId: invite.email,
    action: 'invite',
    changes: [{ field: 'roles', before: [], after: invite.roles }],
  });
  return memberByUsername(created);
}

/**
 * Gives the person exactly these roles. Taking owner away also takes the legacy `admin` group,
 * which counts as owner; the last enabled owner keeps it.
 */
export async function changeStaffRoles(
  username: string,
  roles: StaffRole[],
  actor: AuditActor,
): Promise<StaffMember> {
  const { client, userPoolId } = staffPool();
  const member = await memberByUsername(username);
  if (!roles.includes('owner')) await keepAnOwner(member);
  const groups = await groupsOf(member.username);
  const adding = roles.filter((role) => !groups.includes(role));
  const removing: string[] = staffRoles.filter(
    (role) => groups.includes(role) && !roles.includes(role),
  );
  if (!roles.includes('owner') && member.legacyAdmin) removing.push(legacyAdminGroup);
  for (const role of adding) {
    await client.send(
      new AdminAddUserToGroupCommand({
        UserPoolId: userPoolId,
        Username: member.username,
        GroupName: role,
      }),
    );
  }
  for (const groupName of removing) {
    await client.send(
      new AdminRemoveUserFromGroupCommand({
        UserPoolId: userPoolId,
        Username: member.username,
        GroupName: groupName,
      }),
    );
  }
  const after = await memberByUsername(member.username);
  if (adding.length || removing.length) {
    await recordStaffChange({
      actor,
      recordId: member.email,
      action: 'roles',
      changes: [{ field: 'roles', before: member.roles, after: after.roles }],
    });
  }
  return after;
}

/** Stops the person signing in, and ends the sessions they have (their refresh tokens). */
export async function disableStaff(username: string, actor: AuditActor): Promise<StaffMember> {
  const { client, userPoolId } = staffPool();
  const member = await memberByUsername(username);
  if (member.sub === actor.sub) throw new ConflictError(staffMessages.disableSelf);
  if (!member.enabled) return member;
  await keepAnOwner(member);
  await client.send(
    new AdminDisableUserCommand({ UserPoolId: userPoolId, Username: member.username }),
  );
  await client.send(
    new AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId, Username: member.username }),
  );
  await recordStaffChange({
    actor,
    recordId: member.email,
    action: 'disable',
    changes: [{ field: 'enabled', before: true, after: false }],
  });
  return { ...member, enabled: false, status: 'disabled' };
}

export async function enableStaff(username: string, actor: AuditActor): Promise<StaffMember> {
  const { client, userPoolId } = staffPool();
  const member = await memberByUsername(username);
  if (member.enabled) return member;
  await client.send(
    new AdminEnableUserCommand({ UserPoolId: userPoolId, Username: member.username }),
  );
  await recordStaffChange({
    actor,
    recordId: member.email,
    action: 'enable',
    changes: [{ field: 'enabled', before: false, after: true }],
  });
  return memberByUsername(member.username);
}

export const staffPolicy = (): Promise<StaffPolicy> => readStaffPolicy();

/**
 * Saves the policy (the table write is audited by itself, decision 022). An owner who does not
 * use two-step sign-in cannot require it: the rule would lock them out at once.
 */
export async function changeStaffPolicy(
  policy: StaffPolicy,
  actor: AuditActor,
): Promise<StaffPolicy> {
  if (policy.twoStepRequiredForOwnerAndFinance) {
    const self = await getStaffUser(actor.sub);
    if (!self || !hasTwoStep(self)) throw new ConflictError(staffMessages.policyNeedsOwnTwoStep);
  }
  await saveStaffPolicy(policy);
  forgetTwoStepState();
  return policy;
}

/**
 * The signed-in person turned two-step sign-in on or off under Account Security: the state is
 * read from the pool (never taken from the request) and recorded when it changed.
 */
export async function reportOwnTwoStep(actor: AuditActor): Promise<OwnTwoStepResponse> {
  const self = await getStaffUser(actor.sub);
  if (!self) throw new NotFoundError(staffMessages.notFound);
  const twoStep = hasTwoStep(self);
  const email = actor.email ?? attributeOf(self.UserAttributes, 'email') ?? actor.sub;
  const route = currentAuditScope()?.route;
  const recorded = await recordTwoStepChange(actor.sub, twoStep, {
    actor: { sub: actor.sub, email },
    ...(route ? { route } : {}),
    kind: 'staff',
    recordId: email,
    action: twoStep ? 'two-step-on' : 'two-step-off',
    changes: [{ field: 'twoStep', before: !twoStep, after: twoStep }],
  });
  forgetTwoStepState(actor.sub);
  return { twoStep, recorded };
}
