import type {
  CreateAuthChallengeTriggerEvent,
  DefineAuthChallengeTriggerEvent,
  VerifyAuthChallengeResponseTriggerEvent,
} from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { signInCodeMinutes } from '#shared/learning/sign-in';
import {
  challengeWith,
  defineSignInChallenge,
  earlierSignInCode,
  newSignInCode,
  verifySignInAnswer,
} from '#lambdas/learning/sign-in-code';

// The learner pool's challenge triggers (decision 014), on events shaped as Cognito sends them.

type Answer = { challengeResult: boolean; challengeMetadata?: string };
const now = new Date('2026-11-25T10:00:00Z');

const common = {
  version: '1',
  region: 'ap-south-1',
  userPoolId: 'ap-south-1_learners',
  userName: 'asha@example.com',
  callerContext: { awsSdkVersion: 'aws-sdk-js-3', clientId: 'techsite-learners' },
};
const userAttributes = { sub: 'u-1', email: 'asha@example.com', email_verified: 'true' };
const history = (answers: Answer[]) =>
  answers.map((answer) => ({ challengeName: 'CUSTOM_CHALLENGE' as const, ...answer }));

const defineEvent = (answers: Answer[]): DefineAuthChallengeTriggerEvent => ({
  ...common,
  triggerSource: 'DefineAuthChallenge_Authentication',
  request: { userAttributes, session: history(answers) },
  response: { challengeName: '', issueTokens: false, failAuthentication: false },
});

const createEvent = (answers: Answer[]): CreateAuthChallengeTriggerEvent => ({
  ...common,
  triggerSource: 'CreateAuthChallenge_Authentication',
  request: { userAttributes, challengeName: 'CUSTOM_CHALLENGE', session: history(answers) },
  response: {
    publicChallengeParameters: {},
    privateChallengeParameters: {},
    challengeMetadata: '',
  },
});

const verifyEvent = (
  code: string,
  expiresAt: number,
  answer: string,
): VerifyAuthChallengeResponseTriggerEvent => ({
  ...common,
  triggerSource: 'VerifyAuthChallengeResponse_Authentication',
  request: {
    userAttributes,
    privateChallengeParameters: { code, expiresAt: String(expiresAt) },
    challengeAnswer: answer,
  },
  response: { answerCorrect: false },
});

describe('defining the sign-in challenge', () => {
  it('asks for the code first', () => {
    expect(defineSignInChallenge(defineEvent([])).response).toEqual({
      challengeName: 'CUSTOM_CHALLENGE',
      issueTokens: false,
      failAuthentication: false,
    });
  });

  it('issues tokens after a right answer, even after a wrong one', () => {
    const answers = [{ challengeResult: false }, { challengeResult: true }];
    expect(defineSignInChallenge(defineEvent(answers)).response.issueTokens).toBe(true);
  });

  it('asks again after one or two wrong answers, and gives up after the third', () => {
    const wrong = { challengeResult: false };
    expect(defineSignInChallenge(defineEvent([wrong, wrong])).response.challengeName).toBe(
      'CUSTOM_CHALLENGE',
    );
    expect(defineSignInChallenge(defineEvent([wrong, wrong, wrong])).response).toMatchObject({
      issueTokens: false,
      failAuthentication: true,
    });
  });

  it('refuses a user Cognito does not know and any challenge but its own', () => {
    const unknown = defineEvent([]);
    unknown.request.userNotFound = true;
    expect(defineSignInChallenge(unknown).response.failAuthentication).toBe(true);
    const other = defineEvent([]);
    other.request.session = [{ challengeName: 'SRP_A', challengeResult: true }];
    expect(defineSignInChallenge(other).response).toMatchObject({
      issueTokens: false,
      failAuthentication: true,
    });
  });
});

describe('creating the sign-in challenge', () => {
  it('asks for a six-digit code good for ten minutes, kept private', () => {
    const code = newSignInCode(now);
    const event = challengeWith(createEvent([]), code);
    expect(code.code).toMatch(/^\d{6}$/);
    expect(code.expiresAt - now.getTime()).toBe(signInCodeMinutes * 60_000);
    expect(event.response.privateChallengeParameters).toEqual({
      code: code.code,
      expiresAt: String(code.expiresAt),
    });
    expect(event.response.publicChallengeParameters).toEqual({
      expiresAt: new Date(code.expiresAt).toISOString(),
    });
  });

  it("finds no earlier code on an attempt's first challenge", () => {
    expect(earlierSignInCode(createEvent([]))).toBeUndefined();
  });

  it('keeps the same code, and its expiry, for a retry after a wrong answer', () => {
    const code = newSignInCode(now);
    const first = challengeWith(createEvent([]), code);
    const retry = createEvent([
      { challengeResult: false, challengeMetadata: first.response.challengeMetadata },
    ]);
    expect(earlierSignInCode(retry)).toEqual(code);
  });

  it('draws codes that differ', () => {
    const codes = new Set(Array.from({ length: 50 }, () => newSignInCode(now).code));
    expect(codes.size).toBeGreaterThan(45);
  });
});

describe('verifying the answer', () => {
  const expiresAt = now.getTime() + 10 * 60_000;

  it('takes the code, with spaces around it', () => {
    expect(verifySignInAnswer(verifyEvent('042917', expiresAt, ' 042917 '), now).response).toEqual({
      answerCorrect: true,
    });
  });

  it('refuses another code, a shorter one and an empty one', () => {
    for (const answer of ['042918', '42917', '']) {
      expect(
        verifySignInAnswer(verifyEvent('042917', expiresAt, answer), now).response.answerCorrect,
      ).toBe(false);
    }
  });

  it('refuses the right code once it has expired', () => {
    const late = new Date(expiresAt + 1);
    expect(
      verifySignInAnswer(verifyEvent('042917', expiresAt, '042917'), late).response.answerCorrect,
    ).toBe(false);
  });
});
