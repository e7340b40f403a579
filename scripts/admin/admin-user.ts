import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { StaffRole } from '#shared/admin/staff-roles';

// Makes someone staff (docs/admin.md): the user exists, confirmed, with a permanent password, and
// is a member of the role groups every /api/admin/* route checks (decision 021).

export interface AdminUserResult {
  created: boolean;
  /** The password now set; undefined when an existing user keeps the one they have. */
  password?: string;
  /** The password is for the first sign-in only: Cognito then asks for one of their own. */
  temporary: boolean;
  /** The role groups the user was added to. */
  roles: StaffRole[];
}

async function userExists(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  email: string,
): Promise<boolean> {
  try {
    await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }));
    return true;
  } catch (error) {
    if (error instanceof Error && error.name === 'UserNotFoundException') return false;
    throw error;
  }
}

/**
 * Creates the user (no invitation mail: the operator hands the password over) or finds them, sets
 * the given password (a new user without one gets `newPassword()`), and adds them to the groups of
 * the given roles (owner when none are given); groups they are already in stay as they are.
 * With `temporary`, the password opens the first sign-in only, where the admin must choose their
 * own (the sign-in page's new-password step), so the operator never knows it.
 */
export async function ensureAdminUser(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  user: { email: string; password?: string; temporary?: boolean; roles?: StaffRole[] },
  newPassword: () => string,
): Promise<AdminUserResult> {
  const temporary = Boolean(user.temporary);
  const created = !(await userExists(client, userPoolId, user.email));
  const password = user.password ?? (created ? newPassword() : undefined);
  if (created) {
    await client.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: user.email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: user.email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
  }
  if (password) {
    // Permanent unless asked otherwise: then the first sign-in asks for a new password.
    await client.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: userPoolId,
        Username: user.email,
        Password: password,
        Permanent: !temporary,
      }),
    );
  }
  const roles: StaffRole[] = user.roles?.length ? user.roles : ['owner'];
  for (const role of roles) {
    await client.send(
      new AdminAddUserToGroupCommand({
        UserPoolId: userPoolId,
        Username: user.email,
        GroupName: role,
      }),
    );
  }
  return {
    created,
    ...(password ? { password } : {}),
    temporary: temporary && Boolean(password),
    roles,
  };
}
