import { describe, expect, it } from 'vitest';
import {
  lapsedOffers,
  nextToOffer,
  offerExpiryFrom,
  waitingInOrder,
  waitingListJoinRequest,
  waitingListOfferHours,
  type WaitingListEntry,
} from '#shared/forms/batch-waiting-list';

const entry = (entryId: string, overrides: Partial<WaitingListEntry> = {}): WaitingListEntry => ({
  entryId,
  courseSlug: 'course',
  batchId: 'weekend',
  name: entryId,
  email: `${entryId}@example.com`,
  phone: '9876543210',
  status: 'waiting',
  joinedAt: '2026-11-01T00:00:00.000Z',
  confirmedAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

describe('the waiting line', () => {
  it('orders people by when they proved their address, not when they joined', () => {
    const line = waitingInOrder([
      entry('late', {
        joinedAt: '2026-11-01T00:00:00.000Z',
        confirmedAt: '2026-11-03T00:00:00.000Z',
      }),
      entry('early', {
        joinedAt: '2026-11-02T00:00:00.000Z',
        confirmedAt: '2026-11-02T00:00:00.000Z',
      }),
    ]);
    expect(line.map((person) => person.entryId)).toEqual(['early', 'late']);
  });

  it('leaves out the unconfirmed, the offered and those who left', () => {
    const line = waitingInOrder([
      entry('unconfirmed', { status: 'unconfirmed', confirmedAt: undefined }),
      entry('offered', { status: 'offered' }),
      entry('left', { status: 'left' }),
      entry('waiting'),
    ]);
    expect(line.map((person) => person.entryId)).toEqual(['waiting']);
  });

  it('offers as many seats as are free, to the first people waiting', () => {
    const entries = [
      entry('a', { confirmedAt: '2026-11-01T00:00:00.000Z' }),
      entry('b', { confirmedAt: '2026-11-02T00:00:00.000Z' }),
      entry('c', { confirmedAt: '2026-11-03T00:00:00.000Z' }),
    ];
    expect(nextToOffer(entries, 2).map((person) => person.entryId)).toEqual(['a', 'b']);
    expect(nextToOffer(entries, 0)).toEqual([]);
    expect(nextToOffer(entries, -1)).toEqual([]);
  });

  it('never offers a seat again to a person whose offer is open', () => {
    expect(nextToOffer([entry('a', { status: 'offered' })], 1)).toEqual([]);
  });

  it('lapses an offer at its expiry, not before', () => {
    const now = new Date('2026-11-05T10:00:00.000Z');
    const entries = [
      entry('due', { status: 'offered', offerExpiresAt: '2026-11-05T10:00:00.000Z' }),
      entry('open', { status: 'offered', offerExpiresAt: '2026-11-05T10:00:00.001Z' }),
      entry('waiting'),
    ];
    expect(lapsedOffers(entries, now).map((person) => person.entryId)).toEqual(['due']);
  });

  it('keeps an offered seat for the hours of decision 025', () => {
    const now = new Date('2026-11-05T10:00:00.000Z');
    expect(waitingListOfferHours).toBe(24);
    expect(offerExpiryFrom(now)).toBe('2026-11-06T10:00:00.000Z');
  });

  it('stores the address in lower case and the phone as its 10 digits', () => {
    const parsed = waitingListJoinRequest.parse({
      courseSlug: 'course',
      batchId: 'weekend',
      name: ' Asha ',
      email: 'Asha@Example.COM',
      phone: '+91 98765 43210',
    });
    expect(parsed).toMatchObject({ name: 'Asha', email: 'asha@example.com', phone: '9876543210' });
  });
});
