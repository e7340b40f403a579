import { describe, expect, it } from 'vitest';
import {
  adminBatchScheduleInput,
  instantToIstLocal,
  istLocalToInstant,
  learnerSessionOf,
  scheduleMessages,
  type ClassSession,
} from '#shared/learning/class-schedule';

const session: ClassSession = {
  id: 's1',
  title: 'VPC basics',
  startsAt: '2027-02-06T04:30:00.000Z',
  durationMinutes: 90,
  joinUrl: 'https://meet.example.com/vpc',
};
const at = (iso: string) => new Date(iso);

describe('IST times', () => {
  it('reads what the admin typed as IST and shows it back the same', () => {
    expect(istLocalToInstant('2027-02-06T10:00')).toBe('2027-02-06T04:30:00.000Z');
    expect(instantToIstLocal('2027-02-06T04:30:00.000Z')).toBe('2027-02-06T10:00');
    // Past midnight in India is still the day before in UTC.
    expect(istLocalToInstant('2027-02-07T01:15')).toBe('2027-02-06T19:45:00.000Z');
  });
});

describe('learnerSessionOf', () => {
  it('shows the join link from 15 minutes before the start until the end, to a confirmed learner', () => {
    expect(learnerSessionOf(session, at('2027-02-06T04:14:59Z'), true)).toMatchObject({
      joinOpensAt: '2027-02-06T04:15:00.000Z',
      ended: false,
    });
    expect(learnerSessionOf(session, at('2027-02-06T04:14:59Z'), true).joinUrl).toBeUndefined();
    for (const now of ['2027-02-06T04:15:00Z', '2027-02-06T05:59:59Z']) {
      expect(learnerSessionOf(session, at(now), true).joinUrl).toBe(session.joinUrl);
    }
    expect(learnerSessionOf(session, at('2027-02-06T06:00:00Z'), true)).toEqual({
      id: 's1',
      title: 'VPC basics',
      startsAt: session.startsAt,
      endsAt: '2027-02-06T06:00:00.000Z',
      ended: true,
    });
  });

  it('never gives the link to a learner who is not confirmed', () => {
    const shown = learnerSessionOf(session, at('2027-02-06T04:40:00Z'), false);
    expect(shown.joinUrl).toBeUndefined();
    expect(shown.joinOpensAt).toBeUndefined();
  });
});

describe('adminBatchScheduleInput', () => {
  const valid = {
    sessions: [
      { title: 'Kick-off', startsAt: '2027-02-06T10:00', durationMinutes: 60, joinUrl: '' },
    ],
    materials: [{ title: 'Slides', url: 'https://files.example.com/slides.pdf' }],
  };

  it('turns IST input into instants and a blank link into none', () => {
    const parsed = adminBatchScheduleInput.parse(valid);
    expect(parsed.sessions[0]).toEqual({
      title: 'Kick-off',
      startsAt: '2027-02-06T04:30:00.000Z',
      durationMinutes: 60,
    });
  });

  it('refuses links without https, impossible times and silly durations, with their messages', () => {
    const cases: [unknown, string][] = [
      [
        { ...valid, materials: [{ title: 'Slides', url: 'http://x.example.com' }] },
        scheduleMessages.link,
      ],
      [{ ...valid, materials: [{ title: 'Slides', url: 'https://' }] }, scheduleMessages.link],
      [
        { ...valid, sessions: [{ ...valid.sessions[0], startsAt: '2027-13-40T10:00' }] },
        scheduleMessages.startsAt,
      ],
      [
        { ...valid, sessions: [{ ...valid.sessions[0], durationMinutes: 5 }] },
        scheduleMessages.duration,
      ],
    ];
    for (const [input, message] of cases) {
      expect(adminBatchScheduleInput.safeParse(input).error?.issues[0]?.message).toBe(message);
    }
  });
});
