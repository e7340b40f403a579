import { describe, expect, it } from 'vitest';
import { answerNoSoonerThan, type AnswerClock } from '#lambdas/learning/answer-floor';

// The sign-in's answers take a fixed time whatever the work (decision 019); a test clock.

function testClock(): AnswerClock & { slept: number[]; advance(ms: number): void } {
  let now = 1_000;
  const slept: number[] = [];
  return {
    slept,
    now: () => now,
    advance: (ms) => (now += ms),
    sleep: async (ms) => {
      slept.push(ms);
      now += ms;
    },
  };
}

describe('answering no sooner than the floor', () => {
  it('waits out what is left of the floor after quick work', async () => {
    const clock = testClock();
    const answer = await answerNoSoonerThan(
      1500,
      async () => {
        clock.advance(200);
        return 'done';
      },
      clock,
    );
    expect(answer).toBe('done');
    expect(clock.slept).toEqual([1300]);
  });

  it('holds a refusal back as long as an answer', async () => {
    const clock = testClock();
    const refused = answerNoSoonerThan(
      1500,
      async () => {
        clock.advance(40);
        throw new Error('refused');
      },
      clock,
    );
    await expect(refused).rejects.toThrow('refused');
    expect(clock.slept).toEqual([1460]);
  });

  it('does not wait after work that took longer than the floor', async () => {
    const clock = testClock();
    await answerNoSoonerThan(
      1500,
      async () => {
        clock.advance(1800);
      },
      clock,
    );
    expect(clock.slept).toEqual([]);
  });
});
