import { createHmac, randomBytes } from 'node:crypto';
import {
  AdminCreateUserCommand,
  AdminInitiateAuthCommand,
  AdminRespondToAuthChallengeCommand,
  CognitoIdentityProviderClient,
  DescribeUserPoolClientCommand,
  type AuthenticationResultType,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  learnerSignInMessages,
  type LearnerSignInResponse,
  type LearnerTokens,
} from '#shared/learning/sign-in';
import { listEnrollmentsOfLearner } from '#lambdas/data/enrollments';
import { learnerIdentityConfig } from '#lambdas/lib/config';
import { UnauthorizedError, ValidationError } from '#lambdas/lib/errors';
import { traced } from '#lambdas/lib/tracer';
import { paidFor } from './learner-status';

// A learner signs in with a code mailed to the address they enrolled with (decision 014). Only
// an address with a paid (or since refunded) enrolment gets a code and an account in the learner
// pool; every address gets the same answer, so the form reveals nothing about who enrolled.

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

const hasPaid = async (email: string) => (await listEnrollmentsOfLearner(email)).some(paidFor);

/** What an unknown address is answered with: shaped like a real attempt, good for nothing. */
const decoySession = () => randomBytes(48).toString('base64url');

async function ensureLearnerAccount(email: string): Promise<void> {
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

/** Mails a code to an enrolled address and answers the attempt to send it back with. */
export async function startLearnerSignIn(email: string): Promise<LearnerSignInResponse> {
  if (!(await hasPaid(email))) {
    return { session: decoySession(), message: learnerSignInMessages.codeSent };
  }
  await ensureLearnerAccount(email);
  const { client, userPoolId, clientId } = identity();
  const started = await client.send(
    new AdminInitiateAuthCommand({
      UserPoolId: userPoolId,
      ClientId: clientId,
      AuthFlow: 'CUSTOM_AUTH',
      AuthParameters: { USERNAME: email, SECRET_HASH: await secretHash(email) },
    }),
  );
  return { session: started.Session ?? decoySession(), message: learnerSignInMessages.codeSent };
}

/** Raised for a wrong code with tries left: the new attempt to answer with. */
export class WrongCodeError extends ValidationError {
  constructor(readonly session: string) {
    super(learnerSignInMessages.wrongCode, { code: learnerSignInMessages.wrongCode });
  }
}

/** What Cognito answers a spent, expired or unknown attempt with, or an address with no account. */
const refusals = new Set([
  'NotAuthorizedException',
  'UserNotFoundException',
  'CodeMismatchException',
  'ExpiredCodeException',
]);

const codeSpent = () =>
  new ValidationError(learnerSignInMessages.codeSpent, { code: learnerSignInMessages.codeSpent });

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

/** The code's answer: tokens, WrongCodeError with a new attempt, or 400 when it is spent. */
export async function finishLearnerSignIn(request: {
  email: string;
  session: string;
  code: string;
}): Promise<LearnerTokens> {
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
    if (refusals.has((error as Error).name)) throw codeSpent();
    throw error;
  }
  if (answered.AuthenticationResult) return tokensOf(answered.AuthenticationResult);
  if (answered.Session) throw new WrongCodeError(answered.Session);
  throw codeSpent();
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
