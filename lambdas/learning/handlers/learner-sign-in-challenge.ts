import type {
  CreateAuthChallengeTriggerEvent,
  DefineAuthChallengeTriggerEvent,
  VerifyAuthChallengeResponseTriggerEvent,
} from 'aws-lambda';
import { companySettings } from '#lambdas/data/company-settings';
import { keepSignInCode, spendSignInCode } from '#lambdas/data/sign-in-attempts';
import { sendMail } from '#lambdas/mail/mailer';
import {
  challengeWith,
  defineSignInChallenge,
  earlierSignInCode,
  newSignInCode,
  verifySignInAnswer,
  type SignInCode,
} from '../sign-in-code';
import { signInCodeMail } from '../sign-in-mails';

// The learner pool's three challenge triggers in one Lambda (decision 014); locally the learner
// identity stand-in (scripts/local/learner-identity/) calls the same function. The code is the
// address's, kept in the table (decision 019): each new attempt mails the one it holds.

export type SignInChallengeEvent =
  | DefineAuthChallengeTriggerEvent
  | CreateAuthChallengeTriggerEvent
  | VerifyAuthChallengeResponseTriggerEvent;

const emailOf = (event: SignInChallengeEvent): string => {
  const email = event.request.userAttributes.email;
  if (!email) throw new Error('The learner has no e-mail address');
  return email;
};

/** The address's valid code, or a new one kept as it. */
async function addressCode(email: string, now: Date): Promise<SignInCode> {
  const kept = await keepSignInCode(email, now, newSignInCode(now), { needsCode: true });
  if (kept.code === undefined) throw new Error('The address holds no code');
  return { code: kept.code, expiresAt: kept.expiresAt };
}

export async function handler<E extends SignInChallengeEvent>(event: E): Promise<E> {
  const now = new Date();
  switch (event.triggerSource) {
    case 'DefineAuthChallenge_Authentication':
      return defineSignInChallenge(event) as E;
    case 'CreateAuthChallenge_Authentication': {
      const earlier = earlierSignInCode(event);
      if (earlier) return challengeWith(event, earlier) as E;
      const email = emailOf(event);
      const code = await addressCode(email, now);
      // A failed send fails the attempt: the learner asks again rather than wait for nothing.
      await sendMail(signInCodeMail(email, code.code, await companySettings()));
      return challengeWith(event, code) as E;
    }
    case 'VerifyAuthChallengeResponse_Authentication': {
      const verified = verifySignInAnswer(event, now);
      // The first right answer spends the address's code, so no other attempt can use it too.
      if (verified.response.answerCorrect) {
        const code = String(event.request.privateChallengeParameters.code);
        verified.response.answerCorrect = await spendSignInCode(emailOf(event), code, now);
      }
      return verified as E;
    }
  }
}
