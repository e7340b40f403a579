import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useChromium, waitForHydrated } from '../support/browser';
import { rawPage } from '../support/raw-page';

// An unknown item of a section answers 404 with its section's own not-found page
// (docs/product.md §2, decision 003): the HTML says 'Post Not Found' before any script runs,
// and the hydrated page keeps that very text and element (refreshing the item from the API
// once, as every embedded value is, which answers 404 too).

const chromium = useChromium();

const sections = [
  {
    path: '/blog/nope',
    title: 'Post Not Found',
    message: "The article you're looking for doesn't exist or has been moved.",
    back: 'Back to Blog',
    api: '/api/blog/nope',
  },
  {
    path: '/portfolio/nope',
    title: 'Project Not Found',
    message: "The project you're looking for doesn't exist.",
    back: 'Back to Portfolio',
    api: undefined,
  },
  {
    path: '/learning/nope',
    title: 'Course Not Found',
    message: "The course you're looking for doesn't exist or is no longer offered.",
    back: 'Back to Courses',
    api: '/api/courses/nope',
  },
];

/** The words a reader sees: React writes an apostrophe in HTML as an entity. */
const words = (text: string) => text.replace(/&#x27;|&#39;/g, "'");

/** Opens the page, keeping the <h1> the HTML carried before any script ran. */
async function openBeforeScripts(path: string, itemApi?: string) {
  const context = await chromium.newContextWithConsent();
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const url = `${inject('siteUrl')}${path}`;
  const errors: string[] = [];
  page.on('console', (message) => {
    // Chromium logs the 404s this test expects: the document's, and the item's from the API.
    const where = new URL(message.location().url || url).pathname;
    const expected404 =
      [path, itemApi].includes(where) && /Failed to load resource.*404/.test(message.text());
    if (message.type() === 'error' && !expected404) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await context.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const heading = document.querySelector('main h1');
      Object.assign(window, { __firstHeading: heading, __firstText: heading?.textContent });
    });
  });
  const response = await page.goto(url);
  return { page, errors, status: response?.status(), close: () => context.close() };
}

const mainText = (page: Page) => page.locator('main').textContent();

describe.each(sections)('an unknown item at $path', (section) => {
  it("answers 404 with the section's own text in the HTML, before any script runs", async () => {
    const { status, html } = await rawPage(section.path);

    expect(status).toBe(404);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${section.title}</h1>`));
    expect(words(html)).toContain(words(section.message));
    expect(html).toContain(section.back);
    expect(html).not.toContain('Page Not Found');
    expect(html).toContain('<meta name="robots" content="noindex"');
  });

  it('hydrates that very page: the same heading element and words', async () => {
    const { page, errors, status, close } = await openBeforeScripts(section.path, section.api);
    expect(status).toBe(404);
    const before = await page.evaluate(() => (window as { __firstText?: string }).__firstText);
    expect(before).toBe(section.title);

    await waitForHydrated(page, 'main h1');
    await page.waitForLoadState('networkidle');

    const kept = await page.evaluate(
      () =>
        document.querySelector('main h1') ===
        (window as { __firstHeading?: Element }).__firstHeading,
    );
    expect(kept).toBe(true);
    expect(await page.locator('main h1').textContent()).toBe(section.title);
    expect(words((await mainText(page)) ?? '')).toContain(words(section.message));
    expect(await page.title()).toContain(section.title);
    expect(errors).toEqual([]);
    await close();
  });
});
