import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { buildStack, logicalIdStartingWith } from './stack-fixture';

const { template } = buildStack();

// The stack has a second pool, the learners' (learner-auth.test.ts); every check here names the
// admins' pool, so the learner pool cannot make one pass.
const adminPoolId = logicalIdStartingWith(template, 'AWS::Cognito::UserPool', 'AuthUserPool');
const adminPool = { Ref: adminPoolId };

describe('the user pool', () => {
  it('lets nobody sign themselves up', () => {
    expect(adminPoolProperties()).toMatchObject({
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
    });
  });

  it('signs in with e-mail', () => {
    expect(adminPoolProperties()).toMatchObject({ UsernameAttributes: ['email'] });
  });

  it('demands strong passwords', () => {
    expect(adminPoolProperties()).toMatchObject({
      Policies: {
        PasswordPolicy: {
          MinimumLength: 12,
          RequireLowercase: true,
          RequireUppercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
        },
      },
    });
  });

  it('is kept when the stack is updated or deleted, but removed when its first create fails', () => {
    const resource = template.toJSON().Resources[adminPoolId] as Record<string, unknown>;
    expect(resource).toMatchObject({
      DeletionPolicy: 'RetainExceptOnCreate',
      UpdateReplacePolicy: 'Retain',
    });
    expect(adminPoolProperties()).not.toHaveProperty('DeletionProtection');
  });

  it('has the legacy admin group and one group per staff role (decision 021)', () => {
    const groups = template.findResources('AWS::Cognito::UserPoolGroup', {
      Properties: { UserPoolId: adminPool },
    });
    const names = Object.values(groups).map(
      (group) => (group as { Properties: { GroupName: string } }).Properties.GroupName,
    );
    expect(names.sort()).toEqual(['admin', 'content', 'finance', 'owner', 'sales']);
  });

  it('has a web client without a secret, signing in with SRP or a password', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      UserPoolId: adminPool,
      GenerateSecret: false,
      ExplicitAuthFlows: Match.arrayWith([
        'ALLOW_USER_PASSWORD_AUTH',
        'ALLOW_USER_SRP_AUTH',
        'ALLOW_REFRESH_TOKEN_AUTH',
      ]),
    });
  });
});

function adminPoolProperties(): Record<string, unknown> {
  return (template.toJSON().Resources[adminPoolId] as { Properties: Record<string, unknown> })
    .Properties;
}
