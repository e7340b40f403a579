import { describe, expect, it } from 'vitest';
import { buildStack, logicalIdStartingWith, resourcesOfType } from './stack-fixture';

// The learners' sign-in (decision 014, infra/constructs/learner-auth.ts): a pool of its own with
// the custom challenge, and the two Lambdas that use it.

const { template } = buildStack();
const resources = template.toJSON().Resources as Record<
  string,
  { Type: string; Properties?: Record<string, unknown> }
>;
const functions = resourcesOfType(template, 'AWS::Lambda::Function');
const policies = resourcesOfType(template, 'AWS::IAM::Policy');

const learnerPoolId = logicalIdStartingWith(
  template,
  'AWS::Cognito::UserPool',
  'LearnerAuthUserPool',
);
const adminPoolId = logicalIdStartingWith(template, 'AWS::Cognito::UserPool', 'AuthUserPool');
const learnerClientId = logicalIdStartingWith(
  template,
  'AWS::Cognito::UserPoolClient',
  'LearnerAuthUserPoolClient',
);
const challengeFunctionId = logicalIdStartingWith(
  template,
  'AWS::Lambda::Function',
  'LearnerAuthLearnerSignInChallengeFunction',
);
const signInFunctionId = logicalIdStartingWith(
  template,
  'AWS::Lambda::Function',
  'ApiLearnerSignInFunction',
);

const learnerPool = resources[learnerPoolId]!;
const learnerClient = resources[learnerClientId]!.Properties!;
const poolArn = (poolId: string) => ({ 'Fn::GetAtt': [poolId, 'Arn'] });

type Statement = { Action: string | string[]; Effect: string; Resource: unknown };

/** The role of a function, by logical id. */
function roleOf(functionId: string): string {
  const role = functions[functionId]!.Properties!.Role as { 'Fn::GetAtt': [string, string] };
  return role['Fn::GetAtt'][0];
}

/** The logical ids of the policies attached to a function's role. */
function policyIdsOf(functionId: string): string[] {
  const role = roleOf(functionId);
  return Object.entries(policies)
    .filter(([, policy]) =>
      (policy.Properties!.Roles as Array<{ Ref: string }>).some((ref) => ref.Ref === role),
    )
    .map(([id]) => id);
}

function statementsOf(functionId: string): Statement[] {
  return policyIdsOf(functionId).flatMap(
    (id) => (policies[id]!.Properties!.PolicyDocument as { Statement: Statement[] }).Statement,
  );
}

const actionsOf = (statement: Statement) =>
  Array.isArray(statement.Action) ? statement.Action : [statement.Action];

function allowedActionsOf(functionId: string): string[] {
  return statementsOf(functionId)
    .filter((statement) => statement.Effect === 'Allow')
    .flatMap(actionsOf);
}

function environmentOf(functionId: string): Record<string, unknown> {
  return (functions[functionId]!.Properties!.Environment as { Variables: Record<string, unknown> })
    .Variables;
}

