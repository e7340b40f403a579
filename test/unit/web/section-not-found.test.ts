import { describe, expect, it } from 'vitest';
import { hydrationContent } from '#web/app/prerendered-page';
import { ContentCache } from '#web/lib/content/content-cache';
import type { ContentSource } from '#web/lib/content/content-source';
import { notFoundFileFor, notFoundPaths } from '#web/server/public-pages';

// Each section's not-found page (decision 003): rendered once per section for an item that does
// not exist, served with status 404 for every unknown item of the section, and hydrated there
// with the content moved to the item's own keys, so the page reads the same before and after.

const site = { settings: { companyName: 'Nexora Technologies' } };

describe('the not-found pages', () => {
  it('are the site one and one per section with items', () => {
    expect(notFoundPaths).toEqual([
      '/404',
      '/portfolio/_not-found',
      '/learning/_not-found',
      '/blog/_not-found',
    ]);
  });

  it("answer an unknown item with its section's page, anything else with 404.html", () => {
    expect(notFoundFileFor('/blog/nope')).toBe('blog/_not-found.html');
    expect(notFoundFileFor('/blog/nope/')).toBe('blog/_not-found.html');
    expect(notFoundFileFor('/learning/no-such-course')).toBe('learning/_not-found.html');
    expect(notFoundFileFor('/portfolio/99')).toBe('portfolio/_not-found.html');
    expect(notFoundFileFor('/blog/nope/more')).toBe('404.html');
    expect(notFoundFileFor('/blogs/nope')).toBe('404.html');
    expect(notFoundFileFor('/no-such-page')).toBe('404.html');
  });
});

describe('hydrationContent', () => {
  it('hydrates a page rendered for the very path with the content it embeds', () => {
    const embedded = { site, 'blog-post:ai-1': { post: { slug: 'ai-1' } } };
    expect(hydrationContent('/blog/ai-1', '/blog/ai-1', embedded)).toBe(embedded);
  });

  it("hydrates a section's not-found page under the unknown item's own keys", () => {
    const embedded = { site, 'blog-post:_not-found': null };
    expect(hydrationContent('/blog/_not-found', '/blog/no%20such', embedded)).toEqual({
      site,
      'blog-post:no such': null,
    });
    expect(
      hydrationContent('/learning/_not-found', '/learning/nope', {
        site,
        'course:_not-found': null,
      }),
    ).toEqual({ site, 'course:nope': null });
  });

  it("renders afresh what is not the path's page: the app shell, the 404 page, another section", () => {
    expect(hydrationContent(null, '/payment/success', {})).toBeUndefined();
    expect(hydrationContent('/404', '/blog/nope', { site })).toBeUndefined();
    expect(hydrationContent('/blog/_not-found', '/learning/nope', { site })).toBeUndefined();
    expect(hydrationContent('/blog/_not-found', '/blog/a/b', { site })).toBeUndefined();
    expect(hydrationContent('/blog/_not-found', '/blog/%E0%A4', { site })).toBeUndefined();
  });
});

describe('an item known to be missing', () => {
  const source = {} as ContentSource;

  it('is embedded as null, as JSON would drop an undefined value', async () => {
    const cache = new ContentCache({ source });
    await cache.read('blog-post:nope', async () => undefined);
    await cache.read('site', async () => site);
    expect(cache.snapshot()).toEqual({ 'blog-post:nope': null, site });
  });

  it('reads as missing at once, and is refreshed after hydration like any embedded value', async () => {
    const cache = new ContentCache({ source, prerendered: { 'blog-post:nope': null, site } });
    expect(cache.read('blog-post:nope', async () => ({ post: 'unused' }))).toMatchObject({
      status: 'fulfilled',
      value: undefined,
    });
    // Published since the page was rendered: the live answer replaces the missing one.
    const published = { post: { slug: 'nope' } };
    expect(await cache.refreshBuildValue('blog-post:nope', async () => published)).toBe(published);
    expect(cache.read('blog-post:nope', async () => undefined)).toMatchObject({
      value: published,
    });
  });
});
