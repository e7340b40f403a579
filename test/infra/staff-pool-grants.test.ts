import { describe, expect, it } from 'vitest';
import { apiAreas } from '#lambdas/api-routes';
import { isAdminRouteKey } from '#lambdas/lib/admin-auth';
import {
  needsOf,
  staffPoolManageActions,
  staffPoolReadActions,
} from '../../infra/constructs/area-function';
import {
  buildStack,
  logicalIdStartingWith,
  resourcesOfType,
  roleStatementsOf,
  statementActions,
} from './stack-fixture';

// The admin pool's rights (decision 021): the Team section's Lambda manages staff with exactly
// the calls it makes; every other admin area may only read a person's two-step sign-in, which
// the owners' policy checks on each admin route.

const { template } = buildStack();
const functions = resourcesOfType(template, 'AWS::Lambda::Function');
const adminPoolId = logicalIdStartingWith(template, 'AWS::Cognito::UserPool', 'AuthUserPool');
const adminPoolArn = { 'Fn::GetAtt': [adminPoolId, 'Arn'] };
const pascal = (area: string) =>
  area.replace(/(^|-)([a-z])/g, (_, __: string, letter: string) => letter.toUpperCase());
const functionIdOf = (area: string) =>
  logicalIdStartingWith(template, 'AWS::Lambda::Function', `Api${pascal(area)}Function`);

function adminPoolActionsOf(functionId: string): string[] {
  return roleStatementsOf(template, functionId)
    .filter(
      (statement) =>
        statement.Effect === 'Allow' &&
        JSON.stringify(statement.Resource) === JSON.stringify(adminPoolArn),
    )
    .flatMap(statementActions);
}

const environmentOf = (functionId: string) =>
  (functions[functionId]!.Properties!.Environment as { Variables: Record<string, unknown> })
    .Variables;

describe('the Team section’s Lambda (admin-staff)', () => {
  const id = functionIdOf('admin-staff');

  it('may make exactly the admin pool calls lambdas/site/staff-accounts.ts makes', () => {
    expect(adminPoolActionsOf(id).sort()).toEqual(
      [
        'cognito-idp:AdminAddUserToGroup',
        'cognito-idp:AdminCreateUser',
        'cognito-idp:AdminDeleteUser',
        'cognito-idp:AdminDisableUser',
        'cognito-idp:AdminEnableUser',
        'cognito-idp:AdminGetUser',
        'cognito-idp:AdminListGroupsForUser',
        'cognito-idp:AdminRemoveUserFromGroup',
        'cognito-idp:AdminUserGlobalSignOut',
        'cognito-idp:ListUsers',
        'cognito-idp:ListUsersInGroup',
      ].sort(),
    );
    expect([...staffPoolManageActions].sort()).toEqual(adminPoolActionsOf(id).sort());
  });

  it('is told the admin pool and the site’s address for the invitation’s sign-in link', () => {
    const variables = environmentOf(id);
    expect(variables.COGNITO_USER_POOL_ID).toEqual({ Ref: adminPoolId });
    expect(variables.SITE_URL).toBeDefined();
    expect(variables.MAIL_FROM).toBeDefined();
  });

  it('cannot set anyone’s password or delete a group', () => {
    const actions = roleStatementsOf(template, id).flatMap(statementActions);
    expect(actions).not.toContain('cognito-idp:AdminSetUserPassword');
    expect(actions).not.toContain('cognito-idp:DeleteGroup');
    expect(actions).not.toContain('cognito-idp:*');
  });
});

describe('every other area with admin routes', () => {
  const adminAreas = apiAreas
    .filter((area) => area.routeKeys.some(isAdminRouteKey))
    .map((area) => area.name)
    .filter((name) => name !== 'admin-staff');

  it('reads a person’s two-step sign-in, the policy’s check, and nothing else of the pool', () => {
    expect(adminAreas.length).toBeGreaterThan(5);
    for (const area of adminAreas) {
      expect(needsOf(area).staffPool, area).toBe('twoStep');
      const id = functionIdOf(area);
      expect(adminPoolActionsOf(id), area).toEqual(staffPoolReadActions);
      expect(environmentOf(id).COGNITO_USER_POOL_ID, area).toEqual({ Ref: adminPoolId });
    }
  });

  it('public areas have no right on the admin pool', () => {
    const publicAreas = apiAreas.filter((area) => !area.routeKeys.some(isAdminRouteKey));
    expect(publicAreas.length).toBeGreaterThan(5);
    for (const area of publicAreas) {
      expect(adminPoolActionsOf(functionIdOf(area.name)), area.name).toEqual([]);
    }
  });
});
