import { Match } from 'aws-cdk-lib/assertions';
import { describe, it } from 'vitest';
import { buildStack } from './stack-fixture';

const { template } = buildStack();

describe('the user pool', () => {
  it('lets nobody sign themselves up', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
    });
  });

  it('signs in with e-mail', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', { UsernameAttributes: ['email'] });
  });

  it('demands strong passwords', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: 12,
          RequireLowercase: true,
          RequireUppercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
        }),
      },
    });
  });

  it('is kept when the stack is updated or deleted, but removed when its first create fails', () => {
    template.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'RetainExceptOnCreate',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtection: Match.absent() }),
    });
  });

  it('has the admin group', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: 'admin' });
  });

  it('has a web client without a secret, signing in with SRP or a password', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: Match.arrayWith([
        'ALLOW_USER_PASSWORD_AUTH',
        'ALLOW_USER_SRP_AUTH',
        'ALLOW_REFRESH_TOKEN_AUTH',
      ]),
    });
  });
});
