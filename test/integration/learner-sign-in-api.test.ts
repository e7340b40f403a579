import { describe, expect, it } from 'vitest';
import * as apiPaths from '#shared/api/api-paths';
import {
  learnerSignInMessages,
  type LearnerSignInResponse,
  type LearnerTokens,
  type WrongCodeResponse,
} from '#shared/learning/sign-in';
import { adminToken, callWithToken } from '../support/admin-session';
import { uniqueEmail } from '../support/checkout';
import { apiFrom, postJson, uniqueClientIp } from '../support/client-ip';
import { mailsAbout } from '../support/outbox';
import { expectRateLimited } from '../support/rate-limit';
import { codesMailedTo, paidLearner, signInAsLearner } from '../support/learners';

// POST /api/learner/sign-in and /verify over HTTP, on the local stack with the learner pool's
// stand-in (decisions 014 and 019); that every address is answered alike is
// learner-sign-in-alike.test.ts's.

const codeMailedTo = async (email: string) => (await codesMailedTo(email))[0];

describe('POST /api/learner/sign-in', () => {
  it('answers every address alike, and mails a code only to a learner who paid', async () => {
    const learner = await paidLearner();
    const stranger = uniqueEmail('stranger');
    const known = await postJson<LearnerSignInResponse>(apiPaths.learnerSignIn, { email: learner });
    const unknown = await postJson<LearnerSignInResponse>(apiPaths.learnerSignIn, {
      email: stranger,
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(Object.keys(unknown.body).sort()).toEqual(Object.keys(known.body).sort());
    expect(unknown.body.message).toBe(known.body.message);
    expect(await codeMailedTo(learner)).toMatch(/^\d{6}$/);
    expect(await mailsAbout(stranger)).toEqual([]);
  });

  it('refuses an address that is not one', async () => {
    const { status, body } = await postJson(apiPaths.learnerSignIn, { email: 'not-an-address' });
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: 'Please enter a valid email address' });
  });

  it('mails one client four codes a day for one address, the same code while it is valid, then says when to ask again', async () => {
    const learner = await paidLearner();
    const client = uniqueClientIp();
    const statuses: number[] = [];
    let last: { error?: string } = {};
    for (let request = 0; request < 5; request += 1) {
      const answer = await apiFrom<{ error?: string }>(client, apiPaths.learnerSignIn, {
        body: { email: learner },
      });
      statuses.push(answer.status);
      last = answer.body;
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    expect(last.error).toMatch(
      /^Too many codes were asked for this e-mail\. Try again after .+\.$/,
    );
    const codes = await codesMailedTo(learner);
    expect(codes).toHaveLength(4);
    expect(new Set(codes).size).toBe(1);
  });

  it('mails one address twenty codes a day, whoever asks', async () => {
    const learner = await paidLearner();
    const clients = Array.from({ length: 5 }, () => uniqueClientIp());
    const asked = await Promise.all(
      clients.map(async (client) => {
        const statuses: number[] = [];
        for (let request = 0; request < 4; request += 1) {
          const answer = await apiFrom(client, apiPaths.learnerSignIn, {
            body: { email: learner },
          });
          statuses.push(answer.status);
        }
        return statuses;
      }),
    );
    expect(asked.flat()).toEqual(Array(20).fill(200));
    const more = await apiFrom<{ error: string }>(uniqueClientIp(), apiPaths.learnerSignIn, {
      body: { email: learner },
    });
    expect(more.status).toBe(429);
    expect(more.body.error).toMatch(/^Too many codes were asked for this e-mail\./);
    expect(await mailsAbout(learner)).toHaveLength(20);
  });

  it('limits the requests of one client', async () => {
    await expectRateLimited('learnerSignIn', apiPaths.learnerSignIn, () => ({
      email: uniqueEmail('burst'),
    }));
  });
});

describe('POST /api/learner/verify', () => {
  it('signs a learner in with the mailed code; the code then opens nothing more', async () => {
    const learner = await paidLearner();
    const client = uniqueClientIp();
    const started = await apiFrom<LearnerSignInResponse>(client, apiPaths.learnerSignIn, {
      body: { email: learner },
    });
    const code = await codeMailedTo(learner);
    const answer = { email: learner, session: started.body.session, code };

    const signedIn = await apiFrom<LearnerTokens>(client, apiPaths.learnerVerify, { body: answer });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.idToken.split('.')).toHaveLength(3);
    expect(signedIn.body.expiresIn).toBe(3600);

    const again = await apiFrom(client, apiPaths.learnerVerify, { body: answer });
    expect(again).toEqual({
      status: 400,
      body: {
        error: learnerSignInMessages.codeSpent,
        fieldErrors: { code: learnerSignInMessages.codeSpent },
      },
    });
  });

  it('refuses a wrong code with a new attempt to answer with', async () => {
    const learner = await paidLearner();
    const started = await postJson<LearnerSignInResponse>(apiPaths.learnerSignIn, {
      email: learner,
    });
    const code = await codeMailedTo(learner);
    const wrong = code === '111111' ? '222222' : '111111';
    const refused = await postJson<WrongCodeResponse>(apiPaths.learnerVerify, {
      email: learner,
      session: started.body.session,
      code: wrong,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(learnerSignInMessages.wrongCode);
    expect(refused.body.session).not.toBe(started.body.session);

    const signedIn = await postJson<LearnerTokens>(apiPaths.learnerVerify, {
      email: learner,
      session: refused.body.session,
      code,
    });
    expect(signedIn.status).toBe(200);
  });

  it('refuses a code that is not six digits, before asking the pool', async () => {
    const { status, body } = await postJson(apiPaths.learnerVerify, {
      email: uniqueEmail('typo'),
      session: 'x',
      code: '12 34',
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: learnerSignInMessages.codeFormat });
  });

  it('gives a learner a token the admin routes refuse, and an admin a token that is no learner’s', async () => {
    const learner = await paidLearner();
    const signedIn = await signInAsLearner(learner);
    for (const token of [signedIn.idToken, signedIn.accessToken]) {
      const { status } = await callWithToken(token, 'GET', apiPaths.adminDashboard);
      expect(status).toBe(401);
    }
    expect((await callWithToken(await adminToken(), 'GET', apiPaths.adminDashboard)).status).toBe(
      200,
    );
  });
});

describe('POST /api/learner/refresh', () => {
  it('gives a signed-in learner new tokens that open My Learning, keeping the refresh token', async () => {
    const learner = await paidLearner();
    const signedIn = await signInAsLearner(learner);
    expect(signedIn.username).not.toBe('');

    const refreshed = await postJson<LearnerTokens>(apiPaths.learnerRefresh, {
      username: signedIn.username,
      refreshToken: signedIn.refreshToken,
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.idToken).not.toBe(signedIn.idToken);
    expect(refreshed.body).toMatchObject({
      username: signedIn.username,
      refreshToken: signedIn.refreshToken,
    });
    const mine = await callWithToken(refreshed.body.idToken, 'GET', apiPaths.learnerEnrollments);
    expect(mine.status).toBe(200);
  });

  it('answers 401 with the sign-in-again message for a refresh token the pool does not know', async () => {
    const learner = await paidLearner();
    const signedIn = await signInAsLearner(learner);
    for (const body of [
      { username: signedIn.username, refreshToken: 'not-a-refresh-token' },
      // Another learner's name: the secret's hash then does not match the token's learner.
      { username: 'someone.else@example.com', refreshToken: signedIn.refreshToken },
    ]) {
      expect(await postJson(apiPaths.learnerRefresh, body)).toEqual({
        status: 401,
        body: { error: learnerSignInMessages.signedOut },
      });
    }
  });

  it('refuses a request without a refresh token', async () => {
    const { status } = await postJson(apiPaths.learnerRefresh, { username: 'a' });
    expect(status).toBe(400);
  });
});
