import { describe, expect, it } from 'vitest';
import { adminApplicationListQuery } from '#shared/admin/applications';
import { adminContactListQuery, adminContactUpdate } from '#shared/admin/contacts';
import { ValidationError } from '#lambdas/lib/errors';
import { decodeCursor, encodeCursor, matchesSearch, pageOf } from '#lambdas/lib/paging';

const items = ['e', 'd', 'c', 'b', 'a'].map((key) => ({ key }));
const keyOf = (item: { key: string }) => item.key;

describe('pageOf', () => {
  it('walks the list page by page with opaque cursors', () => {
    const first = pageOf(items, keyOf, { limit: 2 });
    expect(first.items.map(keyOf)).toEqual(['e', 'd']);
    const second = pageOf(items, keyOf, { limit: 2, cursor: first.nextCursor });
    expect(second.items.map(keyOf)).toEqual(['c', 'b']);
    const last = pageOf(items, keyOf, { limit: 2, cursor: second.nextCursor });
    expect(last).toEqual({ items: [{ key: 'a' }] });
  });

  it('gives no cursor when the page holds the rest exactly', () => {
    expect(pageOf(items, keyOf, { limit: 5 })).toEqual({ items });
  });

  it('still starts after the cursor when newer items arrived meanwhile', () => {
    const { nextCursor } = pageOf(items, keyOf, { limit: 2 });
    const next = pageOf([{ key: 'f' }, ...items], keyOf, { limit: 2, cursor: nextCursor });
    expect(next.items.map(keyOf)).toEqual(['c', 'b']);
  });

  it('answers 400 to a cursor it did not make', () => {
    for (const cursor of ['nonsense', encodeCursor('').slice(1), 'eyJ4IjoxfQ']) {
      expect(() => decodeCursor(cursor)).toThrow(ValidationError);
    }
    expect(decodeCursor(encodeCursor('2026-01-01T00:00:00Z#01J'))).toBe('2026-01-01T00:00:00Z#01J');
  });
});

describe('matchesSearch', () => {
  it('matches any field, ignoring case, and everything without a query', () => {
    expect(matchesSearch('ANNA', ['Asha', undefined, 'Annapurna Foods'])).toBe(true);
    expect(matchesSearch('zeta', ['Asha', undefined])).toBe(false);
    expect(matchesSearch(undefined, [])).toBe(true);
  });
});

describe('the admin list queries', () => {
  it('default the limit to 20 and drop blank parameters', () => {
    expect(adminContactListQuery.parse({ q: '  ', status: undefined, cursor: '' })).toEqual({
      limit: 20,
    });
    expect(adminApplicationListQuery.parse({ limit: '100', jobId: 'j1' })).toEqual({
      limit: 100,
      jobId: 'j1',
    });
  });

  it('refuse limits outside 1–100 and unknown statuses', () => {
    for (const limit of ['0', '101', '2.5', 'ten']) {
      expect(adminContactListQuery.safeParse({ limit }).success, limit).toBe(false);
    }
    expect(adminContactListQuery.safeParse({ status: 'shortlisted' }).success).toBe(false);
    expect(adminApplicationListQuery.safeParse({ status: 'shortlisted' }).success).toBe(true);
  });

  it('need a known status to update, with optional notes', () => {
    expect(adminContactUpdate.parse({ status: 'responded', notes: ' Called back ' })).toEqual({
      status: 'responded',
      notes: 'Called back',
    });
    expect(adminContactUpdate.safeParse({ notes: 'x' }).success).toBe(false);
    expect(adminContactUpdate.safeParse({ status: 'done' }).success).toBe(false);
  });
});
