import { describe, expect, inject, it } from 'vitest';
import { useChromium, waitForHydrated } from '../support/browser';

// Per decision 003: a page paints from its HTML alone (its CSS inline), and its scripts start only once
// it has painted, so on a slow link they never share the bandwidth with the first paint. A page
// with nothing to paint (the admin area's empty app shell) starts its scripts at once.

const chromium = useChromium();

const siteUrl = () => inject('siteUrl');

/** Runs in the page: when it first painted, and when each of its own scripts was requested. */
function paintAndScripts() {
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  const scripts = performance
    .getEntriesByType('resource')
    .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/'))
    .filter((entry) => entry.name.endsWith('.js'))
    .map((entry) => entry.startTime);
  return {
    paintedAt: paint?.startTime,
    scripts,
    stylesheets: document.querySelectorAll('link[rel="stylesheet"]').length,
    inlineStyles: document.querySelectorAll('style').length,
  };
}

describe('the first paint', () => {
  for (const path of ['/', '/learning', '/blog']) {
    it(`of ${path} needs no stylesheet request and comes before any script starts`, async () => {
      const { context, page, errors } = await chromium.newPage();
      await page.goto(`${siteUrl()}${path}`);
      await waitForHydrated(page, '[data-testid="mobile-menu-button"]');
      const seen = await page.evaluate(paintAndScripts);
      expect(seen.stylesheets).toBe(0);
      expect(seen.inlineStyles).toBeGreaterThan(0);
      expect(seen.paintedAt).toBeGreaterThan(0);
      expect(seen.scripts.length).toBeGreaterThan(0);
      expect(Math.min(...seen.scripts)).toBeGreaterThanOrEqual(seen.paintedAt!);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('does not hold back the scripts of a page that has nothing to paint without them', async () => {
    const context = await chromium.newContextWithConsent();
    const page = await context.newPage();
    await page.goto(`${siteUrl()}/admin/login`);
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    // The browser reports a paint only once it has been presented, a moment after the heading.
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length);
    const seen = await page.evaluate(paintAndScripts);
    // The app painted the page itself: its first paint came after its scripts had started.
    expect(Math.min(...seen.scripts)).toBeLessThan(seen.paintedAt!);
    await context.close();
  });
});
