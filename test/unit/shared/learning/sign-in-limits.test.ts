import { describe, expect, it } from 'vitest';
import {
  countsAt,
  mayAnswer,
  mayAskForCode,
  signInLimits,
  signInWindowMs,
  strictest,
  withCodeAsked,
  withWrongAnswer,
  type SignInCounts,
} from '#shared/learning/sign-in-limits';
import { signInWaitMessages } from '#shared/learning/sign-in';

// How much a sign-in may guess and ask (decision 019): the pure rules over the stored counts.

const start = new Date('2026-11-27T08:00:00Z'); // 1:30 pm IST
const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

/** `n` wrong answers, one a minute from `start`. */
function wrongAnswers(n: number, counts?: SignInCounts): SignInCounts | undefined {
  let current = counts;
  for (let index = 0; index < n; index += 1) current = withWrongAnswer(current, at(index));
  return current;
}

function codesAsked(n: number): SignInCounts | undefined {
  let current: SignInCounts | undefined;
  for (let index = 0; index < n; index += 1) current = withCodeAsked(current, at(index));
  return current;
}

const { address, addressAtClient } = signInLimits;

describe('wrong answers from one client', () => {
  it('allows answers until the third wrong one', () => {
    expect(mayAnswer(wrongAnswers(2), addressAtClient, at(2))).toEqual({ allowed: true });
  });

  it('holds answers and codes back a minute after the third wrong answer', () => {
    const counts = wrongAnswers(3); // the third at minute 2
    const until = at(3);
    expect(mayAnswer(counts, addressAtClient, at(2.5))).toEqual({
      allowed: false,
      reason: 'wrongCodes',
      until,
    });
    expect(mayAskForCode(counts, addressAtClient, at(2.5))).toMatchObject({
      allowed: false,
      until,
    });
    expect(mayAnswer(counts, addressAtClient, at(3))).toEqual({ allowed: true });
  });

  it('refuses everything for the rest of the day after the sixth', () => {
    const counts = wrongAnswers(6);
    const dayEnds = new Date(start.getTime() + signInWindowMs);
    expect(mayAnswer(counts, addressAtClient, at(600))).toEqual({
      allowed: false,
      reason: 'wrongCodes',
      until: dayEnds,
    });
  });

  it('starts counting again when the day is over', () => {
    const counts = wrongAnswers(6);
    const nextDay = new Date(start.getTime() + signInWindowMs);
    expect(mayAnswer(counts, addressAtClient, nextDay)).toEqual({ allowed: true });
    expect(withWrongAnswer(counts, nextDay)).toMatchObject({
      windowStartedAt: nextDay.getTime(),
      wrongAnswers: 1,
    });
  });
});

describe('wrong answers to one address from any client', () => {
  it('holds nothing back at what one client may do', () => {
    const oneClientsMost = addressAtClient.waits.at(-1)!.afterWrong;
    expect(mayAnswer(wrongAnswers(oneClientsMost), address, at(oneClientsMost))).toEqual({
      allowed: true,
    });
  });

  it('waits longer the more wrong answers: 5 minutes after 9, 30 after 12', () => {
    expect(mayAnswer(wrongAnswers(9), address, at(9))).toMatchObject({ until: at(8 + 5) });
    expect(mayAnswer(wrongAnswers(12), address, at(12))).toMatchObject({ until: at(11 + 30) });
  });

  it('accepts no answer for the rest of the day after 15', () => {
    expect(mayAnswer(wrongAnswers(15), address, at(60 * 20))).toMatchObject({
      allowed: false,
      until: new Date(start.getTime() + signInWindowMs),
    });
  });
});

describe('codes asked for', () => {
  it('allows four a day from one client, then refuses until the day is over', () => {
    expect(mayAskForCode(codesAsked(3), addressAtClient, at(3))).toEqual({ allowed: true });
    expect(mayAskForCode(codesAsked(4), addressAtClient, at(4))).toEqual({
      allowed: false,
      reason: 'tooManyCodes',
      until: new Date(start.getTime() + signInWindowMs),
    });
  });

  it('allows the address more than one client may ask for', () => {
    expect(mayAskForCode(codesAsked(19), address, at(19))).toEqual({ allowed: true });
    expect(mayAskForCode(codesAsked(20), address, at(20))).toMatchObject({ allowed: false });
  });
});

describe('combining the scopes', () => {
  it('is allowed only when every scope allows, and else waits the longest', () => {
    const short = { allowed: false, reason: 'wrongCodes', until: at(1) } as const;
    const long = { allowed: false, reason: 'tooManyCodes', until: at(60) } as const;
    expect(strictest([{ allowed: true }, { allowed: true }])).toEqual({ allowed: true });
    expect(strictest([short, { allowed: true }, long])).toEqual(long);
  });

  it('keeps counts within their window as they are', () => {
    const counts = wrongAnswers(2)!;
    expect(countsAt(counts, at(30))).toBe(counts);
  });
});

describe('the messages', () => {
  it('say plainly when to try again, in IST', () => {
    expect(signInWaitMessages.wrongCodes(at(5), start)).toBe(
      'Too many wrong codes. Try again after 1:35 pm.',
    );
    expect(signInWaitMessages.tooManyCodes(new Date(start.getTime() + signInWindowMs), start)).toBe(
      'Too many codes were asked for this e-mail. Try again after 28 Nov 2026, 1:30 pm.',
    );
  });
});