describe('the learner pool', () => {
  it('is a pool of its own, apart from the admin pool', () => {
    template.resourceCountIs('AWS::Cognito::UserPool', 2);
    expect(learnerPoolId).not.toBe(adminPoolId);
  });

  it('lets nobody sign up and signs in with the e-mail address, whatever its case', () => {
    expect(learnerPool.Properties).toMatchObject({
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      UsernameAttributes: ['email'],
      UsernameConfiguration: { CaseSensitive: false },
      AutoVerifiedAttributes: ['email'],
    });
  });

  it('requires the e-mail address, which nobody can change afterwards', () => {
    expect(learnerPool.Properties!.Schema).toEqual([
      { Name: 'email', Required: true, Mutable: false },
    ]);
  });

  it('offers no account recovery, no MFA, and is on the Lite plan', () => {
    expect(learnerPool.Properties).toMatchObject({
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'admin_only', Priority: 1 }] },
      MfaConfiguration: 'OFF',
      UserPoolTier: 'LITE',
    });
  });

  it('is kept when the stack is updated or deleted, like the admin pool', () => {
    expect(learnerPool).toMatchObject({
      DeletionPolicy: 'RetainExceptOnCreate',
      UpdateReplacePolicy: 'Retain',
    });
    expect(learnerPool.Properties).not.toHaveProperty('DeletionProtection');
  });

  it('runs the one challenge Lambda for define, create and verify, and no other trigger', () => {
    const challengeArn = { 'Fn::GetAtt': [challengeFunctionId, 'Arn'] };
    expect(learnerPool.Properties!.LambdaConfig).toEqual({
      DefineAuthChallenge: challengeArn,
      CreateAuthChallenge: challengeArn,
      VerifyAuthChallengeResponse: challengeArn,
    });
  });

  it('may invoke the challenge Lambda, and only the learner pool may', () => {
    const permissions = Object.values(resourcesOfType(template, 'AWS::Lambda::Permission'))
      .map((permission) => permission.Properties!)
      .filter(
        (properties) =>
          JSON.stringify(properties.FunctionName) ===
          JSON.stringify({ 'Fn::GetAtt': [challengeFunctionId, 'Arn'] }),
      );
    expect(permissions.length).toBeGreaterThan(0);
    for (const permission of permissions) {
      expect(permission).toEqual({
        Action: 'lambda:InvokeFunction',
        FunctionName: { 'Fn::GetAtt': [challengeFunctionId, 'Arn'] },
        Principal: 'cognito-idp.amazonaws.com',
        SourceArn: poolArn(learnerPoolId),
      });
    }
  });

  it('gives its challenge Lambda nothing of either pool', () => {
    // The trigger needs no rights on the pool; naming its own pool would also be a dependency
    // cycle (pool → Lambda → pool), which CDK's template validation refuses at synth.
    for (const id of [
      challengeFunctionId,
      roleOf(challengeFunctionId),
      ...policyIdsOf(challengeFunctionId),
    ]) {
      expect(JSON.stringify(resources[id]), id).not.toContain(learnerPoolId);
      expect(JSON.stringify(resources[id]), id).not.toContain(adminPoolId);
    }
  });
});

describe('the learner pool’s client', () => {
  it('is the pool’s one client', () => {
    const clients = Object.values(resourcesOfType(template, 'AWS::Cognito::UserPoolClient'))
      .map((client) => JSON.stringify(client.Properties!.UserPoolId))
      .filter((pool) => pool === JSON.stringify({ Ref: learnerPoolId }));
    expect(clients).toHaveLength(1);
  });

  it('allows only the custom challenge and refreshing, with a secret and no OAuth', () => {
    expect([...(learnerClient.ExplicitAuthFlows as string[])].sort()).toEqual([
      'ALLOW_CUSTOM_AUTH',
      'ALLOW_REFRESH_TOKEN_AUTH',
    ]);
    expect(learnerClient).toMatchObject({
      UserPoolId: { Ref: learnerPoolId },
      GenerateSecret: true,
      AllowedOAuthFlowsUserPoolClient: false,
    });
    expect(learnerClient).not.toHaveProperty('AllowedOAuthFlows');
    expect(learnerClient).not.toHaveProperty('CallbackURLs');
  });

  it('never tells whether an address has an account', () => {
    expect(learnerClient.PreventUserExistenceErrors).toBe('ENABLED');
  });

  it('keeps an attempt as long as its code, tokens an hour and the refresh token 30 days', () => {
    expect(learnerClient).toMatchObject({
      AuthSessionValidity: 10,
      AccessTokenValidity: 60,
      IdTokenValidity: 60,
      RefreshTokenValidity: 30 * 24 * 60,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'minutes' },
      EnableTokenRevocation: true,
    });
  });
});

