import {
  AdminAddUserToGroupCommand,
  type CognitoIdentityProviderClient,
  ListUsersInGroupCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { legacyAdminGroup } from '#shared/admin/staff-roles';

// Every member of the legacy group `admin` becomes an owner (decision 021): at each deploy, by
// the admin pool's custom resource (lambdas/site/handlers/staff-owner-migration.ts), and at each
// `npm start` (scripts/local/cognito-local.ts).

/**
 * Adds every member of `admin` to `owner` and answers how many there were. Its calls are the only ones its
 * Lambda may make (ownerMigrationActions, infra/constructs/auth.ts). Adding a member again changes
 * nothing, so it may run at every start and every deploy.
 */
export async function migrateAdminsToOwners(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
): Promise<number> {
  let members = 0;
  let nextToken: string | undefined;
  do {
    const page = await client.send(
      new ListUsersInGroupCommand({
        UserPoolId: userPoolId,
        GroupName: legacyAdminGroup,
        Limit: 60,
        NextToken: nextToken,
      }),
    );
    for (const user of page.Users ?? []) {
      if (!user.Username) continue;
      await client.send(
        new AdminAddUserToGroupCommand({
          UserPoolId: userPoolId,
          Username: user.Username,
          GroupName: 'owner',
        }),
      );
      members += 1;
    }
    nextToken = page.NextToken;
  } while (nextToken);
  return members;
}
