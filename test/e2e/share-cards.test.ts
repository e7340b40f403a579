import { afterAll, describe, expect, inject, it } from 'vitest';
import type { BlogPost } from '#shared/content/schemas';
import { fallbackBlogPosts } from '#shared/content/fallback/blog-posts';
import { fallbackCourses } from '#shared/content/fallback/courses';
import { formatInr } from '#shared/checkout/money';
import { publicContent } from '#lambdas/publishing/public-content';
import { publicPages } from '#web/entry-server';
import { asAdmin } from '../support/admin-session';
import { publishedPostFields } from '../support/blog-post-fields';
import { collectPageErrors, useChromium } from '../support/browser';
import { pngSignature, pngSize } from '../support/png';
import { liveHtml, rawPage } from '../support/raw-page';

// Share cards (docs/decisions/018-share-cards.md): every rendered page names a 1200×630 PNG as
// its og:image, drawn when the page is rendered, so a post published without a picture still
// shares with one, and an edit redraws it. Read as link previews read them: plain HTTP.

const site = () => inject('siteUrl');

const chromium = useChromium();
const cleanUps: string[] = [];
afterAll(async () => {
  for (const path of cleanUps) await asAdmin('DELETE', path);
});

/** A fixed route's page, or one the seed content has (the portfolio's are in the code). */
const seeded = (path: string) =>
  !/^\/(blog|learning)\/./.test(path) ||
  fallbackBlogPosts.some((post) => path === `/blog/${post.slug}`) ||
  fallbackCourses.some((course) => path === `/learning/${course.slug}`);

const metaOf = (html: string, key: string): string | undefined =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

const unescapeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const jsonLdOf = (html: string, type: string): Record<string, unknown> | undefined =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
    .find((item) => item['@type'] === type);

/** The card a page names, fetched as a link preview fetches it. */
async function shareCardOf(html: string) {
  const url = metaOf(html, 'og:image');
  expect(url, 'og:image').toBeDefined();
  const response = await fetch(url!);
  const bytes = new Uint8Array(await response.arrayBuffer());
  return {
    url: url!,
    status: response.status,
    type: response.headers.get('content-type'),
    cacheControl: response.headers.get('cache-control'),
    bytes,
  };
}

function expectPngCard(card: Awaited<ReturnType<typeof shareCardOf>>) {
  expect(card.status, card.url).toBe(200);
  expect(card.type, card.url).toBe('image/png');
  expect([...card.bytes.subarray(0, 8)], card.url).toEqual(pngSignature);
  expect(pngSize(card.bytes), card.url).toEqual({ width: 1200, height: 630 });
}

describe('every rendered page', () => {
  it('names its own 1200×630 PNG share card, which the site serves as image/png', async () => {
    const pages = await publicPages(publicContent);
    let live = 0;
    for (const { path } of pages) {
      const page = await rawPage(path);
      // A post or course another test file adds or removes meanwhile may not be rendered yet,
      // or be gone with its card; the seeded ones and every fixed route must be live.
      if (page.status === 404 && !seeded(path)) continue;
      expect(page.status, path).toBe(200);
      live += 1;
      const expected = `${site()}/og/${path === '/' ? 'index' : path.slice(1)}.png`;
      expect(metaOf(page.html, 'og:image'), path).toBe(expected);
      expect(metaOf(page.html, 'twitter:image'), path).toBe(expected);
      expect(metaOf(page.html, 'twitter:card'), path).toBe('summary_large_image');
      expect(metaOf(page.html, 'og:image:type'), path).toBe('image/png');
      expect(metaOf(page.html, 'og:image:width'), path).toBe('1200');
      expect(metaOf(page.html, 'og:image:height'), path).toBe('630');
      expect(metaOf(page.html, 'og:image:alt'), path).toContain('Nexora Technologies');
      const card = await shareCardOf(page.html);
      expectPngCard(card);
      expect(card.cacheControl, path).toBe('public, max-age=3600');
    }
    // The fixed routes, the portfolio's projects, the seeded courses and posts at least.
    const seededPages = pages.filter((page) => seeded(page.path)).length;
    expect(seededPages).toBeGreaterThan(25);
    expect(live).toBeGreaterThanOrEqual(seededPages);
  });

  it("names a course's price in rupees with Indian grouping on its card", async () => {
    const course = fallbackCourses[0]!;
    const html = (await rawPage(`/learning/${course.slug}`)).html;
    const alt = unescapeHtml(metaOf(html, 'og:image:alt')!);
    expect(alt).toContain(course.title);
    expect(alt).toContain(formatInr(course.pricePaise, { wholeRupees: true }));
    expect(jsonLdOf(html, 'Course')).toMatchObject({ image: metaOf(html, 'og:image') });
  });
});

describe('a post published without a featured image', () => {
  const fields = publishedPostFields('Share Card');
  const path = `/blog/${fields.slug}`;
  let post: BlogPost;
  let firstCard: Uint8Array;

  it('shares a drawn card naming it, as og:image and as its JSON-LD image, not the site root', async () => {
    expect(fields.featuredImage).toBe('');
    const { status, body } = await asAdmin<BlogPost>('POST', '/api/admin/blog', fields);
    expect(status, JSON.stringify(body)).toBe(201);
    post = body;
    cleanUps.push(`/api/admin/blog/${post.id}`);

    const html = await liveHtml(path, (page) => page.includes(fields.title));
    const image = `${site()}/og/blog/${fields.slug}.png`;
    expect(metaOf(html, 'og:image')).toBe(image);
    expect(jsonLdOf(html, 'BlogPosting')?.image).toBe(image);
    expect(unescapeHtml(metaOf(html, 'og:image:alt')!)).toBe(
      `${fields.category} · ${fields.title} · Nexora Technologies`,
    );
    const card = await shareCardOf(html);
    expectPngCard(card);
    firstCard = card.bytes;
  });

  it('draws its card again when its title is edited', async () => {
    const title = `Share Cards Redrawn ${fields.slug}`;
    const { status } = await asAdmin('PUT', `/api/admin/blog/${post.id}`, { ...fields, title });
    expect(status).toBe(200);
    // The card is written before the page, so a page showing the edit names a redrawn card.
    const html = await liveHtml(path, (page) => page.includes(title));
    const card = await shareCardOf(html);
    expectPngCard(card);
    expect(Buffer.compare(card.bytes, firstCard)).not.toBe(0);
    fields.title = title;
  });

  it('shows a designed cover naming it on /blog, not an empty box, and keeps a 320 px page narrow', async () => {
    await liveHtml('/blog', (page) => page.includes(fields.title));
    const context = await chromium.newContextWithConsent({ viewport: { width: 320, height: 640 } });
    try {
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await page.goto(`${site()}/blog`);
      const card = page.getByTestId('post-card').filter({ hasText: fields.title });
      const cover = card.getByTestId('designed-cover');
      await expect.poll(() => cover.textContent()).toContain(fields.title);
      expect(await cover.textContent()).toContain(fields.category);
      const box = await cover.boundingBox();
      expect(box?.width).toBeGreaterThan(200);
      expect(box?.height).toBeGreaterThan(100);
      const background = await cover.evaluate(
        (element) => getComputedStyle(element).backgroundImage,
      );
      expect(background).toContain('linear-gradient');
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
