import { beforeAll, describe, expect, inject, it } from 'vitest';
import { fallbackBlogPosts } from '#shared/content/fallback/blog-posts';
import { fallbackCourses } from '#shared/content/fallback/courses';
import { collectPageErrors, useChromium } from '../support/browser';

// Every public route is rendered with its own head, listed in sitemap.xml, and hydrates in
// Chromium without errors. Other test files publish and delete content meanwhile (the sitemap
// is live), so the checks below take the pages of the seed content.

const seededSlugs = new Set([...fallbackBlogPosts, ...fallbackCourses].map((item) => item.slug));
const isSeedPage = (path: string) => {
  const [, section, slug] = path.split('/');
  return !slug || !['blog', 'learning'].includes(section!) || seededSlugs.has(slug);
};

const chromium = useChromium();
let paths: string[];
beforeAll(async () => {
  const sitemap = await fetch(`${inject('siteUrl')}/sitemap.xml`).then((r) => r.text());
  paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)]
    .map((m) => m[1] || '/')
    .filter(isSeedPage);
});

describe('prerendered pages', () => {
  it('lists every public route in sitemap.xml, and robots.txt points to it', async () => {
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/services',
        '/about',
        '/portfolio',
        '/portfolio/1',
        '/case-studies',
        '/blog',
        '/careers',
        '/contact',
        '/terms',
        '/privacy',
        '/cookie-policy',
        '/sitemap',
      ]),
    );
    expect(paths.filter((path) => path.startsWith('/blog/'))).toHaveLength(
      fallbackBlogPosts.length,
    );
    expect(paths.filter((path) => path.startsWith('/learning/'))).toHaveLength(
      fallbackCourses.filter((course) => course.status === 'published').length,
    );
    const robots = await fetch(`${inject('siteUrl')}/robots.txt`).then((r) => r.text());
    expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
  });

  it('serves each route as HTML with its own title, description, canonical URL and content', async () => {
    const titles = new Set<string>();
    for (const path of paths) {
      const response = await fetch(`${inject('siteUrl')}${path}`);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
      expect(title, path).toBeTruthy();
      titles.add(title!);
      expect(html, path).toMatch(/<meta name="description" content="[^"]{20,}"/);
      expect(html, path).toContain(`<link rel="canonical" href="`);
      expect(html, path).toMatch(/<meta property="og:title"/);
      expect(html.match(/<meta name="robots"[^>]*>/g), path).toEqual([
        '<meta name="robots" content="index, follow" />',
      ]);
      expect(html, path).toMatch(
        new RegExp(`<div id="root" data-prerendered-path="${path}">.*<h1`, 's'),
      );
    }
    expect(titles.size).toBe(paths.length);
  });

  it('serves browser-only routes (checkout, payment result, admin) the app shell with 200, not for indexing', async () => {
    for (const path of [
      '/learning/any-course/enroll',
      '/payment/success',
      '/book/confirm',
      '/my-learning',
      '/certificates/ABCD-EFGH-JKMN',
      '/admin',
      '/admin/login',
    ]) {
      const response = await fetch(`${inject('siteUrl')}${path}`);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain('<div id="root"></div>');
      // Said before any script runs, so a crawler that runs none still leaves the page out.
      expect(html, path).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('answers an unknown path with the 404 page and status', async () => {
    const response = await fetch(`${inject('siteUrl')}/no-such-page`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Page Not Found');
    expect(html).toContain('<meta name="robots" content="noindex"');
  });

  it('hydrates every route in Chromium without console errors', async () => {
    const context = await chromium.newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    for (const path of paths) {
      await page.goto(`${inject('siteUrl')}${path}`, { waitUntil: 'networkidle' });
      expect(await page.locator('h1').first().isVisible(), path).toBe(true);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
