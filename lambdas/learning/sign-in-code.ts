import { randomInt, timingSafeEqual } from 'node:crypto';
import type {
  CreateAuthChallengeTriggerEvent,
  DefineAuthChallengeTriggerEvent,
  VerifyAuthChallengeResponseTriggerEvent,
} from 'aws-lambda';
import { signInCodeAttempts, signInCodeLength, signInCodeMinutes } from '#shared/learning/sign-in';

// Cognito's custom sign-in for learners (decision 014), as its three challenge triggers. Cognito
// keeps the attempt's history (`session`) and the private parameters on its side. The code
// belongs to the address (decision 019): kept in the table until it is used or lapses, so every
// attempt while it lives asks for the same one, carried from try to try in the challenge
// metadata, which only the triggers see.

const challengeName = 'CUSTOM_CHALLENGE';
const metadataPrefix = 'CODE:';

export interface SignInCode {
  code: string;
  /** Epoch milliseconds after which the code is refused. */
  expiresAt: number;
}

/** Tokens after one right answer; refused after a wrong answer too many or anything unexpected. */
export function defineSignInChallenge(
  event: DefineAuthChallengeTriggerEvent,
): DefineAuthChallengeTriggerEvent {
  const session = event.request.session;
  const answered = session.filter((entry) => entry.challengeName === challengeName);
  const wrong = answered.filter((entry) => !entry.challengeResult).length;
  const unexpected = session.length !== answered.length || event.request.userNotFound === true;
  if (!unexpected && answered.at(-1)?.challengeResult === true) {
    event.response = { issueTokens: true, failAuthentication: false, challengeName: '' };
  } else if (unexpected || wrong >= signInCodeAttempts) {
    event.response = { issueTokens: false, failAuthentication: true, challengeName: '' };
  } else {
    event.response = { issueTokens: false, failAuthentication: false, challengeName };
  }
  return event;
}

export function newSignInCode(now: Date): SignInCode {
  const code = randomInt(0, 10 ** signInCodeLength)
    .toString()
    .padStart(signInCodeLength, '0');
  return { code, expiresAt: now.getTime() + signInCodeMinutes * 60_000 };
}

const metadataOf = ({ code, expiresAt }: SignInCode) => `${metadataPrefix}${code}:${expiresAt}`;

function codeOfMetadata(metadata: string | undefined): SignInCode | undefined {
  if (!metadata?.startsWith(metadataPrefix)) return undefined;
  const [code, expiresAt] = metadata.slice(metadataPrefix.length).split(':');
  return code && expiresAt ? { code, expiresAt: Number(expiresAt) } : undefined;
}

/** The code an earlier challenge of this attempt asked for: a retry after a wrong answer. */
export function earlierSignInCode(event: CreateAuthChallengeTriggerEvent): SignInCode | undefined {
  return event.request.session
    .map((entry) => codeOfMetadata(entry.challengeMetadata))
    .find((found) => found !== undefined);
}

/**
 * Asks for `code`: the address's code on an attempt's first challenge (decision 019), the same
 * one on a retry after a wrong answer, so a typo sends no second mail and the code keeps its
 * expiry.
 */
export function challengeWith(
  event: CreateAuthChallengeTriggerEvent,
  code: SignInCode,
): CreateAuthChallengeTriggerEvent {
  event.response = {
    publicChallengeParameters: { expiresAt: new Date(code.expiresAt).toISOString() },
    privateChallengeParameters: { code: code.code, expiresAt: String(code.expiresAt) },
    challengeMetadata: metadataOf(code),
  };
  return event;
}

/** Right only when the answer is the code and the code has not expired. */
export function verifySignInAnswer(
  event: VerifyAuthChallengeResponseTriggerEvent,
  now: Date,
): VerifyAuthChallengeResponseTriggerEvent {
  const expected = Buffer.from(event.request.privateChallengeParameters.code ?? '');
  const given = Buffer.from(String(event.request.challengeAnswer ?? '').trim());
  const expiresAt = Number(event.request.privateChallengeParameters.expiresAt);
  const matches =
    expected.length > 0 && given.length === expected.length && timingSafeEqual(given, expected);
  event.response = { answerCorrect: matches && now.getTime() <= expiresAt };
  return event;
}
