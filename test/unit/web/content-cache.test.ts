import { describe, expect, it } from 'vitest';
import { ContentCache } from '#web/lib/content/content-cache';
import { sameContent } from '#web/lib/content/same-content';
import type { ContentSource } from '#web/lib/content/content-source';

// The loads below never touch the source; the cache only hands it through.
const source = {} as ContentSource;
const built = { title: 'Scaling UPI checkouts', tags: ['payments', 'aws'] };

describe('refreshing content the page was prerendered with', () => {
  it("keeps the build's own object when the live value is the same, so nothing renders again", async () => {
    const cache = new ContentCache({ source, prerendered: { post: built } });
    const live = await cache.refreshBuildValue('post', async () => structuredClone(built));
    expect(live).toBe(built);
    expect(cache.read('post', async () => 'unused')).toMatchObject({ value: built });
  });

  it('counts the same content with its keys in another order as the same', async () => {
    // DynamoDB answers an item's attributes in its own order.
    const cache = new ContentCache({ source, prerendered: { post: built } });
    const live = await cache.refreshBuildValue('post', async () => ({
      tags: ['payments', 'aws'],
      title: 'Scaling UPI checkouts',
    }));
    expect(live).toBe(built);
  });

  it('answers and keeps the live value when it differs', async () => {
    const cache = new ContentCache({ source, prerendered: { post: built } });
    const edited = { ...built, title: 'Scaling UPI checkouts in 2027' };
    const live = await cache.refreshBuildValue('post', async () => edited);
    expect(live).toBe(edited);
    expect(cache.read('post', async () => 'unused')).toMatchObject({ value: edited });
  });

  it('asks the API once however many components refresh, and not at all for a live value', async () => {
    const cache = new ContentCache({ source, prerendered: { post: built } });
    let loads = 0;
    const load = async () => {
      loads += 1;
      return built;
    };
    await Promise.all([
      cache.refreshBuildValue('post', load),
      cache.refreshBuildValue('post', load),
    ]);
    expect(loads).toBe(1);
    expect(cache.refreshBuildValue('post', load)).toBeUndefined();
    expect(cache.refreshBuildValue('never-prerendered', load)).toBeUndefined();
  });
});

describe('sameContent', () => {
  it('compares JSON values deeply, object keys in any order, arrays in order', () => {
    expect(
      sameContent({ a: 1, b: [1, { c: 'x', d: null }] }, { b: [1, { d: null, c: 'x' }], a: 1 }),
    ).toBe(true);
    expect(sameContent({ tags: ['a', 'b'] }, { tags: ['b', 'a'] })).toBe(false);
    expect(sameContent({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameContent({ a: 1, b: 2 }, { a: 1, c: 2 })).toBe(false);
    expect(sameContent({ a: '1' }, { a: 1 })).toBe(false);
    expect(sameContent([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(sameContent(null, {})).toBe(false);
  });

  it('treats a missing key and an undefined one alike, as JSON does', () => {
    expect(sameContent({ a: 1, note: undefined }, { a: 1 })).toBe(true);
  });
});
