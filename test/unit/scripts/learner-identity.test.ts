import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminInitiateAuthCommand,
  AdminRespondToAuthChallengeCommand,
  CognitoIdentityProviderClient,
  DescribeUserPoolClientCommand,
  ListUsersCommand,
  UsernameExistsException,
  type AuthenticationResultType,
} from '@aws-sdk/client-cognito-identity-provider';
import { JwtRsaVerifier } from 'aws-jwt-verify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  startLearnerIdentity,
  type ChallengeTrigger,
  type CognitoChallengeEvent,
  type LearnerIdentityOptions,
} from '#scripts/local/learner-identity/server';

// The learner identity stand-in, driven only through the real Cognito SDK client, with a small
// trigger of the test's own in place of the learner sign-in Lambda: a fixed six-digit code,
// tokens after one right answer, failure after three wrong ones.

const rightCode = '482913';
const wrongCode = '000000';
const learnerEmail = 'Asha.Rao@Example.com';

function codeTrigger(seen: CognitoChallengeEvent[]): ChallengeTrigger {
  return async (event) => {
    seen.push(structuredClone(event));
    switch (event.triggerSource) {
      case 'DefineAuthChallenge_Authentication': {
        const { session } = event.request;
        const wrongAnswers = session.filter((entry) => !entry.challengeResult).length;
        if (session.at(-1)?.challengeResult === true) {
          event.response = { issueTokens: true, failAuthentication: false };
        } else if (wrongAnswers >= 3) {
          event.response = { issueTokens: false, failAuthentication: true };
        } else {
          event.response = {
            issueTokens: false,
            failAuthentication: false,
            challengeName: 'CUSTOM_CHALLENGE',
          };
        }
        return event;
      }
      case 'CreateAuthChallenge_Authentication':
        event.response = {
          publicChallengeParameters: { delivery: 'EMAIL' },
          privateChallengeParameters: { code: rightCode },
          challengeMetadata: `CODE-${event.request.session.length + 1}`,
        };
        return event;
      case 'VerifyAuthChallengeResponse_Authentication':
        event.response = {
          answerCorrect:
            event.request.challengeAnswer === event.request.privateChallengeParameters.code,
        };
        return event;
    }
  };
}

const running: Array<{ stop(): Promise<void> }> = [];
const temporaryDirs: string[] = [];

