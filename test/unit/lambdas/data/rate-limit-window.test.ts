import { describe, expect, it } from 'vitest';
import { rateLimitKeys, rateLimitWindow } from '#lambdas/data/rate-limits';

describe('rateLimitWindow', () => {
  it('puts every request of one UTC minute in the same window', () => {
    const first = rateLimitWindow(new Date('2026-11-22T10:04:00.000Z'));
    const last = rateLimitWindow(new Date('2026-11-22T10:04:59.999Z'));
    expect(first.minute).toBe('2026-11-22T10:04');
    expect(last).toEqual(first);
  });

  it('starts a new window on the next minute', () => {
    expect(rateLimitWindow(new Date('2026-11-22T10:05:00.000Z')).minute).toBe('2026-11-22T10:05');
  });

  it('keeps the counter a minute after its window ends', () => {
    const { expiresAt } = rateLimitWindow(new Date('2026-11-22T10:04:30Z'));
    expect(expiresAt).toBe(Date.parse('2026-11-22T10:06:00Z') / 1000);
  });
});

describe('rateLimitKeys', () => {
  it('keys the counter on form, IP and minute', () => {
    expect(rateLimitKeys('contact', '203.0.113.9', '2026-11-22T10:04')).toEqual({
      pk: 'RATE#contact#203.0.113.9',
      sk: '2026-11-22T10:04',
    });
  });
});
