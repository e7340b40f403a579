import { describe, expect, inject, it } from 'vitest';
import type { SiteResponse } from '#shared/api/content';
import { collectPageErrors, useChromium } from '../support/browser';

const chromium = useChromium();

describe('the home page in Chromium', () => {
  it('shows the hero from /api/site and keeps the chosen theme across reloads', async () => {
    const siteUrl = inject('siteUrl');
    const site = (await fetch(`${siteUrl}/api/site`).then((r) => r.json())) as SiteResponse;
    const hero = site.heroSections.find((section) => section.pageSlug === 'home')!;

    const context = await chromium.newContext({ colorScheme: 'light' });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(siteUrl);

    await expect.poll(() => page.getByTestId('hero-title').textContent()).toBe(hero.title);
    expect((await page.locator('html').getAttribute('class')) ?? '').not.toContain('dark');
    await expect
      .poll(() => page.getByRole('link', { name: hero.ctaPrimaryText }).count())
      .toBeGreaterThan(0);

    await page.getByTestId('theme-toggle').click();
    await expect.poll(() => page.locator('html').getAttribute('class')).toContain('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    await page.reload();
    // Applied before the app runs: the class is there as soon as the document is parsed.
    await page.waitForLoadState('domcontentloaded');
    expect(await page.locator('html').getAttribute('class')).toContain('dark');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('follows the system preference when nothing is stored', async () => {
    const context = await chromium.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto(inject('siteUrl'));
    expect(await page.locator('html').getAttribute('class')).toContain('dark');
    await context.close();
  });

  it('opens the mobile menu with every header link on a phone', async () => {
    const context = await chromium.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(inject('siteUrl'));
    await page.getByTestId('mobile-menu-button').click();
    const menu = page.locator(
      `#${await page.getByTestId('mobile-menu-button').getAttribute('aria-controls')}`,
    );
    for (const name of [
      'Home',
      'Services',
      'About',
      'Portfolio',
      'Case Studies',
      'Learning',
      'Blog',
      'Careers',
      'Contact',
    ]) {
      await expect.poll(() => menu.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    }
    await expect
      .poll(() => menu.getByRole('link', { name: 'Get Started' }).getAttribute('href'))
      .toBe('/contact');
    await context.close();
  });
});
