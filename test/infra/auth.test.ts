import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { buildStack, logicalIdStartingWith, resourcesOfType } from './stack-fixture';

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

describe('the admin pool’s staff sign-in events (decision 023)', () => {
  const signInEvents = logicalIdStartingWith(
    template,
    'AWS::Lambda::Function',
    'AuthStaffSignInEventsFunction',
  );
  const signInEventsArn = { 'Fn::GetAtt': [signInEvents, 'Arn'] };

  it('calls one Lambda before and after each authentication', () => {
    expect(adminPoolProperties()).toMatchObject({
      LambdaConfig: { PreAuthentication: signInEventsArn, PostAuthentication: signInEventsArn },
    });
  });

  it('lets the admin pool, and no other, invoke it', () => {
    const permissions = Object.values(resourcesOfType(template, 'AWS::Lambda::Permission'))
      .map((resource) => resource.Properties as Record<string, unknown>)
      .filter((properties) => JSON.stringify(properties.FunctionName).includes(signInEvents));
    const fromCognito = permissions.filter(
      (properties) => properties.Principal === 'cognito-idp.amazonaws.com',
    );
    expect(fromCognito.length).toBeGreaterThan(0);
    for (const properties of fromCognito) {
      expect(properties.SourceArn).toEqual({ 'Fn::GetAtt': [adminPoolId, 'Arn'] });
    }
  });

  it('settles attempts no success followed every five minutes, without retries', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(5 minutes)',
      Targets: [
        Match.objectLike({
          Arn: signInEventsArn,
          RetryPolicy: { MaximumRetryAttempts: 0 },
        }),
      ],
    });
  });

  it('may write the table', () => {
    const role = (
      template.toJSON().Resources[signInEvents] as {
        Properties: { Role: { 'Fn::GetAtt': [string, string] } };
      }
    ).Properties.Role['Fn::GetAtt'][0];
    const statements = JSON.stringify(
      Object.values(resourcesOfType(template, 'AWS::IAM::Policy')).filter((policy) =>
        JSON.stringify(policy.Properties!.Roles).includes(`"${role}"`),
      ),
    );
    expect(statements).toMatch(/"dynamodb:PutItem"[^\]]*\][^}]*DataTable/);
    expect(statements).not.toContain('cognito-idp:');
  });
});

describe('the migration of admin to owner at each deploy (decision 021)', () => {
  it('is a custom resource on the admin pool that each synth changes, after the groups exist', () => {
    const migrations = template.findResources('Custom::StaffOwnerMigration');
    const [migration] = Object.values(migrations) as Array<{
      Properties: Record<string, unknown>;
      DependsOn?: string[];
    }>;
    expect(Object.keys(migrations)).toHaveLength(1);
    expect(migration!.Properties).toMatchObject({
      UserPoolId: adminPool,
      DeployedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(migration!.DependsOn).toEqual(
      expect.arrayContaining([expect.stringMatching(/^AuthOwnerGroup/)]),
    );
  });

  it('runs the Lambda that shares the local migration’s code', () => {
    const migration = logicalIdStartingWith(
      template,
      'AWS::Lambda::Function',
      'AuthStaffOwnerMigrationFunction',
    );
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({ POWERTOOLS_SERVICE_NAME: 'techsite-staff-owner-migration' }),
      },
    });
    const framework = JSON.stringify(
      template.findResources('AWS::Lambda::Function', {
        Properties: { Description: Match.stringLikeRegexp('OwnerMigrationProvider') },
      }),
    );
    expect(framework).toContain(migration);
  });
});

function adminPoolProperties(): Record<string, unknown> {
  return (template.toJSON().Resources[adminPoolId] as { Properties: Record<string, unknown> })
    .Properties;
}
