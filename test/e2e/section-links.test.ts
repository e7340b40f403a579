import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { collectPageErrors, useChromium } from '../support/browser';

// docs/product.md §2: an in-site link to a section (/services#it-consulting) lands on that
// section once the page holding it has rendered, as a direct load does: the section is in view
// below the sticky header, and has focus. The links are found on the pages themselves: every
// link in a page's main content or footer whose address names a section.

interface SectionLink {
  from: string;
  href: string;
  text: string;
  where: 'main' | 'footer';
}

const chromium = useChromium();
let context: BrowserContext;
let page: Page;
let errors: string[];
let links: SectionLink[];

/** Runs in the page: every link in `where` whose same-origin address has a hash. */
function sectionLinksIn(where: string): { href: string; text: string }[] {
  return [...document.querySelectorAll<HTMLAnchorElement>(`${where} a[href*="#"]`)]
    .filter((link) => link.origin === location.origin && link.hash.length > 1)
    .map((link) => ({ href: link.getAttribute('href')!, text: link.textContent!.trim() }));
}

/** Runs in the page: whether the section the address names is in view and focused. */
function sectionLanded(): boolean {
  const section = document.getElementById(decodeURIComponent(location.hash.slice(1)));
  if (!section) return false;
  const box = section.getBoundingClientRect();
  const headerBottom = document.querySelector('header')!.getBoundingClientRect().bottom;
  return (
    box.top >= headerBottom - 1 &&
    box.top < window.innerHeight &&
    document.activeElement === section
  );
}

beforeAll(async () => {
  context = await chromium.newContextWithConsent({ viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
  errors = collectPageErrors(page);
  const sitemap = await fetch(`${inject('siteUrl')}/sitemap.xml`).then((r) => r.text());
  const routes = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)]
    .map((match) => match[1] || '/')
    .filter((path) => path.split('/').length <= 2);
  const found = new Map<string, SectionLink>();
  for (const from of routes) {
    await page.goto(`${inject('siteUrl')}${from}`, { waitUntil: 'networkidle' });
    // The footer is the same everywhere: its links are taken from the home page only.
    const places = from === '/' ? (['main', 'footer'] as const) : (['main'] as const);
    for (const where of places) {
      for (const link of await page.evaluate(sectionLinksIn, where)) {
        const key = `${from} ${link.href}`;
        if (!found.has(key)) found.set(key, { from, where, ...link });
      }
    }
  }
  links = [...found.values()];
}, 60_000);

describe('links to a section', () => {
  it('are found where the product puts them', () => {
    const pairs = links.map((link) => `${link.from} → ${link.href}`);
    expect(pairs).toEqual(
      expect.arrayContaining([
        '/ → /services#it-consulting',
        '/contact → /careers#open-positions',
        '/sitemap → /contact#contact-form',
        '/case-studies → /contact#contact-form',
        '/careers → /careers#open-positions',
      ]),
    );
  });

  it('land on their section, in view and focused, from every page that has one', async () => {
    const missed: string[] = [];
    for (const link of links) {
      await page.goto(`${inject('siteUrl')}${link.from}`, { waitUntil: 'networkidle' });
      await page
        .locator(`${link.where} a[href="${link.href}"]`)
        .filter({ hasText: link.text })
        .first()
        .click();
      const landed = await page
        .waitForFunction(sectionLanded, null, { timeout: 10_000 })
        .then(() => true)
        .catch(() => false);
      const at = await page.evaluate(() => `${location.pathname}${location.hash} y=${scrollY}`);
      if (!landed) missed.push(`${link.from} "${link.text}" → ${link.href}: at ${at}`);
    }
    expect(missed).toEqual([]);
    expect(errors).toEqual([]);
  }, 120_000);

  it('land again on a second click of the same link', async () => {
    await page.goto(`${inject('siteUrl')}/careers`, { waitUntil: 'networkidle' });
    const link = page.getByRole('link', { name: 'View Open Positions' });
    await link.click();
    await page.waitForFunction(sectionLanded, null, { timeout: 10_000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await link.click();
    await page.waitForFunction(sectionLanded, null, { timeout: 10_000 });
  });
});
