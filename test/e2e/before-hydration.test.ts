import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { queryCollection, withoutKeys } from '#lambdas/data/table';
import type { BlogListResponse } from '#shared/api/content';
import { portfolioProjects } from '#shared/content/fallback/portfolio';
import { filterBlogPosts } from '#shared/content/filters';
import { contactMessages } from '#shared/forms/contact';
import { newsletterMessages } from '#shared/forms/newsletter';
import { api } from '../support/api';
import {
  collectPageErrors,
  elementHydrated,
  useChromium,
  waitForHydrated,
} from '../support/browser';

// Per decision 003: on a slow phone a visitor types and taps as soon as the page shows, before its
// script has taken over. Here the CPU runs 4× slower and the scripts are held back until the
// visitor is done, so everything below happens before hydration; then it must all take effect.

const chromium = useChromium();

const siteUrl = () => inject('siteUrl');
const uniqueEmail = (label: string) =>
  `early-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

interface SlowPage {
  page: Page;
  /** Lets the held-back scripts through, then waits until the page has hydrated. */
  hydrate(): Promise<void>;
  /** Checks that the page logged no error, then closes it. */
  finish(): Promise<void>;
}

/**
 * Opens `path` as a mid-range phone would, with its scripts held back until `hydrate()`.
 * `shownSelector` must still match once the replayed input has taken effect: the replay may
 * run before the hydration check does.
 */
async function openBeforeHydration(
  path: string,
  shownSelector: string,
  viewport = { width: 390, height: 844 },
): Promise<SlowPage> {
  const context = await chromium.newContextWithConsent({ viewport });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  const errors = collectPageErrors(page);
  // Module scripts hold DOMContentLoaded back, so wait for the prerendered element instead.
  await page.goto(`${siteUrl()}${path}`, { waitUntil: 'commit' });
  await page.waitForSelector(shownSelector);
  expect(await page.evaluate(elementHydrated, shownSelector)).toBe(false);
  return {
    page,
    async hydrate() {
      release();
      await waitForHydrated(page, shownSelector, 60_000);
    },
    async finish() {
      expect(errors).toEqual([]);
      await context.close();
    },
  };
}

// Each waits on a page whose CPU runs 4× slower, beside the rest of the suite: room for that.
describe('before the page has hydrated', { timeout: 90_000 }, () => {
  it('the contact form keeps every field typed and chosen, and Send sends exactly that', async () => {
    const { page, hydrate, finish } = await openBeforeHydration(
      '/contact',
      'form[aria-label="Contact form"] button[type="submit"]',
    );
    const form = page.getByRole('form', { name: 'Contact form' });
    const email = uniqueEmail('contact');
    await form.getByLabel('Full Name').fill('Rohan Malhotra');
    await form.getByLabel('Email Address').fill(email);
    await form.getByLabel('Service Interested In').selectOption('web-development');
    await form.getByLabel('Phone Number').fill('+91 98765 43210');
    await form.getByLabel('Message').fill('Typed before the page was ready.');
    await form.getByRole('button', { name: 'Send Message' }).click();

    await hydrate();
    await form.getByText('Message Sent!').waitFor({ timeout: 60_000 });
    expect(await form.textContent()).toContain(contactMessages.success);
    const stored = (await queryCollection('CONTACTS'))
      .map((item) => withoutKeys<Record<string, unknown>>(item))
      .find((submission) => submission.email === email);
    expect(stored).toMatchObject({
      name: 'Rohan Malhotra',
      service: 'web-development',
      phone: '9876543210',
      message: 'Typed before the page was ready.',
    });
    await finish();
  });

  it('the blog search filters by what was typed into it', async () => {
    const { posts } = (await api<BlogListResponse>('/api/blog')).body;
    const target = posts[0]!;
    const word = target.title.split(/\s+/).find((part) => part.length > 5) ?? target.title;
    const matching = filterBlogPosts(posts, { q: word }).length;
    expect(matching).toBeLessThan(posts.length);

    const { page, hydrate, finish } = await openBeforeHydration('/blog', 'input[type="search"]');
    await page.getByLabel('Search articles').fill(word);

    await hydrate();
    await expect
      .poll(
        () =>
          page
            .getByRole('status')
            .filter({ hasText: /articles?$/ })
            .textContent(),
        {
          timeout: 30_000,
        },
      )
      .toBe(`Showing ${matching} of ${posts.length} articles`);
    expect(await page.getByLabel('Search articles').inputValue()).toBe(word);
    await finish();
  });

  for (const [path, label] of [
    ['/portfolio', 'Search projects'],
    ['/case-studies', 'Search case studies'],
    ['/learning', 'Search courses'],
  ] as const) {
    it(`the ${path} search filters by what was typed into it`, async () => {
      const { page, hydrate, finish } = await openBeforeHydration(path, 'input[type="search"]');
      await page.getByLabel(label).fill('no such thing zq');

      await hydrate();
      await expect
        .poll(
          () =>
            page
              .getByRole('status')
              .filter({ hasText: /^Showing/ })
              .textContent(),
          {
            timeout: 30_000,
          },
        )
        .toMatch(/^Showing 0 of \d+ /);
      await finish();
    });
  }

  it('a category chosen in the portfolio filter filters the list', async () => {
    const category = portfolioProjects[0]!.category;
    const matching = portfolioProjects.filter((project) => project.category === category).length;
    expect(matching).toBeLessThan(portfolioProjects.length);

    const { page, hydrate, finish } = await openBeforeHydration('/portfolio', 'main select');
    await page.getByLabel('Category').selectOption(category);

    await hydrate();
    await expect
      .poll(
        () =>
          page
            .getByRole('status')
            .filter({ hasText: /^Showing/ })
            .textContent(),
        { timeout: 30_000 },
      )
      .toBe(`Showing ${matching} of ${portfolioProjects.length} projects`);
    expect(await page.getByLabel('Category').inputValue()).toBe(category);
    await finish();
  });

  it('the footer newsletter form subscribes the address typed, on the tap made before', async () => {
    const { page, hydrate, finish } = await openBeforeHydration(
      '/privacy',
      '[data-testid="newsletter-footer"] button',
    );
    const form = page.getByTestId('newsletter-footer');
    const sent: unknown[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/newsletter') sent.push(request.postDataJSON());
    });
    const email = uniqueEmail('newsletter');
    await form.getByLabel('Email address').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();

    await hydrate();
    await expect
      .poll(() => form.getByRole('status').textContent(), { timeout: 60_000 })
      .toBe(newsletterMessages.success);
    expect(sent).toEqual([expect.objectContaining({ email, source: 'footer' })]);
    await finish();
  });

  it('a tap on the theme toggle switches the theme once the page has hydrated', async () => {
    // On a wide screen, where the header shows the toggle.
    const { page, hydrate, finish } = await openBeforeHydration(
      '/services',
      '[data-testid="theme-toggle"]',
      { width: 1280, height: 800 },
    );
    const dark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    const before = await dark();
    await page.getByTestId('theme-toggle').click();

    await hydrate();
    await expect.poll(dark, { timeout: 60_000 }).toBe(!before);
    await finish();
  });

  it('a tap on an FAQ question opens its answer once the page has hydrated', async () => {
    const { page, hydrate, finish } = await openBeforeHydration(
      '/contact',
      '[data-testid="faq-accordion"] button',
    );
    const first = page.getByTestId('faq-accordion').getByRole('button').first();
    await first.click();

    await hydrate();
    await expect.poll(() => first.getAttribute('aria-expanded'), { timeout: 60_000 }).toBe('true');
    // Once, not twice: with everything replayed, a second tap would have closed it again.
    await page.waitForFunction(() => window.__earlyInput?.length === 0);
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    await finish();
  });

  it('a platform chosen in the MVP calculator takes it to the features step', async () => {
    const { page, hydrate, finish } = await openBeforeHydration(
      '/',
      '[data-testid="mvp-calculator"] button',
    );
    const calculator = page.getByTestId('mvp-calculator');
    await calculator.getByRole('button', { name: /iOS App/ }).click();

    await hydrate();
    await calculator.getByText('Step 2 of 4: Features').waitFor({ timeout: 60_000 });
    await finish();
  });

  it('a tap on the menu button opens the menu once the page has hydrated', async () => {
    const { page, hydrate, finish } = await openBeforeHydration(
      '/about',
      '[data-testid="mobile-menu-button"]',
    );
    await page.getByRole('button', { name: 'Open menu' }).click();

    await hydrate();
    await page.getByRole('button', { name: 'Close menu' }).waitFor({ timeout: 60_000 });
    await finish();
  });
});
