import {
  type CognitoIdentityProviderClient,
  CreateGroupCommand,
  ListGroupsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { legacyAdminGroup, staffRoles } from '#shared/admin/staff-roles';

// The staff role groups of the admin pool (decision 021). The cloud pool gets its groups from the
// CDK (infra/constructs/auth.ts); locally the stack and admin:create call this. The migration of
// `admin` to `owner` is lambdas/site/staff-owner-migration.ts, which the deploy runs too.

/** Every group the admin pool needs: the legacy `admin` and one per staff role. */
export const staffGroupNames = [legacyAdminGroup, ...staffRoles] as const;

/**
 * Creates the groups that are missing. cognito-local's CreateGroup replaces an existing group and
 * drops its members (real Cognito answers GroupExistsException), so only missing ones are made;
 * and GetGroup on a pool without groups fails in cognito-local, so they are listed.
 */
export async function ensureStaffGroups(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
): Promise<void> {
  const existing = new Set<string>();
  let nextToken: string | undefined;
  do {
    const page = await client.send(
      new ListGroupsCommand({ UserPoolId: userPoolId, Limit: 60, NextToken: nextToken }),
    );
    for (const group of page.Groups ?? []) if (group.GroupName) existing.add(group.GroupName);
    nextToken = page.NextToken;
  } while (nextToken);
  for (const groupName of staffGroupNames) {
    if (!existing.has(groupName)) {
      await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: groupName }));
    }
  }
}
