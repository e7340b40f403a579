import { describe, expect, it } from 'vitest';
import { dateWords, formatDate, formatDateTime, formatTime } from '#shared/format-date';

// One formatter for every date the product writes (shared/format-date.ts): the site, the mails,
// My Learning and the admin.

describe('formatDate', () => {
  it('writes a weekday with no comma before the year', () => {
    expect(formatDate('2026-11-27T04:30:00Z', { weekday: true })).toBe('Fri, 27 Nov 2026');
    expect(formatDate('2026-11-24', { weekday: true, month: 'long' })).toBe(
      'Tuesday, 24 November 2026',
    );
  });

  it('writes day, month and year as en-IN does, September included', () => {
    expect(formatDate('2026-10-02T04:30:00Z')).toBe('2 Oct 2026');
    expect(formatDate('2026-09-03')).toBe('3 Sept 2026');
    expect(formatDate('2027-02-01', { month: 'long' })).toBe('1 February 2027');
  });

  it('takes a calendar date as it stands and an instant by its date in India', () => {
    expect(formatDate('2027-01-01')).toBe('1 Jan 2027');
    // 20:00 UTC on 31 December is 01:30 on 1 January in Bengaluru.
    expect(formatDate(new Date('2026-12-31T20:00:00Z'), { weekday: true })).toBe('Fri, 1 Jan 2027');
    expect(formatDate('2026-12-31T18:29:59Z')).toBe('31 Dec 2026');
  });

  it('agrees with Intl for Asia/Kolkata throughout a year, but for the comma', () => {
    const intl = new Intl.DateTimeFormat('en-IN', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    });
    for (let day = 0; day < 365; day += 5) {
      const instant = new Date(Date.UTC(2026, 0, 1, 19, 0) + day * 86_400_000);
      const intlText = intl
        .format(instant)
        .replace(/, (\d{4})$/, ' $1')
        .replace(/\bSep\b/, 'Sept');
      expect(formatDate(instant, { weekday: true })).toBe(intlText);
    }
  });

  it('gives an empty string for an unreadable date', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('formatTime and formatDateTime', () => {
  it('write the IST wall clock with am and pm', () => {
    expect(formatTime('2026-11-27T04:30:00Z')).toBe('10:00 am');
    expect(formatTime('2026-11-27T10:15:00Z')).toBe('3:45 pm');
    expect(formatTime('2026-11-27T06:30:00Z')).toBe('12:00 pm');
    expect(formatTime('2026-11-26T18:30:00Z')).toBe('12:00 am');
    expect(formatDateTime('2026-11-22T10:15:00Z')).toBe('22 Nov 2026, 3:45 pm');
  });
});

describe('dateWords', () => {
  it('names a calendar date and an instant in IST in full', () => {
    expect(dateWords('2026-09-04')).toEqual({
      weekday: 'Friday',
      day: 4,
      month: 'September',
      year: 2026,
    });
    // 20:00 UTC on the 30th is already the 1st in IST.
    expect(dateWords('2026-11-30T20:00:00Z')).toMatchObject({ day: 1, month: 'December' });
  });

  it('is undefined for a date it cannot read', () => {
    expect(dateWords('not a date')).toBeUndefined();
  });
});
