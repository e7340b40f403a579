// How much guessing and asking a sign-in allows (decision 019), as pure functions of the counts
// kept in the table (lambdas/data/sign-in-counts.ts) and the time. Two scopes are counted: the
// address with one client (tight, so one client cannot guess on), and the address whoever asks
// (looser, so a stranger at one client cannot use up the learner's chances, yet bounded).

const minute = 60_000;
/** Counts last a day from the first thing counted; then they start again. */
export const signInWindowMs = 24 * 60 * minute;

/** One scope's counts in its window. */
export interface SignInCounts {
  /** Epoch ms when this window began. */
  windowStartedAt: number;
  /** Codes asked for (each mails one, or would for an address without an enrolment). */
  codesAsked: number;
  wrongAnswers: number;
  /** Epoch ms of the last wrong answer: waits run from it. */
  lastWrongAt?: number;
}

export interface SignInWait {
  /** After this many wrong answers in the window... */
  afterWrong: number;
  /** ...wait this long from the last one; undefined: until the window ends. */
  waitMs?: number;
}

export interface SignInLimits {
  codesPerWindow: number;
  /** Ascending by afterWrong. */
  waits: readonly SignInWait[];
}

/**
 * One address from one client: 4 codes a day; a minute's wait after 3 wrong answers, and no more
 * after 6. The whole address: 20 codes a day (so nobody floods the inbox), and waits that start
 * beyond what one client may do; after 15 wrong answers nothing is accepted until the window
 * ends, so a code (one in a million) is guessed at most 15 times a day.
 */
export const signInLimits = {
  addressAtClient: {
    codesPerWindow: 4,
    waits: [{ afterWrong: 3, waitMs: minute }, { afterWrong: 6 }],
  },
  address: {
    codesPerWindow: 20,
    waits: [
      { afterWrong: 9, waitMs: 5 * minute },
      { afterWrong: 12, waitMs: 30 * minute },
      { afterWrong: 15 },
    ],
  },
} as const satisfies Record<string, SignInLimits>;

export type SignInVerdict =
  { allowed: true } | { allowed: false; reason: 'wrongCodes' | 'tooManyCodes'; until: Date };

const allowed: SignInVerdict = { allowed: true };

/** The counts as of `now`: a new window when there were none or the last one is over. */
export function countsAt(counts: SignInCounts | undefined, now: Date): SignInCounts {
  return counts && now.getTime() < counts.windowStartedAt + signInWindowMs
    ? counts
    : { windowStartedAt: now.getTime(), codesAsked: 0, wrongAnswers: 0 };
}

const windowEnd = (counts: SignInCounts) => new Date(counts.windowStartedAt + signInWindowMs);

/** Whether an answer may be judged now, or until when the wrong answers so far hold it back. */
export function mayAnswer(
  stored: SignInCounts | undefined,
  limits: SignInLimits,
  now: Date,
): SignInVerdict {
  const counts = countsAt(stored, now);
  const wait = limits.waits.findLast((step) => counts.wrongAnswers >= step.afterWrong);
  if (!wait) return allowed;
  const until =
    wait.waitMs === undefined
      ? windowEnd(counts)
      : new Date((counts.lastWrongAt ?? now.getTime()) + wait.waitMs);
  return until.getTime() > now.getTime()
    ? { allowed: false, reason: 'wrongCodes', until }
    : allowed;
}

/** Whether a code may be asked for now: not while answers wait, nor past the window's codes. */
export function mayAskForCode(
  stored: SignInCounts | undefined,
  limits: SignInLimits,
  now: Date,
): SignInVerdict {
  const answering = mayAnswer(stored, limits, now);
  if (!answering.allowed) return answering;
  const counts = countsAt(stored, now);
  return counts.codesAsked >= limits.codesPerWindow
    ? { allowed: false, reason: 'tooManyCodes', until: windowEnd(counts) }
    : allowed;
}

export const withCodeAsked = (stored: SignInCounts | undefined, now: Date): SignInCounts => {
  const counts = countsAt(stored, now);
  return { ...counts, codesAsked: counts.codesAsked + 1 };
};

export const withWrongAnswer = (stored: SignInCounts | undefined, now: Date): SignInCounts => {
  const counts = countsAt(stored, now);
  return { ...counts, wrongAnswers: counts.wrongAnswers + 1, lastWrongAt: now.getTime() };
};

/** Of several scopes' verdicts, the refusal that lasts longest; allowed only if all allow. */
export function strictest(verdicts: readonly SignInVerdict[]): SignInVerdict {
  let refusal: SignInVerdict = allowed;
  for (const verdict of verdicts) {
    if (verdict.allowed) continue;
    if (refusal.allowed || verdict.until > refusal.until) refusal = verdict;
  }
  return refusal;
}
