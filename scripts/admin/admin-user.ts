import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';

// Makes someone an admin (issue 5): the user exists, confirmed, with a permanent password, and is
// a member of the `admin` group that every /api/admin/* route checks.

export const adminGroupName = 'admin';

export interface AdminUserResult {
  created: boolean;
  /** The password now set; undefined when an existing user keeps the one they have. */
  password?: string;
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
 * the given password (a new user without one gets `newPassword()`), and adds them to `admin`.
 */
export async function ensureAdminUser(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  user: { email: string; password?: string },
  newPassword: () => string,
): Promise<AdminUserResult> {
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
    // Permanent: no "change your temporary password" step at the first sign-in.
    await client.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: userPoolId,
        Username: user.email,
        Password: password,
        Permanent: true,
      }),
    );
  }
  await client.send(
    new AdminAddUserToGroupCommand({
      UserPoolId: userPoolId,
      Username: user.email,
      GroupName: adminGroupName,
    }),
  );
  return { created, ...(password ? { password } : {}) };
}