describe('the learner-sign-in Lambda', () => {
  it('is told the learner pool and client, and nothing else beyond the table', () => {
    const variables = environmentOf(signInFunctionId);
    expect(Object.keys(variables).sort()).toEqual(
      [
        'NODE_OPTIONS',
        'LOG_LEVEL',
        'POWERTOOLS_SERVICE_NAME',
        'ORIGIN_VERIFY_SECRET_ARN',
        'TABLE_NAME',
        'LEARNER_USER_POOL_ID',
        'LEARNER_CLIENT_ID',
      ].sort(),
    );
    expect(variables.LEARNER_USER_POOL_ID).toEqual({ Ref: learnerPoolId });
    expect(variables.LEARNER_CLIENT_ID).toEqual({ Ref: learnerClientId });
  });

  it('may create, start and answer sign-ins, and read the client’s secret, on the learner pool only', () => {
    const cognito = statementsOf(signInFunctionId).filter((statement) =>
      actionsOf(statement).some((action) => action.startsWith('cognito-idp:')),
    );
    expect(cognito).toHaveLength(1);
    expect(cognito[0]!.Effect).toBe('Allow');
    expect([...actionsOf(cognito[0]!)].sort()).toEqual([
      'cognito-idp:AdminCreateUser',
      'cognito-idp:AdminInitiateAuth',
      'cognito-idp:AdminRespondToAuthChallenge',
      'cognito-idp:DescribeUserPoolClient',
    ]);
    expect(cognito[0]!.Resource).toEqual(poolArn(learnerPoolId));
  });

  it('has no right on the admin pool', () => {
    for (const id of policyIdsOf(signInFunctionId)) {
      expect(JSON.stringify(policies[id])).not.toContain(adminPoolId);
    }
    expect(JSON.stringify(environmentOf(signInFunctionId))).not.toContain(adminPoolId);
  });

  it('reads and writes the table (rate limits, enrolments), and sends no mail itself', () => {
    const actions = allowedActionsOf(signInFunctionId);
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:Query', 'dynamodb:UpdateItem']));
    expect(actions.filter((action) => action.startsWith('ses:'))).toEqual([]);
  });

  it('is the only Lambda that may call the learner pool', () => {
    // The admin areas' rights on the admin pool are test/infra/staff-pool-grants.test.ts's.
    const callers = Object.keys(functions).filter((id) =>
      statementsOf(id).some(
        (statement) =>
          statement.Effect === 'Allow' &&
          actionsOf(statement).some((action) => action.startsWith('cognito-idp:')) &&
          JSON.stringify(statement.Resource).includes(learnerPoolId),
      ),
    );
    expect(callers).toEqual([signInFunctionId]);
  });
});

describe('the challenge Lambda', () => {
  it('is told the table and the sender, and nothing else', () => {
    expect(Object.keys(environmentOf(challengeFunctionId)).sort()).toEqual(
      ['NODE_OPTIONS', 'LOG_LEVEL', 'POWERTOOLS_SERVICE_NAME', 'TABLE_NAME', 'MAIL_FROM'].sort(),
    );
    expect(environmentOf(challengeFunctionId).MAIL_FROM).toBe(
      'Nexora Technologies <no-reply@nexoratech.in>',
    );
  });

  it('sends mail as the other senders do, through the configuration set', () => {
    const ses = statementsOf(challengeFunctionId).filter((statement) =>
      actionsOf(statement).some((action) => action.startsWith('ses:')),
    );
    expect(ses).toHaveLength(1);
    expect([...actionsOf(ses[0]!)].sort()).toEqual(['ses:SendEmail', 'ses:SendRawEmail']);
    const resources = JSON.stringify(ses[0]!.Resource);
    expect(resources).toContain(':identity/*');
    expect(resources).toMatch(/:configuration-set\/",\{"Ref":"MailConfigurationSet/);
  });

  it('reads and writes the table, where it keeps and spends the address’s code', () => {
    const actions = allowedActionsOf(challengeFunctionId);
    expect(actions).toEqual(
      expect.arrayContaining([
        'dynamodb:GetItem',
        'dynamodb:PutItem',
        'dynamodb:DeleteItem',
        'dynamodb:ConditionCheckItem',
      ]),
    );
  });

  it('may do nothing else: no Cognito, secrets, buckets or other Lambdas', () => {
    const actions = allowedActionsOf(challengeFunctionId).filter(
      (action) => !/^(dynamodb|ses|xray):/.test(action),
    );
    expect(actions).toEqual([]);
  });

  it('gives up within the five seconds Cognito waits for a trigger', () => {
    expect(functions[challengeFunctionId]!.Properties!.Timeout).toBe(5);
  });

  it('is watched by the Lambda alarms, as every function is', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'Errors',
      Namespace: 'AWS/Lambda',
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: challengeFunctionId } }],
    });
  });
});

describe('the stack’s outputs', () => {
  it('name the learner pool and its client for the web', () => {
    template.hasOutput('LearnerUserPoolId', { Value: { Ref: learnerPoolId } });
    template.hasOutput('LearnerClientId', { Value: { Ref: learnerClientId } });
  });
});
