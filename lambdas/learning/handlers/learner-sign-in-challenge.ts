import type {
  CreateAuthChallengeTriggerEvent,
  DefineAuthChallengeTriggerEvent,
  VerifyAuthChallengeResponseTriggerEvent,
} from 'aws-lambda';
import { companySettings } from '#lambdas/data/company-settings';
import { sendMail } from '#lambdas/mail/mailer';
import { createSignInChallenge, defineSignInChallenge, verifySignInAnswer } from '../sign-in-code';
import { signInCodeMail } from '../sign-in-mails';

// The learner pool's three challenge triggers in one Lambda (decision 014); locally the learner
// identity stand-in (scripts/local/learner-identity/) calls the same function.

export type SignInChallengeEvent =
  | DefineAuthChallengeTriggerEvent
  | CreateAuthChallengeTriggerEvent
  | VerifyAuthChallengeResponseTriggerEvent;

export async function handler<E extends SignInChallengeEvent>(event: E): Promise<E> {
  const now = new Date();
  switch (event.triggerSource) {
    case 'DefineAuthChallenge_Authentication':
      return defineSignInChallenge(event) as E;
    case 'CreateAuthChallenge_Authentication': {
      const created = createSignInChallenge(event, now);
      const email = event.request.userAttributes.email;
      // A failed send fails the attempt: the learner asks again rather than wait for nothing.
      if (created.isNew && email) {
        await sendMail(signInCodeMail(email, created.code.code, await companySettings()));
      }
      return created.event as E;
    }
    case 'VerifyAuthChallengeResponse_Authentication':
      return verifySignInAnswer(event, now) as E;
  }
}