afterEach(async () => {
  for (const service of running.splice(0).reverse()) await service.stop();
  for (const dir of temporaryDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function startPool(options: Partial<LearnerIdentityOptions> = {}) {
  const seen: CognitoChallengeEvent[] = [];
  const identity = await startLearnerIdentity({ port: 0, triggers: codeTrigger(seen), ...options });
  const client = new CognitoIdentityProviderClient({
    endpoint: identity.url,
    region: 'ap-south-1',
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
  });
  running.push(identity, { stop: async () => client.destroy() });
  const pool = { UserPoolId: identity.userPoolId, ClientId: identity.clientId };
  // The client has a secret, which the API reads as here; every sign-in call proves it knows it.
  const described = await client.send(new DescribeUserPoolClientCommand(pool));
  const clientSecret = described.UserPoolClient?.ClientSecret ?? '';
  const secretHash = (username: string) =>
    createHmac('sha256', clientSecret)
      .update(username + identity.clientId)
      .digest('base64');

  const createLearner = (email = learnerEmail) =>
    client.send(
      new AdminCreateUserCommand({
        UserPoolId: identity.userPoolId,
        Username: email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: email.toLowerCase() },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
  const startSignIn = (email = learnerEmail) =>
    client.send(
      new AdminInitiateAuthCommand({
        ...pool,
        AuthFlow: 'CUSTOM_AUTH',
        AuthParameters: { USERNAME: email, SECRET_HASH: secretHash(email) },
      }),
    );
  const answer = (session: string | undefined, code: string, email = learnerEmail) =>
    client.send(
      new AdminRespondToAuthChallengeCommand({
        ...pool,
        ChallengeName: 'CUSTOM_CHALLENGE',
        Session: session,
        ChallengeResponses: { USERNAME: email, ANSWER: code, SECRET_HASH: secretHash(email) },
      }),
    );
  return { identity, client, pool, seen, createLearner, startSignIn, answer, secretHash };
}

/** What the SDK threw, for asserting its name and message. */
async function failureOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the call to fail');
}

async function verifierFor(issuer: string, audience: string | null) {
  const verifier = JwtRsaVerifier.create({
    issuer,
    audience,
    jwksUri: `${issuer}/.well-known/jwks.json`,
  });
  // aws-jwt-verify fetches only over https, so hand it the keys, as jwt-authorizer.ts does.
  const response = await fetch(`${issuer}/.well-known/jwks.json`);
  verifier.cacheJwks(await response.json());
  return verifier;
}

function expectTokens(result: AuthenticationResultType | undefined) {
  expect(result).toMatchObject({ ExpiresIn: 3600, TokenType: 'Bearer' });
  expect(result?.IdToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(result?.AccessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  return result!;
}

describe('learner identity users', () => {
  it('creates a confirmed learner named by the lower-cased e-mail, with a sub', async () => {
    const { identity, client, createLearner } = await startPool();

    const created = await createLearner();
    const fetched = await client.send(
      new AdminGetUserCommand({ UserPoolId: identity.userPoolId, Username: learnerEmail }),
    );

    expect(created.User).toMatchObject({
      Username: 'asha.rao@example.com',
      Enabled: true,
      UserStatus: 'CONFIRMED',
    });
    expect(fetched.Username).toBe('asha.rao@example.com');
    expect(fetched.UserStatus).toBe('CONFIRMED');
    expect(fetched.UserCreateDate).toBeInstanceOf(Date);
    const attributes = Object.fromEntries(
      (fetched.UserAttributes ?? []).map(({ Name, Value }) => [Name, Value]),
    );
    expect(attributes).toMatchObject({
      email: 'asha.rao@example.com',
      email_verified: 'true',
    });
    expect(attributes.sub).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses to create the same learner twice with UsernameExistsException', async () => {
    const { createLearner } = await startPool();
    await createLearner();

    const error = await failureOf(createLearner('asha.rao@example.com'));

    expect(error).toBeInstanceOf(UsernameExistsException);
    expect(error.name).toBe('UsernameExistsException');
  });

  it('answers an unknown learner with UserNotFoundException', async () => {
    const { identity, client, startSignIn } = await startPool();

    const getting = await failureOf(
      client.send(
        new AdminGetUserCommand({ UserPoolId: identity.userPoolId, Username: 'nobody@x.in' }),
      ),
    );
    const signingIn = await failureOf(startSignIn('nobody@x.in'));

    expect(getting.name).toBe('UserNotFoundException');
    expect(signingIn.name).toBe('UserNotFoundException');
  });

  it('keeps learners, and their subs, across a restart with a users file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'learner-identity-'));
    temporaryDirs.push(dir);
    const usersFile = join(dir, 'learners', 'users.json');
    const first = await startPool({ usersFile });
    const created = await first.createLearner();
    await first.identity.stop();

    const second = await startPool({ usersFile });
    const fetched = await second.client.send(
      new AdminGetUserCommand({ UserPoolId: second.identity.userPoolId, Username: learnerEmail }),
    );
    const duplicate = await failureOf(second.createLearner());

    const subOf = (attributes: Array<{ Name?: string; Value?: string }> = []) =>
      attributes.find(({ Name }) => Name === 'sub')?.Value;
    expect(subOf(fetched.UserAttributes)).toBe(subOf(created.User?.Attributes));
    expect(duplicate.name).toBe('UsernameExistsException');
  });
});

describe('learner identity custom sign-in', () => {
  it('signs a learner in with the right code, with tokens that verify against the JWKS', async () => {
    const { identity, createLearner, startSignIn, answer } = await startPool();
    const created = await createLearner();

    const started = await startSignIn();
    const answered = await answer(started.Session, rightCode);

    expect(started.ChallengeName).toBe('CUSTOM_CHALLENGE');
    expect(started.ChallengeParameters).toEqual({
      delivery: 'EMAIL',
      USERNAME: 'asha.rao@example.com',
    });
    expect(answered.ChallengeName).toBeUndefined();
    const tokens = expectTokens(answered.AuthenticationResult);
    expect(tokens.RefreshToken).toBeTruthy();

    const sub = created.User?.Attributes?.find(({ Name }) => Name === 'sub')?.Value;
    const idClaims = await (
      await verifierFor(identity.issuer, identity.clientId)
    ).verify(tokens.IdToken!);
    expect(idClaims).toMatchObject({
      sub,
      aud: identity.clientId,
      iss: identity.issuer,
      token_use: 'id',
      email: 'asha.rao@example.com',
      email_verified: true,
      'cognito:username': 'asha.rao@example.com',
    });
    expect(Number(idClaims.exp) - Number(idClaims.iat)).toBe(3600);
    expect(idClaims.auth_time).toBe(idClaims.iat);

    const accessClaims = await (
      await verifierFor(identity.issuer, null)
    ).verify(tokens.AccessToken!);
    expect(accessClaims).toMatchObject({
      sub,
      client_id: identity.clientId,
      iss: identity.issuer,
      token_use: 'access',
      scope: 'aws.cognito.signin.user.admin',
      username: 'asha.rao@example.com',
    });
  });

  it('answers a wrong code with a new Session and the challenge again', async () => {
    const { createLearner, startSignIn, answer } = await startPool();
    await createLearner();
    const started = await startSignIn();

    const retried = await answer(started.Session, wrongCode);

    expect(retried.AuthenticationResult).toBeUndefined();
    expect(retried.ChallengeName).toBe('CUSTOM_CHALLENGE');
    expect(retried.Session).toBeTruthy();
    expect(retried.Session).not.toBe(started.Session);
    expectTokens((await answer(retried.Session, rightCode)).AuthenticationResult);
  });

  it('fails the sign-in on the third wrong code with NotAuthorizedException', async () => {
    const { createLearner, startSignIn, answer } = await startPool();
    await createLearner();
    const started = await startSignIn();
    const second = await answer(started.Session, wrongCode);
    const third = await answer(second.Session, wrongCode);

    const error = await failureOf(answer(third.Session, wrongCode));

    expect(error.name).toBe('NotAuthorizedException');
    expect(error.message).toBe('Incorrect username or password.');
  });

  it('refuses a Session that has already been answered', async () => {
    const { createLearner, startSignIn, answer } = await startPool();
    await createLearner();
    const started = await startSignIn();
    await answer(started.Session, wrongCode);

    const error = await failureOf(answer(started.Session, rightCode));

    expect(error.name).toBe('NotAuthorizedException');
    expect(error.message).toBe('Invalid session for the user.');
  });

  it('refuses a Session past its validity, and takes one just within it', async () => {
    let clock = new Date('2026-03-02T10:00:00Z');
    const { createLearner, startSignIn, answer } = await startPool({
      sessionMinutes: 3,
      now: () => clock,
    });
    await createLearner();
    const late = await startSignIn();
    const inTime = await startSignIn();

    clock = new Date('2026-03-02T10:02:59Z');
    const answeredInTime = await answer(inTime.Session, wrongCode);
    clock = new Date('2026-03-02T10:03:00Z');
    const error = await failureOf(answer(late.Session, rightCode));

    expect(answeredInTime.ChallengeName).toBe('CUSTOM_CHALLENGE');
    expect(error.name).toBe('NotAuthorizedException');
    expect(error.message).toMatch(/^Invalid session for the user/);
  });

  it('refuses a Session answered for another learner', async () => {
    const { createLearner, startSignIn, answer } = await startPool();
    await createLearner();
    await createLearner('ravi@example.com');
    const started = await startSignIn();

    const error = await failureOf(answer(started.Session, rightCode, 'ravi@example.com'));

    expect(error.name).toBe('NotAuthorizedException');
  });

  it('refreshes the ID and access tokens with the refresh token it issued, for the secret’s holder', async () => {
    const { identity, client, pool, createLearner, startSignIn, answer, secretHash } =
      await startPool();
    await createLearner();
    const signedIn = (await answer((await startSignIn()).Session, rightCode)).AuthenticationResult!;
    const refresh = (hash?: string) =>
      client.send(
        new AdminInitiateAuthCommand({
          ...pool,
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          AuthParameters: {
            REFRESH_TOKEN: signedIn.RefreshToken!,
            ...(hash ? { SECRET_HASH: hash } : {}),
          },
        }),
      );

    const withoutSecret = await failureOf(refresh());
    expect(withoutSecret.name).toBe('NotAuthorizedException');
    expect(withoutSecret.message).toBe(`Unable to verify secret hash for client ${pool.ClientId}`);

    // A refresh names no user: the hash is over the user name as the pool keeps it.
    const refreshed = await refresh(secretHash(learnerEmail.toLowerCase()));

    const tokens = expectTokens(refreshed.AuthenticationResult);
    expect(tokens.RefreshToken).toBeUndefined();
    const claims = await (
      await verifierFor(identity.issuer, identity.clientId)
    ).verify(tokens.IdToken!);
    expect(claims.email).toBe('asha.rao@example.com');
  });

  it('refuses a refresh token it never issued', async () => {
    const { client, pool } = await startPool();

    const error = await failureOf(
      client.send(
        new AdminInitiateAuthCommand({
          ...pool,
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          AuthParameters: { REFRESH_TOKEN: 'not-a-token' },
        }),
      ),
    );

    expect(error.name).toBe('NotAuthorizedException');
    expect(error.message).toBe('Invalid Refresh Token');
  });

  it('hands the trigger events shaped as Cognito shapes them', async () => {
    const { identity, seen, createLearner, startSignIn, answer } = await startPool();
    const created = await createLearner();
    const sub = created.User?.Attributes?.find(({ Name }) => Name === 'sub')?.Value;

    const retried = await answer((await startSignIn()).Session, wrongCode);
    await answer(retried.Session, rightCode);

    expect(seen.map((event) => event.triggerSource)).toEqual([
      'DefineAuthChallenge_Authentication',
      'CreateAuthChallenge_Authentication',
      'VerifyAuthChallengeResponse_Authentication',
      'DefineAuthChallenge_Authentication',
      'CreateAuthChallenge_Authentication',
      'VerifyAuthChallengeResponse_Authentication',
      'DefineAuthChallenge_Authentication',
    ]);
    for (const event of seen) {
      expect(event).toMatchObject({
        version: '1',
        region: 'ap-south-1',
        userPoolId: identity.userPoolId,
        userName: 'asha.rao@example.com',
        callerContext: { clientId: identity.clientId },
        request: {
          userAttributes: { sub, email: 'asha.rao@example.com', email_verified: 'true' },
        },
      });
      expect(event.callerContext.awsSdkVersion).toMatch(/^aws-sdk-js-3\./);
    }
    const [firstDefine, firstCreate, firstVerify, , secondCreate, secondVerify, lastDefine] =
      seen as [
        Extract<CognitoChallengeEvent, { triggerSource: 'DefineAuthChallenge_Authentication' }>,
        Extract<CognitoChallengeEvent, { triggerSource: 'CreateAuthChallenge_Authentication' }>,
        Extract<
          CognitoChallengeEvent,
          { triggerSource: 'VerifyAuthChallengeResponse_Authentication' }
        >,
        unknown,
        Extract<CognitoChallengeEvent, { triggerSource: 'CreateAuthChallenge_Authentication' }>,
        Extract<
          CognitoChallengeEvent,
          { triggerSource: 'VerifyAuthChallengeResponse_Authentication' }
        >,
        Extract<CognitoChallengeEvent, { triggerSource: 'DefineAuthChallenge_Authentication' }>,
      ];
    expect(firstDefine.request.session).toEqual([]);
    expect(firstCreate.request).toMatchObject({ challengeName: 'CUSTOM_CHALLENGE', session: [] });
    expect(firstVerify.request).toMatchObject({
      privateChallengeParameters: { code: rightCode },
      challengeAnswer: wrongCode,
    });
    expect(secondCreate.request.session).toEqual([
      { challengeName: 'CUSTOM_CHALLENGE', challengeResult: false, challengeMetadata: 'CODE-1' },
    ]);
    expect(secondVerify.request.challengeAnswer).toBe(rightCode);
    expect(lastDefine.request.session).toEqual([
      { challengeName: 'CUSTOM_CHALLENGE', challengeResult: false, challengeMetadata: 'CODE-1' },
      { challengeName: 'CUSTOM_CHALLENGE', challengeResult: true, challengeMetadata: 'CODE-2' },
    ]);
  });

  it('names a trigger that throws as Cognito does, with UserLambdaValidationException', async () => {
    const { createLearner, startSignIn } = await startPool({
      triggers: async () => {
        throw new Error('mail is down');
      },
    });
    await createLearner();

    const error = await failureOf(startSignIn());
    expect(error.name).toBe('UserLambdaValidationException');
    expect(error.message).toBe('DefineAuthChallenge failed with error mail is down.');
  });
});

describe('the learner client’s secret', () => {
  it('is refused as Cognito refuses it: a sign-in without the secret hash, or with a wrong one', async () => {
    const { pool, client, createLearner, startSignIn, secretHash } = await startPool();
    await createLearner();
    const withHash = (hash: string | undefined) =>
      failureOf(
        client.send(
          new AdminInitiateAuthCommand({
            ...pool,
            AuthFlow: 'CUSTOM_AUTH',
            AuthParameters: { USERNAME: learnerEmail, ...(hash ? { SECRET_HASH: hash } : {}) },
          }),
        ),
      );
    for (const error of [
      await withHash(undefined),
      await withHash(secretHash('someone@else.in')),
    ]) {
      expect(error.name).toBe('NotAuthorizedException');
      expect(error.message).toBe(`Unable to verify secret hash for client ${pool.ClientId}`);
    }
    const started = await startSignIn();
    const answered = await failureOf(
      client.send(
        new AdminRespondToAuthChallengeCommand({
          ...pool,
          ChallengeName: 'CUSTOM_CHALLENGE',
          Session: started.Session,
          ChallengeResponses: { USERNAME: learnerEmail, ANSWER: '000000' },
        }),
      ),
    );
    expect(answered.name).toBe('NotAuthorizedException');
  });
});

describe('learner identity requests it does not serve', () => {
  it('answers an operation it does not speak with UnsupportedOperationException', async () => {
    const { identity, client } = await startPool();

    const error = await failureOf(
      client.send(new ListUsersCommand({ UserPoolId: identity.userPoolId })),
    );

    expect(error.name).toBe('UnsupportedOperationException');
    expect(error.message).toMatch(/ListUsers/);
  });

  it('answers another pool or client with ResourceNotFoundException', async () => {
    const { identity, client } = await startPool();

    const otherPool = await failureOf(
      client.send(
        new AdminGetUserCommand({ UserPoolId: 'ap-south-1_other', Username: learnerEmail }),
      ),
    );
    const otherClient = await failureOf(
      client.send(
        new AdminInitiateAuthCommand({
          UserPoolId: identity.userPoolId,
          ClientId: 'other-client',
          AuthFlow: 'CUSTOM_AUTH',
          AuthParameters: { USERNAME: learnerEmail },
        }),
      ),
    );

    expect(otherPool.name).toBe('ResourceNotFoundException');
    expect(otherClient.name).toBe('ResourceNotFoundException');
  });
});
