import { JwtRsaVerifier } from 'aws-jwt-verify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnerSignInMessages, signInCodeMinutes } from '#shared/learning/sign-in';
import { handler as signInChallenge } from '#lambdas/learning/handlers/learner-sign-in-challenge';
import {
  finishLearnerSignIn,
  startLearnerSignIn,
  WrongCodeError,
} from '#lambdas/learning/learner-sign-in';
import { startLearnerIdentity, type LearnerIdentity } from '#scripts/local/learner-identity/server';
import { uniqueEmail } from '../support/checkout';
import { mailsAbout } from '../support/outbox';
import { codesMailedTo, paidLearner } from '../support/learners';

// My Learning's sign-in (decisions 014 and 019): our use case and our challenge
// triggers, with the learner pool's local stand-in, DynamoDB Local and the mail outbox, all real.
// The limits per client are over HTTP (learner-sign-in-api.test.ts); here one client asks.

const client = '198.51.100.7';

let identity: LearnerIdentity;
let clock = new Date();

beforeAll(async () => {
  identity = await startLearnerIdentity({
    port: 0,
    triggers: signInChallenge,
    sessionMinutes: signInCodeMinutes,
    now: () => clock,
  });
  Object.assign(process.env, {
    LEARNER_USER_POOL_ID: identity.userPoolId,
    LEARNER_CLIENT_ID: identity.clientId,
    LEARNER_IDENTITY_ENDPOINT: identity.url,
  });
});

afterAll(async () => {
  await identity?.stop();
});

const verifier = () => {
  const jwt = JwtRsaVerifier.create({ issuer: identity.issuer, audience: identity.clientId });
  return {
    async verify(token: string) {
      const response = await fetch(`${identity.issuer}/.well-known/jwks.json`);
      jwt.cacheJwks(await response.json());
      return jwt.verify(token);
    },
  };
};

describe('signing in to My Learning with a mailed code', () => {
  it('mails an enrolled learner one code, which signs them in with tokens of the learner pool', async () => {
    clock = new Date();
    const email = await paidLearner();
    const started = await startLearnerSignIn({ email, client });
    expect(started.message).toBe(learnerSignInMessages.codeSent);
    const [code] = await codesMailedTo(email);
    expect(code).toMatch(/^\d{6}$/);

    const tokens = await finishLearnerSignIn({
      email,
      client,
      session: started.session,
      code: code!,
    });
    const claims = await verifier().verify(tokens.idToken);
    expect(claims).toMatchObject({ email, token_use: 'id', aud: identity.clientId });
    expect(tokens.refreshToken).not.toBe('');
  });

  it('lets a learner whose payment was refunded in too: their credit notes are there', async () => {
    clock = new Date();
    const email = await paidLearner('refunded');
    await startLearnerSignIn({ email, client });
    expect(await codesMailedTo(email)).toHaveLength(1);
  });

  it('answers an address with no paid enrolment the same way, mailing nothing, and its attempt opens nothing', async () => {
    clock = new Date();
    const email = uniqueEmail('stranger');
    const started = await startLearnerSignIn({ email, client });
    expect(started.message).toBe(learnerSignInMessages.codeSent);
    expect(started.session).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const refusal = await finishLearnerSignIn({
      email,
      client,
      session: started.session,
      code: '123456',
    }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(WrongCodeError);
    expect(await mailsAbout(email)).toEqual([]);
  });

  it('refuses a wrong code with a new attempt, mails no second code, and takes the right one then', async () => {
    clock = new Date();
    const email = await paidLearner();
    const started = await startLearnerSignIn({ email, client });
    const [code] = await codesMailedTo(email);
    const wrong = code === '000000' ? '000001' : '000000';

    const refusal = await finishLearnerSignIn({
      email,
      client,
      session: started.session,
      code: wrong,
    }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(WrongCodeError);
    expect((refusal as WrongCodeError).message).toBe(learnerSignInMessages.wrongCode);

    const tokens = await finishLearnerSignIn({
      email,
      client,
      session: (refusal as WrongCodeError).session,
      code: code!,
    });
    expect(tokens.idToken).not.toBe('');
    expect(await codesMailedTo(email)).toEqual([code]);
  });

  it('spends the code after three wrong answers', async () => {
    clock = new Date();
    const email = await paidLearner();
    let session = (await startLearnerSignIn({ email, client })).session;
    const [code] = await codesMailedTo(email);
    const wrong = code === '000000' ? '000001' : '000000';
    for (const attempt of [1, 2]) {
      const refusal = await finishLearnerSignIn({ email, client, session, code: wrong }).catch(
        (error: unknown) => error,
      );
      expect(refusal, `attempt ${attempt}`).toBeInstanceOf(WrongCodeError);
      session = (refusal as WrongCodeError).session;
    }
    await expect(
      finishLearnerSignIn({ email, client, session, code: wrong }),
    ).rejects.toMatchObject({
      message: learnerSignInMessages.codeSpent,
    });
  });

  it('uses a code once: its attempt cannot sign in a second time', async () => {
    clock = new Date();
    const email = await paidLearner();
    const started = await startLearnerSignIn({ email, client });
    const [code] = await codesMailedTo(email);
    await finishLearnerSignIn({ email, client, session: started.session, code: code! });
    await expect(
      finishLearnerSignIn({ email, client, session: started.session, code: code! }),
    ).rejects.toMatchObject({ message: learnerSignInMessages.codeSpent });
  });

  it('refuses an attempt answered after it lapsed', async () => {
    clock = new Date();
    const email = await paidLearner();
    const started = await startLearnerSignIn({ email, client });
    const [code] = await codesMailedTo(email);
    clock = new Date(clock.getTime() + (signInCodeMinutes + 1) * 60_000);
    await expect(
      finishLearnerSignIn({ email, client, session: started.session, code: code! }, clock),
    ).rejects.toMatchObject({ message: learnerSignInMessages.codeSpent });
  });

  it('mails the same code to a second attempt while it is valid, and the first right answer spends it for both', async () => {
    clock = new Date();
    const email = await paidLearner();
    const first = await startLearnerSignIn({ email, client });
    const second = await startLearnerSignIn({ email, client });
    const codes = await codesMailedTo(email);
    expect(codes).toHaveLength(2);
    expect(codes[1]).toBe(codes[0]);
    const tokens = await finishLearnerSignIn({
      email,
      client,
      session: second.session,
      code: codes[0]!,
    });
    expect(tokens.accessToken).not.toBe('');
    const again = await finishLearnerSignIn({
      email,
      client,
      session: first.session,
      code: codes[0]!,
    }).catch((error: unknown) => error);
    expect(again).toBeInstanceOf(WrongCodeError);
  });

  it('mails a new code once the last one was used', async () => {
    clock = new Date();
    const email = await paidLearner();
    const first = await startLearnerSignIn({ email, client });
    const [used] = await codesMailedTo(email);
    await finishLearnerSignIn({ email, client, session: first.session, code: used! });
    await startLearnerSignIn({ email, client });
    const codes = await codesMailedTo(email);
    expect(codes).toHaveLength(2);
    expect(codes[1]).not.toBe(used);
  });
});
