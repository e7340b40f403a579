import { describe, expect, it } from 'vitest';
import { signInRecords, staffMemberOf } from '#lambdas/site/staff-sign-ins';

const person = { sub: 'sub-1', email: 'asha@example.com' };

describe('the records that settle a staff member’s sign-in attempts', () => {
  it('record only the sign-in when the one attempt succeeded', () => {
    const records = signInRecords(
      person,
      { attempts: ['2026-11-27T10:00:00.000Z'], lastAt: '2026-11-27T10:00:00.000Z' },
      { succeededAt: '2026-11-27T10:00:05.000Z' },
    );
    expect(records).toEqual([
      {
        actor: person,
        kind: 'staff',
        recordId: 'asha@example.com',
        action: 'sign-in',
        at: '2026-11-27T10:00:05.000Z',
      },
    ]);
  });

  it('record each attempt before the successful one as failed, at its own time', () => {
    const records = signInRecords(
      person,
      {
        attempts: [
          '2026-11-27T10:00:00.000Z',
          '2026-11-27T10:00:10.000Z',
          '2026-11-27T10:00:20.000Z',
        ],
        lastAt: '2026-11-27T10:00:20.000Z',
      },
      { succeededAt: '2026-11-27T10:00:21.000Z' },
    );
    expect(records.map(({ action, at }) => [action, at])).toEqual([
      ['sign-in-failed', '2026-11-27T10:00:00.000Z'],
      ['sign-in-failed', '2026-11-27T10:00:10.000Z'],
      ['sign-in', '2026-11-27T10:00:21.000Z'],
    ]);
  });

  it('record every attempt as failed when no success followed', () => {
    const records = signInRecords(
      person,
      {
        attempts: ['2026-11-27T10:00:00.000Z', '2026-11-27T10:00:10.000Z'],
        lastAt: '2026-11-27T10:00:10.000Z',
      },
      { failed: true },
    );
    expect(records.map(({ action, at }) => [action, at])).toEqual([
      ['sign-in-failed', '2026-11-27T10:00:00.000Z'],
      ['sign-in-failed', '2026-11-27T10:00:10.000Z'],
    ]);
  });

  it('sum up the attempts beyond the itemised ones in one line, leaving out the success', () => {
    const records = signInRecords(
      person,
      { attempts: ['2026-11-27T10:00:00.000Z'], uncounted: 4, lastAt: '2026-11-27T10:09:00.000Z' },
      { succeededAt: '2026-11-27T10:09:01.000Z' },
    );
    expect(records.map(({ action, at, note }) => [action, at, note])).toEqual([
      ['sign-in-failed', '2026-11-27T10:00:00.000Z', undefined],
      [
        'sign-in-failed',
        '2026-11-27T10:09:00.000Z',
        '3 more failed attempts, the last at this time',
      ],
      ['sign-in', '2026-11-27T10:09:01.000Z', undefined],
    ]);
  });

  it('record a success that had no noted attempt', () => {
    const records = signInRecords(person, undefined, { succeededAt: '2026-11-27T10:00:05.000Z' });
    expect(records.map(({ action }) => action)).toEqual(['sign-in']);
  });

  it('record nothing for a failure with no attempt open', () => {
    expect(signInRecords(person, undefined, { failed: true })).toEqual([]);
  });
});

describe('the staff member a trigger’s attributes name', () => {
  it('is their id and lower-case e-mail', () => {
    expect(
      staffMemberOf({ sub: 'sub-1', email: 'Asha@Example.com', email_verified: 'true' }),
    ).toEqual({ sub: 'sub-1', email: 'asha@example.com' });
  });

  it('is nobody without an id or an e-mail', () => {
    expect(staffMemberOf({ email: 'asha@example.com' })).toBeUndefined();
    expect(staffMemberOf({ sub: 'sub-1' })).toBeUndefined();
  });
});
