import { createHmac } from 'node:crypto';
import {
  AdminCreateUserCommand,
  AdminInitiateAuthCommand,
  AdminRespondToAuthChallengeCommand,
  CognitoIdentityProviderClient,
  DescribeUserPoolClientCommand,
  type AuthenticationResultType,
} from '@aws-sdk/client-cognito-identity-provider';
import { learnerSignInMessages, type LearnerTokens } from '#shared/learning/sign-in';
import { learnerIdentityConfig } from '#lambdas/lib/config';
import { UnauthorizedError } from '#lambdas/lib/errors';
import { traced } from '#lambdas/lib/tracer';

// The learner pool's calls (decision 014): accounts, the custom challenge and token refresh,
// each with the SECRET_HASH of the client's secret, which only this API reads. The sign-in's own
// rules (attempts, limits, decoys) are learner-sign-in.ts's (decision 019).

let client: CognitoIdentityProviderClient | undefined;

function identity() {
  const { AWS_REGION, LEARNER_USER_POOL_ID, LEARNER_CLIENT_ID, LEARNER_IDENTITY_ENDPOINT } =
    learnerIdentityConfig();
  client ??= traced(
    new CognitoIdentityProviderClient({
      region: AWS_REGION,
      ...(LEARNER_IDENTITY_ENDPOINT
        ? {
            endpoint: LEARNER_IDENTITY_ENDPOINT,
            credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
          }
        : {}),
    }),
  );
  return { client, userPoolId: LEARNER_USER_POOL_ID, clientId: LEARNER_CLIENT_ID };
}

let clientSecret: Promise<string> | undefined;

/**
 * Cognito's SECRET_HASH for `username`. The learner client has a secret, read here from the pool
 * itself, so nobody holding only the client's id can start or answer a sign-in (decision 014).
 */
async function secretHash(username: string): Promise<string> {
  const { client, userPoolId, clientId } = identity();
  clientSecret ??= client
    .send(new DescribeUserPoolClientCommand({ UserPoolId: userPoolId, ClientId: clientId }))
    .then((described) => described.UserPoolClient?.ClientSecret ?? '')
    .catch((error: unknown) => {
      clientSecret = undefined;
      throw error;
    });
  return createHmac('sha256', await clientSecret)
    .update(username + clientId)
    .digest('base64');
}

/** What Cognito answers a spent, expired or unknown attempt with, or an address with no account. */
const refusals = new Set([
  'NotAuthorizedException',
  'UserNotFoundException',
  'CodeMismatchException',
  'ExpiredCodeException',
]);

/** An account for an address with a paid enrolment: verified, no invitation, no password use. */
export async function ensureLearnerAccount(email: string): Promise<void> {
  const { client, userPoolId } = identity();
  try {
    await client.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
  } catch (error) {
    if ((error as Error).name !== 'UsernameExistsException') throw error;
  }
}

/** A challenge started: its Session, and when its code lapses (the create trigger says). */
export interface StartedChallenge {
  session: string;
  expiresAt: number;
}

/** Starts the custom challenge, whose create trigger mails the address's code. */
export async function startCustomChallenge(email: string): Promise<StartedChallenge | undefined> {
  const { client, userPoolId, clientId } = identity();
  const started = await client.send(
    new AdminInitiateAuthCommand({
      UserPoolId: userPoolId,
      ClientId: clientId,
      AuthFlow: 'CUSTOM_AUTH',
      AuthParameters: { USERNAME: email, SECRET_HASH: await secretHash(email) },
    }),
  );
  const expiresAt = Date.parse(started.ChallengeParameters?.expiresAt ?? '');
  return started.Session && !Number.isNaN(expiresAt)
    ? { session: started.Session, expiresAt }
    : undefined;
}

/** `cognito:username` of an ID token Cognito just issued (so not verified again here). */
function usernameIn(idToken: string): string {
  const payload = idToken.split('.')[1] ?? '';
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    'cognito:username'?: string;
  };
  return claims['cognito:username'] ?? '';
}

/** A refresh answers no new refresh token: the learner keeps the one they sent. */
const tokensOf = (result: AuthenticationResultType, refreshToken = ''): LearnerTokens => ({
  username: usernameIn(result.IdToken ?? ''),
  idToken: result.IdToken ?? '',
  accessToken: result.AccessToken ?? '',
  refreshToken: result.RefreshToken ?? refreshToken,
  expiresIn: result.ExpiresIn ?? 3600,
});

/** What the pool made of an answer: tokens, another try (a new Session), or no more. */
export type ChallengeAnswer =
  | { outcome: 'signedIn'; tokens: LearnerTokens }
  | { outcome: 'wrong'; session: string }
  | { outcome: 'refused' };

export async function answerCustomChallenge(request: {
  email: string;
  session: string;
  code: string;
}): Promise<ChallengeAnswer> {
  const { client, userPoolId, clientId } = identity();
  let answered;
  try {
    answered = await client.send(
      new AdminRespondToAuthChallengeCommand({
        UserPoolId: userPoolId,
        ClientId: clientId,
        ChallengeName: 'CUSTOM_CHALLENGE',
        Session: request.session,
        ChallengeResponses: {
          USERNAME: request.email,
          ANSWER: request.code,
          SECRET_HASH: await secretHash(request.email),
        },
      }),
    );
  } catch (error) {
    // Expired, used, too many wrong answers, or an address without an account: all the same.
    if (refusals.has((error as Error).name)) return { outcome: 'refused' };
    throw error;
  }
  if (answered.AuthenticationResult) {
    return { outcome: 'signedIn', tokens: tokensOf(answered.AuthenticationResult) };
  }
  return answered.Session
    ? { outcome: 'wrong', session: answered.Session }
    : { outcome: 'refused' };
}

/** A refresh token the pool refused: 401, and the learner signs in again. */
const signedOut = () => new UnauthorizedError(learnerSignInMessages.signedOut);

/** New ID and access tokens for a refresh token, proving the client's secret as Cognito asks. */
export async function refreshLearnerTokens(request: {
  username: string;
  refreshToken: string;
}): Promise<LearnerTokens> {
  const { client, userPoolId, clientId } = identity();
  let refreshed;
  try {
    refreshed = await client.send(
      new AdminInitiateAuthCommand({
        UserPoolId: userPoolId,
        ClientId: clientId,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: {
          REFRESH_TOKEN: request.refreshToken,
          SECRET_HASH: await secretHash(request.username),
        },
      }),
    );
  } catch (error) {
    if (refusals.has((error as Error).name)) throw signedOut();
    throw error;
  }
  if (!refreshed.AuthenticationResult) throw signedOut();
  return tokensOf(refreshed.AuthenticationResult, request.refreshToken);
}
