import * as z from 'zod';
import type { LearnerIdentityContext, RequestCaller } from './context';
import { answerCustomChallenge, startCustomAuth, type AuthStep } from './custom-auth';
import { assertClient, assertSecretHash, assertUserPool } from './pool';
import { CognitoError, parseInput } from './protocol';
import type { SignInCaller } from './trigger-events';

// AdminInitiateAuth (CUSTOM_AUTH and REFRESH_TOKEN_AUTH, the flows the learner client allows)
// and AdminRespondToAuthChallenge (the answer to a CUSTOM_CHALLENGE). The client has a secret,
// so every one of these calls carries its SECRET_HASH, as Cognito demands.

const stringMap = z.record(z.string(), z.string());

const adminInitiateAuthInput = z.object({
  UserPoolId: z.string(),
  ClientId: z.string(),
  AuthFlow: z.string(),
  AuthParameters: stringMap.optional(),
  ClientMetadata: stringMap.optional(),
});

const adminRespondToAuthChallengeInput = z.object({
  UserPoolId: z.string(),
  ClientId: z.string(),
  ChallengeName: z.string(),
  Session: z.string().optional(),
  ChallengeResponses: stringMap.optional(),
  ClientMetadata: stringMap.optional(),
});

export async function adminInitiateAuth(
  context: LearnerIdentityContext,
  body: unknown,
  caller: RequestCaller,
): Promise<AuthStep> {
  const input = parseInput(adminInitiateAuthInput, body);
  assertUserPool(context.pool, input.UserPoolId);
  assertClient(context.pool, input.ClientId);
  switch (input.AuthFlow) {
    case 'CUSTOM_AUTH': {
      const username = requiredParameter(input.AuthParameters, 'USERNAME');
      assertSecretHash(context.pool, username, input.AuthParameters?.SECRET_HASH);
      const user = context.users.find(username);
      if (!user) throw new CognitoError('UserNotFoundException', 'User does not exist.');
      return startCustomAuth(context, signInCaller(context, input, caller, user));
    }
    case 'REFRESH_TOKEN_AUTH':
    case 'REFRESH_TOKEN': {
      const refreshToken = requiredParameter(input.AuthParameters, 'REFRESH_TOKEN');
      const tokens = context.tokens.refresh(refreshToken, input.ClientId, context.users, (user) =>
        assertSecretHash(context.pool, user, input.AuthParameters?.SECRET_HASH),
      );
      return { ChallengeParameters: {}, AuthenticationResult: tokens };
    }
    default:
      throw new CognitoError(
        'InvalidParameterException',
        `Auth flow not enabled for this client: ${input.AuthFlow} (the learner client allows ` +
          'CUSTOM_AUTH and REFRESH_TOKEN_AUTH).',
      );
  }
}

export async function adminRespondToAuthChallenge(
  context: LearnerIdentityContext,
  body: unknown,
  caller: RequestCaller,
): Promise<AuthStep> {
  const input = parseInput(adminRespondToAuthChallengeInput, body);
  assertUserPool(context.pool, input.UserPoolId);
  assertClient(context.pool, input.ClientId);
  if (input.ChallengeName !== 'CUSTOM_CHALLENGE') {
    throw new CognitoError(
      'InvalidParameterException',
      `ChallengeName ${input.ChallengeName} is not the challenge of this sign-in: ` +
        'the learner pool asks CUSTOM_CHALLENGE only.',
    );
  }
  const username = requiredParameter(input.ChallengeResponses, 'USERNAME');
  const answer = requiredParameter(input.ChallengeResponses, 'ANSWER');
  assertSecretHash(context.pool, username, input.ChallengeResponses?.SECRET_HASH);
  const pending = context.sessions.take(input.Session);
  const user = context.users.find(username);
  if (!user || user.username !== pending.username || pending.clientId !== input.ClientId) {
    throw new CognitoError('NotAuthorizedException', 'Invalid session for the user.');
  }
  return answerCustomChallenge(
    context,
    signInCaller(context, input, caller, user),
    pending,
    answer,
  );
}

function signInCaller(
  context: LearnerIdentityContext,
  input: { ClientId: string; ClientMetadata?: Record<string, string> | undefined },
  caller: RequestCaller,
  user: SignInCaller['user'],
): SignInCaller {
  return {
    pool: context.pool,
    user,
    clientId: input.ClientId,
    awsSdkVersion: caller.awsSdkVersion,
    ...(input.ClientMetadata ? { clientMetadata: input.ClientMetadata } : {}),
  };
}

function requiredParameter(parameters: Record<string, string> | undefined, name: string): string {
  const value = parameters?.[name];
  if (!value) {
    throw new CognitoError('InvalidParameterException', `Missing required parameter ${name}`);
  }
  return value;
}
