import { describe, expect, it } from 'vitest';
import { formatIndianDate, indianCalendarDate } from '#web/lib/format-date';

describe('formatIndianDate', () => {
  it('writes day, short month and year as en-IN does', () => {
    expect(formatIndianDate('2026-10-02T04:30:00Z')).toBe('2 Oct 2026');
    expect(formatIndianDate('2026-09-03T04:45:00Z')).toBe('3 Sept 2026');
  });

  it('uses the calendar date in India, not in UTC', () => {
    // 20:00 UTC on 31 December is 01:30 on 1 January in Bengaluru.
    expect(formatIndianDate('2026-12-31T20:00:00Z')).toBe('1 Jan 2027');
    expect(formatIndianDate('2026-12-31T18:29:59Z')).toBe('31 Dec 2026');
  });

  it('agrees with Intl for Asia/Kolkata throughout a year', () => {
    const intl = new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    });
    for (let day = 0; day < 365; day += 7) {
      const iso = new Date(Date.UTC(2026, 0, 1, 19, 0) + day * 86_400_000).toISOString();
      // Older ICU data writes 'Sep'; ours is fixed to today's CLDR ('Sept').
      expect(formatIndianDate(iso)).toBe(intl.format(new Date(iso)).replace(/\bSep\b/, 'Sept'));
    }
  });

  it('gives an empty string for an unreadable date', () => {
    expect(formatIndianDate('not a date')).toBe('');
  });
});

describe('indianCalendarDate', () => {
  it('gives the ISO calendar date in India for <time dateTime>', () => {
    expect(indianCalendarDate('2026-12-31T20:00:00Z')).toBe('2027-01-01');
    expect(indianCalendarDate('2026-01-14T04:30:00Z')).toBe('2026-01-14');
  });
});
