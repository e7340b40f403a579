// The sign-in answers no sooner than a fixed time after the request began (decision 019): a real
// address's work (the pool, its trigger, the mail) takes longer than a decoy's, and the time of
// the answer must not tell them apart. The clock and the sleep are injected so tests need not wait.

export interface AnswerClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const realClock: AnswerClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** Runs `work` and answers what it answers (or throws what it throws), `floorMs` after it began. */
export async function answerNoSoonerThan<T>(
  floorMs: number,
  work: () => Promise<T>,
  clock: AnswerClock = realClock,
): Promise<T> {
  const started = clock.now();
  try {
    return await work();
  } finally {
    const left = started + floorMs - clock.now();
    if (left > 0) await clock.sleep(left);
  }
}
