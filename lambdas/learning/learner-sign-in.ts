import { randomBytes } from 'node:crypto';
import {
  learnerSignInMessages,
  signInCodeAttempts,
  signInCodeMinutes,
  signInWaitMessages,
  type LearnerSignInResponse,
  type LearnerTokens,
} from '#shared/learning/sign-in';
import {
  mayAnswer,
  mayAskForCode,
  signInLimits,
  strictest,
  withCodeAsked,
  withWrongAnswer,
  type SignInVerdict,
} from '#shared/learning/sign-in-limits';
import { listEnrollmentsOfLearner } from '#lambdas/data/enrollments';
import {
  keepSignInCode,
  putSignInAttempt,
  readSignInCode,
  takeSignInAttempt,
  type SignInAttempt,
} from '#lambdas/data/sign-in-attempts';
import { changeSignInCounts, readSignInCounts } from '#lambdas/data/sign-in-counts';
import { RateLimitedError, ValidationError } from '#lambdas/lib/errors';
import { answerCustomChallenge, ensureLearnerAccount, startCustomChallenge } from './learner-pool';
import { paidFor } from './learner-status';

// A learner signs in with a code mailed to the address they enrolled with (decisions 014, 019).
// Only an address with a paid (or since refunded) enrolment gets a code and an account in the
// learner pool; every other address gets a decoy attempt that is stored, counted and answered
// exactly as a real one, so no answer tells who enrolled. The API answers our own attempt ids,
// never Cognito's Session, and counts codes and wrong answers per address and per address and
// client (shared/learning/sign-in-limits.ts).

/** Who asks: the address and the client (IPv4 address or IPv6 /64) the request came from. */
export interface SignInCaller {
  email: string;
  client: string;
}

/** 32 random bytes: every attempt id has one length and form, real or decoy. */
const newAttemptId = () => randomBytes(32).toString('base64url');
const attemptIdForm = /^[A-Za-z0-9_-]{43}$/;

const hasPaid = async (email: string) => (await listEnrollmentsOfLearner(email)).some(paidFor);

/** 429 while the address (or the address at this client) must wait, saying until when. */
function refuseWhileWaiting(verdict: SignInVerdict, now: Date): void {
  if (verdict.allowed) return;
  throw new RateLimitedError(signInWaitMessages[verdict.reason](verdict.until, now));
}

async function realAttempt(email: string): Promise<Omit<SignInAttempt, 'id'>> {
  await ensureLearnerAccount(email);
  const started = await startCustomChallenge(email);
  if (!started) throw new Error('The learner pool started no challenge');
  return { email, cognitoSession: started.session, wrongAnswers: 0, expiresAt: started.expiresAt };
}

/** The same storage work as a real attempt's trigger: the address's "code", with none in it. */
async function decoyAttempt(email: string, now: Date): Promise<Omit<SignInAttempt, 'id'>> {
  const held = await keepSignInCode(
    email,
    now,
    { expiresAt: now.getTime() + signInCodeMinutes * 60_000 },
    { needsCode: false },
  );
  return { email, wrongAnswers: 0, expiresAt: held.expiresAt };
}

/** Mails the address's code (the one it holds, else a new one) and answers an attempt to answer it. */
export async function startLearnerSignIn(
  { email, client }: SignInCaller,
  now = new Date(),
): Promise<LearnerSignInResponse> {
  const verdict = await changeSignInCounts<SignInVerdict>(email, client, (stored) => {
    const answer = strictest([
      mayAskForCode(stored.address, signInLimits.address, now),
      mayAskForCode(stored.addressAtClient, signInLimits.addressAtClient, now),
    ]);
    if (!answer.allowed) return { answer };
    return {
      answer,
      store: {
        address: withCodeAsked(stored.address, now),
        addressAtClient: withCodeAsked(stored.addressAtClient, now),
      },
    };
  });
  refuseWhileWaiting(verdict, now);
  const attempt = (await hasPaid(email))
    ? await realAttempt(email)
    : await decoyAttempt(email, now);
  const id = newAttemptId();
  await putSignInAttempt({ id, ...attempt });
  return { session: id, message: learnerSignInMessages.codeSent };
}

/** Raised for a wrong code with tries left: the new attempt to answer with. */
export class WrongCodeError extends ValidationError {
  constructor(readonly session: string) {
    super(learnerSignInMessages.wrongCode, { code: learnerSignInMessages.wrongCode });
  }
}

const codeSpent = () =>
  new ValidationError(learnerSignInMessages.codeSpent, { code: learnerSignInMessages.codeSpent });

/** A real attempt's answer goes to the pool; a decoy's reads what the trigger would, and is wrong. */
async function judge(attempt: SignInAttempt, code: string, now: Date) {
  if (attempt.cognitoSession) {
    return answerCustomChallenge({ email: attempt.email, session: attempt.cognitoSession, code });
  }
  await readSignInCode(attempt.email, now);
  return { outcome: 'wrong' } as const;
}

/**
 * The code's answer: tokens; WrongCodeError with a new attempt for the first wrong answers; 400
 * when the attempt is spent, lapsed, unknown or another address's; 429 while the address must
 * wait after too many wrong answers, however right this one is.
 */
export async function finishLearnerSignIn(
  request: SignInCaller & { session: string; code: string },
  now = new Date(),
): Promise<LearnerTokens> {
  const { email, client, code } = request;
  const counts = await readSignInCounts(email, client);
  refuseWhileWaiting(
    strictest([
      mayAnswer(counts.address, signInLimits.address, now),
      mayAnswer(counts.addressAtClient, signInLimits.addressAtClient, now),
    ]),
    now,
  );
  const attempt = attemptIdForm.test(request.session)
    ? await takeSignInAttempt(request.session)
    : undefined;
  if (!attempt || attempt.email !== email || attempt.expiresAt <= now.getTime()) throw codeSpent();

  const judged = await judge(attempt, code, now);
  if (judged.outcome === 'signedIn') return judged.tokens;

  await changeSignInCounts(email, client, (stored) => ({
    answer: undefined,
    store: {
      address: withWrongAnswer(stored.address, now),
      addressAtClient: withWrongAnswer(stored.addressAtClient, now),
    },
  }));
  const wrongAnswers = attempt.wrongAnswers + 1;
  const nextSession = 'session' in judged ? judged.session : undefined;
  if (wrongAnswers >= signInCodeAttempts || (attempt.cognitoSession && !nextSession)) {
    throw codeSpent();
  }
  const retry: SignInAttempt = {
    ...attempt,
    id: newAttemptId(),
    wrongAnswers,
    ...(nextSession ? { cognitoSession: nextSession } : {}),
  };
  await putSignInAttempt(retry);
  throw new WrongCodeError(retry.id);
}
