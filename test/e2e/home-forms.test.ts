import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { getBookingBySlot } from '#lambdas/data/bookings';
import { queryCollection, withoutKeys } from '#lambdas/data/table';
import type { BlogListResponse, SiteResponse } from '#shared/api/content';
import { bookingMessages } from '#shared/forms/booking';
import { contactMessages } from '#shared/forms/contact';
import type { Lead } from '#shared/forms/lead';
import { newsletterMessages } from '#shared/forms/newsletter';
import { estimateMvp, formatUsd } from '#shared/mvp-calculator';
import { collectPageErrors, useChromium, waitForHydrated } from '../support/browser';
import { confirmationLinkFor } from '../support/bookings';
import { mailsAbout } from '../support/outbox';

// The home page's sections and widgets, the contact page, the footer newsletter, the cookie
// banner and the scroll-to-top button, driven in Chromium against the local stack.

const chromium = useChromium();

const siteUrl = () => inject('siteUrl');
const uniqueEmail = (label: string) =>
  `home-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/**
 * Opens a page and waits until its lazily loaded parts have hydrated: prerendered buttons do
 * nothing until then.
 */
async function open(context: BrowserContext, path: string, hydrated = ['main h1']): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${siteUrl()}${path}`, { waitUntil: 'networkidle' });
  for (const selector of [...hydrated, 'footer form']) await waitForHydrated(page, selector);
  return page;
}

function requestsTo(page: Page, path: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path && request.method() === 'POST') seen.push(request);
  });
  return seen;
}

const homeSections = ['main h1', '[data-testid="mvp-calculator"] button'];

describe('the home page', () => {
  const headings = [
    'A technology partner that stays with you',
    'Services built around your goals',
    'Ready to turn your idea into a product?',
    'Book a Free Consultation',
    'Latest Insights',
    'MVP Cost Calculator',
  ];

  it('prerenders and shows its sections in the spec order, with the latest three posts', async () => {
    const site = (await fetch(`${siteUrl()}/api/site`).then((r) => r.json())) as SiteResponse;
    const heroTitle = site.heroSections.find((hero) => hero.pageSlug === 'home')!.title;
    const { posts } = (await fetch(`${siteUrl()}/api/blog`).then((r) =>
      r.json(),
    )) as BlogListResponse;
    const latest = posts
      .toSorted((a, b) => b.publishedAt.localeCompare(a.publishedAt))
      .slice(0, 3)
      .map((post) => `/blog/${post.slug}`);

    // The lazily loaded sections are in the prerendered HTML too, before any JavaScript runs.
    const html = await fetch(siteUrl()).then((r) => r.text());
    for (const text of [heroTitle, ...headings]) expect(html).toContain(text);
    expect(html).toMatch(/<section id="calendar"[^>]*>/);

    const context = await chromium.newContextWithConsent();
    const page = await open(context, '/', homeSections);
    const errors = collectPageErrors(page);
    const shown = await page.locator('main').locator('h1, h2').allTextContents();
    const order = [heroTitle, ...headings].map((text) => shown.indexOf(text));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect(order).toEqual(order.toSorted((a, b) => a - b));
    expect(await page.locator('#calendar h2').textContent()).toBe('Book a Free Consultation');

    const postLinks = page.getByTestId('latest-posts').getByRole('link');
    expect(
      await postLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual(latest);
    expect(await page.getByRole('link', { name: 'View All Articles' }).getAttribute('href')).toBe(
      '/blog',
    );
    expect(await page.getByRole('link', { name: 'View All Services' }).getAttribute('href')).toBe(
      '/services',
    );

    await postLinks.first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(latest[0]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lands on the booking section when a link to /#calendar is followed from another page', async () => {
    const context = await chromium.newContextWithConsent({ viewport: { width: 390, height: 844 } });
    const page = await open(context, '/contact', contactParts);
    await page.getByRole('link', { name: 'Book a free consultation' }).click();
    await page.locator('#calendar').waitFor();
    await expect
      .poll(() =>
        page.locator('#calendar').evaluate((section) => section.getBoundingClientRect().top),
      )
      .toBeLessThan(150);
    expect(
      await page.locator('#calendar').evaluate((s) => s.getBoundingClientRect().top),
    ).toBeGreaterThan(-10);
    await context.close();
  });

  it('holds a consultation slot, confirms it from the e-mailed link, mails the invite, then shows the slot taken', async () => {
    const context = await chromium.newContextWithConsent({ viewport: { width: 390, height: 844 } });
    const page = await open(context, '/', homeSections);
    const errors = collectPageErrors(page);
    const widget = page.getByTestId('booking-widget');

    const dateButton = widget.locator('[data-date]:not([disabled])').first();
    await dateButton.click();
    const date = (await dateButton.getAttribute('data-date'))!;
    const freeTimes = widget.locator('[data-time]:not([disabled])');
    // A random free time, so a rerun against the same data does not collide with this one.
    const timeButton = freeTimes.nth(Math.floor(Math.random() * (await freeTimes.count())));
    const time = (await timeButton.getAttribute('data-time'))!;
    await timeButton.click();
    expect(await widget.textContent()).toContain('30-minute video call');
    expect(await widget.textContent()).toMatch(/\d{2}:\d{2} (AM|PM) IST/);

    const email = uniqueEmail('booking');
    await widget.getByLabel('Full Name').fill('Ananya Rao');
    await widget.getByLabel('Email Address').fill(email);
    await widget.getByLabel(/What would you like to discuss/).fill('A booking app for clinics.');
    await widget.getByRole('button', { name: 'Book Appointment' }).click();

    // Held, not booked: the visitor is asked to confirm from their inbox, and no invite goes out.
    await widget.getByText('Check Your E-mail').waitFor();
    expect(await widget.textContent()).toContain(bookingMessages.checkEmail(email));
    await expect
      .poll(() => getBookingBySlot(date, time))
      .toMatchObject({ email, name: 'Ananya Rao', date, time, status: 'unconfirmed' });
    const link = await confirmationLinkFor(email);
    expect((await mailsAbout(email)).some((mail) => mail.attachments.length > 0)).toBe(false);

    // The link opens a page with one button; pressing it books the slot.
    const { pathname, search } = new URL(link.url);
    const confirmPage = await open(context, `${pathname}${search}`);
    const confirmErrors = collectPageErrors(confirmPage);
    expect(await confirmPage.locator('meta[name="robots"]').getAttribute('content')).toMatch(
      /noindex/,
    );
    await confirmPage.getByRole('button', { name: 'Confirm my booking' }).click();
    await confirmPage.getByRole('heading', { name: 'Appointment Booked!' }).waitFor();
    await confirmPage.getByText(bookingMessages.success).waitFor();
    const axe = await new AxeBuilder({ page: confirmPage }).analyze();
    expect(
      axe.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact!)),
    ).toEqual([]);
    await expect
      .poll(() => getBookingBySlot(date, time))
      .toMatchObject({ email, status: 'confirmed' });
    await expect
      .poll(async () =>
        (await mailsAbout(email)).some((mail) =>
          mail.attachments.some((file) => file.fileName.endsWith('.ics')),
        ),
      )
      .toBe(true);

    // Back on the home page, the slot is taken.
    const again = await open(context, '/', homeSections);
    const widgetAgain = again.getByTestId('booking-widget');
    await widgetAgain.locator(`[data-date="${date}"]`).click();
    await expect
      .poll(() => widgetAgain.locator(`[data-time="${time}"]`).isDisabled(), { timeout: 10_000 })
      .toBe(true);
    expect(errors).toEqual([]);
    expect(confirmErrors).toEqual([]);
    await context.close();
  });

  it('says when the chosen slot was just taken, and reloads the free slots', async () => {
    const context = await chromium.newContextWithConsent();
    const page = await open(context, '/', homeSections);
    const errors = collectPageErrors(page);
    await page.route('**/api/bookings', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ error: bookingMessages.slotTaken }),
      }),
    );
    const widget = page.getByTestId('booking-widget');
    await widget.locator('[data-date]:not([disabled])').first().click();
    await widget.locator('[data-time]:not([disabled])').first().click();
    await widget.getByLabel('Full Name').fill('Ananya Rao');
    await widget.getByLabel('Email Address').fill(uniqueEmail('taken'));
    const reload = page.waitForRequest((request) => request.url().includes('/api/bookings/slots'));
    await widget.getByRole('button', { name: 'Book Appointment' }).click();

    await expect
      .poll(() => widget.getByRole('alert').textContent())
      .toBe(bookingMessages.slotTaken);
    await reload;
    expect(await widget.locator('[data-time][aria-pressed="true"]').count()).toBe(0);
    expect(errors.filter((error) => !/status of 409/.test(error))).toEqual([]);
    await context.close();
  });

  it('estimates an MVP, goes back and forward, and stores a detailed-estimate lead', async () => {
    const context = await chromium.newContextWithConsent();
    const page = await open(context, '/', homeSections);
    const errors = collectPageErrors(page);
    const calculator = page.getByTestId('mvp-calculator');

    await calculator.getByRole('button', { name: /iOS App/ }).click();
    await calculator.getByText('Step 2 of 4: Features').waitFor();
    await calculator.getByRole('button', { name: 'Back' }).click();
    await calculator.getByText('Step 1 of 4: Platform').waitFor();
    await calculator.getByRole('button', { name: /iOS App/ }).click();
    await calculator.getByText('Step 2 of 4: Features').waitFor();

    await calculator.getByRole('button', { name: /Real-time Chat/ }).click();
    await calculator.getByRole('button', { name: /Admin Dashboard/ }).click();
    expect(
      await calculator.getByRole('button', { name: /Real-time Chat/ }).getAttribute('aria-pressed'),
    ).toBe('true');
    await calculator.getByRole('button', { name: 'Continue' }).click();
    await calculator.getByRole('button', { name: /Premium/ }).click();
    await calculator.getByText('Step 4 of 4: Timeline').waitFor();
    await calculator.getByRole('button', { name: /6\+ months/ }).click();

    const selection = {
      platform: 'ios',
      features: ['chat', 'dashboard'],
      design: 'premium',
      timeline: '6+',
    } as const;
    const estimate = estimateMvp({ ...selection, features: [...selection.features] })!;
    await expect
      .poll(() => calculator.getByTestId('mvp-estimate').textContent())
      .toBe(`${formatUsd(estimate.minCost)} - ${formatUsd(estimate.maxCost)}`);
    expect(await calculator.textContent()).toContain('Estimated Timeline: 6+ months');

    // Cancel closes the modal; the second time the lead is sent.
    await calculator.getByRole('button', { name: 'Get Detailed Estimate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get Detailed Estimate' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    await calculator.getByRole('button', { name: 'Get Detailed Estimate' }).click();
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await dialog.getByText('Please fill in all required fields').waitFor();
    const email = uniqueEmail('lead');
    await dialog.getByLabel('Name').fill('Vikram Patil');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Project Idea').fill('A tutor marketplace for Tier-2 cities.');
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await dialog.waitFor({ state: 'detached' });
    await calculator.getByText(/We'll e-mail your detailed estimate/).waitFor();

    await expect
      .poll(async () =>
        (await queryCollection('LEADS'))
          .map((item) => withoutKeys<Lead>(item))
          .find((lead) => lead.email === email),
      )
      .toMatchObject({
        name: 'Vikram Patil',
        projectIdea: 'A tutor marketplace for Tier-2 cities.',
        selection,
        estimate,
      });

    // The form was cleared; Start Over returns to step 1.
    await calculator.getByRole('button', { name: 'Get Detailed Estimate' }).click();
    expect(await dialog.getByLabel('Name').inputValue()).toBe('');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await calculator.getByRole('button', { name: 'Start Over' }).click();
    await calculator.getByText('Step 1 of 4: Platform').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

const contactParts = [
  'main h1',
  'form[aria-label="Contact form"]',
  '[data-testid="faq-accordion"] button',
];

describe('the contact page', () => {
  it('sends a message, says so for 3 seconds, then resets', async () => {
    const context = await chromium.newContextWithConsent({ viewport: { width: 390, height: 844 } });
    const page = await open(context, '/contact', contactParts);
    const errors = collectPageErrors(page);
    const form = page.getByRole('form', { name: 'Contact form' });

    expect(await page.locator(`#contact-form`).count()).toBe(1);
    expect(await page.getByTestId('faq-accordion').count()).toBe(1);
    const options = await form
      .getByLabel('Service Interested In')
      .locator('option')
      .allTextContents();
    expect(options).toEqual([
      'Select a service',
      'Web Development',
      'Mobile Development',
      'Software Solutions',
      'Digital Marketing',
      'IT Consulting',
      'Learning & Training',
      'Other',
    ]);

    await form.getByLabel('Full Name').fill('Rohan Malhotra');
    await form.getByLabel('Email Address').fill(uniqueEmail('contact'));
    await form.getByLabel('Company').fill('Malhotra Exports');
    await form.getByLabel('Service Interested In').selectOption('web-development');
    await form.getByLabel('Phone Number').fill('+91 98765 43210');
    await form.getByLabel('Message').fill('We need a new export catalogue website.');
    await form.getByRole('button', { name: 'Send Message' }).click();

    await form.getByText('Message Sent!').waitFor();
    expect(await form.textContent()).toContain(contactMessages.success);
    await expect.poll(() => form.getByLabel('Full Name').inputValue(), { timeout: 8_000 }).toBe('');
    expect(await form.getByText('Message Sent!').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks for the required fields without sending, and clears the error on edit', async () => {
    const context = await chromium.newContextWithConsent();
    const page = await open(context, '/contact', contactParts);
    const sent = requestsTo(page, '/api/contact');
    const form = page.getByRole('form', { name: 'Contact form' });

    await form.getByRole('button', { name: 'Send Message' }).click();
    const alert = form.getByRole('alert');
    expect(await alert.textContent()).toBe('Error: Please fill in all required fields');
    expect(await form.getByLabel('Full Name').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);

    await form.getByLabel('Full Name').fill('R');
    expect(await alert.count()).toBe(0);
    await context.close();
  });

  it("shows the spec's failure message when the server fails", async () => {
    const context = await chromium.newContextWithConsent();
    const page = await open(context, '/contact', contactParts);
    const errors = collectPageErrors(page);
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Internal server error' }),
      }),
    );
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Full Name').fill('Rohan Malhotra');
    await form.getByLabel('Email Address').fill(uniqueEmail('contact-fail'));
    await form.getByLabel('Message').fill('Hello');
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect
      .poll(() => form.getByRole('alert').textContent())
      .toBe(`Error: ${contactMessages.failure}`);
    // The browser logs the 500 itself; nothing else may go wrong.
    expect(errors.filter((error) => !/status of 500/.test(error))).toEqual([]);
    await context.close();
  });

  it('opens one FAQ answer at a time and describes them as FAQPage JSON-LD', async () => {
    const html = await fetch(`${siteUrl()}/contact`).then((r) => r.text());
    expect(html).toContain('"@type":"FAQPage"');

    const context = await chromium.newContextWithConsent();
    const page = await open(context, '/contact', contactParts);
    const questions = page.getByTestId('faq-accordion').getByRole('button');
    expect(await questions.count()).toBe(8);

    const first = questions.nth(0);
    const second = questions.nth(1);
    await first.click();
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator(`#${await first.getAttribute('aria-controls')}`).isVisible()).toBe(
      true,
    );
    await second.click();
    expect(await second.getAttribute('aria-expanded')).toBe('true');
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator(`#${await first.getAttribute('aria-controls')}`).isVisible()).toBe(
      false,
    );
    expect(await page.getByTestId('faq-accordion').locator('[aria-expanded="true"]').count()).toBe(
      1,
    );
    await second.click();
    expect(await second.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });
});

describe('the footer', () => {
  it('answers a second sign-up of the same address exactly like the first', async () => {
    const context = await chromium.newContextWithConsent();
    const page = await open(context, '/privacy');
    const errors = collectPageErrors(page);
    const sent = requestsTo(page, '/api/newsletter');
    const form = page.getByTestId('newsletter-footer');
    const status = form.getByRole('status');
    expect(await form.getByRole('textbox').count()).toBe(1);

    // Spec §5: submitting without an e-mail does nothing.
    await form.getByRole('button', { name: 'Subscribe' }).click();
    expect(sent).toEqual([]);

    const email = uniqueEmail('newsletter');
    await form.getByLabel('Email address').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => status.textContent()).toBe(newsletterMessages.success);
    expect(sent[0]?.postDataJSON()).toMatchObject({ email, source: 'footer' });

    await form.getByLabel('Email address').fill(email.toUpperCase());
    await form.getByRole('button', { name: 'Subscribe' }).click();
    // docs/product.md §4 Newsletter subscriber: nobody learns from the form whether an address is listed.
    await expect.poll(() => sent.length).toBe(2);
    await expect.poll(() => status.textContent()).toBe(newsletterMessages.success);
    // Spec §9: back to idle after 5 seconds.
    await expect.poll(() => status.textContent(), { timeout: 8_000 }).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('loads the form schemas only when a visitor uses a form, and checks the address before sending', async () => {
    const context = await chromium.newContextWithConsent();
    const page = await context.newPage();
    // Which scripts carry zod: its classes keep their names ('ZodObject') through minification.
    const scripts: Promise<{ url: string; zod: boolean }>[] = [];
    page.on('response', (response) => {
      if (!response.url().endsWith('.js')) return;
      const read = response
        .text()
        .then((body) => ({ url: response.url(), zod: body.includes('ZodObject') }));
      // A script still arriving as the context closes can no longer be read: only the reads the
      // test awaits may fail it, not one left behind.
      read.catch(() => undefined);
      scripts.push(read);
    });
    const zodScripts = async () =>
      (await Promise.all(scripts)).filter((script) => script.zod).map((script) => script.url);
    await page.goto(`${siteUrl()}/`, { waitUntil: 'networkidle' });
    const form = page.getByTestId('newsletter-footer');
    await waitForHydrated(page, 'footer form');
    expect(scripts.length).toBeGreaterThan(3);
    expect(await zodScripts()).toEqual([]);

    const sent = requestsTo(page, '/api/newsletter');
    await form.getByLabel('Email address').fill('not-an-email');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect
      .poll(() => form.getByRole('status').textContent())
      .toBe('Please enter a valid email address');
    expect(sent).toEqual([]);
    expect(await zodScripts()).not.toEqual([]);
    await context.close();
  });

  it('shows a scroll-to-top button once scrolled down, which returns to the top', async () => {
    const context = await chromium.newContextWithConsent({ viewport: { width: 390, height: 844 } });
    const page = await open(context, '/', homeSections);
    const button = page.getByRole('button', { name: 'Scroll to top' });
    expect(await button.count()).toBe(0);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await button.waitFor();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBe(0);
    await button.waitFor({ state: 'detached' });
    await context.close();
  });
});

describe('the cookie banner', () => {
  const storedConsent = (page: Page) =>
    page.evaluate(() => JSON.parse(localStorage.getItem('cookie-consent') ?? 'null') as unknown);

  it('remembers Reject All across reloads and sends no analytics', async () => {
    const context = await chromium.newContext();
    const page = await open(context, '/', homeSections);
    const errors = collectPageErrors(page);
    const events = requestsTo(page, '/api/events');
    const banner = page.getByTestId('cookie-banner');

    await banner.getByRole('button', { name: 'Reject All' }).click();
    await banner.waitFor({ state: 'detached' });
    expect(await storedConsent(page)).toMatchObject({
      necessary: true,
      analytics: false,
      marketing: false,
      functional: false,
    });

    // The banner's code has loaded and found the stored choice: no banner.
    const bannerCode = page.waitForResponse((response) =>
      /\/site-extras-[^/]*\.js$/.test(response.url()),
    );
    await page.reload({ waitUntil: 'networkidle' });
    await bannerCode;
    await waitForHydrated(page, 'footer form');
    expect(await banner.count()).toBe(0);

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About' })
      .click();
    await page.waitForURL(/\/about$/);
    await page.waitForLoadState('networkidle');
    expect(events).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("reopens from 'Update Cookie Preferences'; accepting sends page views from then on", async () => {
    const context = await chromium.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await open(context, '/cookie-policy', ['main h1', 'main button']);
    const errors = collectPageErrors(page);
    const banner = page.getByTestId('cookie-banner');
    await banner.getByRole('button', { name: 'Reject All' }).click();
    await banner.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Update Cookie Preferences' }).click();
    await banner.getByText('Cookie preferences').waitFor();
    const necessary = banner.getByRole('switch', { name: /Necessary/ });
    expect(await necessary.isChecked()).toBe(true);
    expect(await necessary.isDisabled()).toBe(true);
    expect(await banner.getByRole('switch', { name: /Analytics/ }).isChecked()).toBe(false);

    const pageViewNow = page.waitForRequest(
      (request) => request.url().endsWith('/api/events') && request.method() === 'POST',
    );
    await banner.getByRole('button', { name: 'Accept All' }).click();
    expect((await pageViewNow).postDataJSON()).toMatchObject({
      event: 'page_view',
      data: { path: '/cookie-policy' },
    });
    expect(await storedConsent(page)).toMatchObject({ analytics: true, marketing: true });

    const pageViewAfterNavigation = page.waitForRequest(
      (request) =>
        request.url().endsWith('/api/events') &&
        (request.postDataJSON() as { data?: { path?: string } }).data?.path === '/privacy',
    );
    await page
      .getByRole('navigation', { name: 'Legal' })
      .getByRole('link', { name: 'Privacy Policy' })
      .click();
    expect((await pageViewAfterNavigation).postDataJSON()).toMatchObject({ event: 'page_view' });

    // Save Preferences stores exactly the chosen categories. (A client-side navigation: with
    // analytics on, the keepalive event requests never count as finished for 'networkidle'.)
    await page
      .getByRole('navigation', { name: 'Legal' })
      .getByRole('link', { name: 'Cookie Policy' })
      .click();
    await page.waitForURL(/\/cookie-policy$/);
    await page.getByRole('button', { name: 'Update Cookie Preferences' }).click();
    await banner.getByRole('switch', { name: /Marketing/ }).click();
    await banner.getByRole('switch', { name: /Functional/ }).click();
    await banner.getByRole('button', { name: 'Save Preferences' }).click();
    await banner.waitFor({ state: 'detached' });
    expect(await storedConsent(page)).toMatchObject({
      analytics: true,
      marketing: false,
      functional: false,
    });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the legal and sitemap pages', () => {
  const htmlOf = (path: string) => fetch(`${siteUrl()}${path}`).then((r) => r.text());

  it("carries the spec's specifics in the prerendered legal texts", async () => {
    const terms = await htmlOf('/terms');
    expect(terms).toContain('30 days&#x27; notice');
    expect(terms).toContain('laws of the State of New York');
    const privacy = await htmlOf('/privacy');
    expect(privacy).toContain('do not knowingly collect any personal data from children under 13');
    expect(privacy).toContain('Digital Personal Data Protection Act, 2023');
    const cookies = await htmlOf('/cookie-policy');
    for (const category of ['Essential', 'Analytics', 'Marketing', 'Functional']) {
      expect(cookies).toContain(`>${category}<`);
    }
    expect(cookies).toContain('Update Cookie Preferences');
  });

  it('lists the real routes, every blog post and portfolio project, and sitemap.xml', async () => {
    const { posts } = (await fetch(`${siteUrl()}/api/blog`).then((r) =>
      r.json(),
    )) as BlogListResponse;
    const html = await htmlOf('/sitemap');
    for (const path of ['/', '/services', '/about', '/portfolio', '/case-studies', '/blog']) {
      expect(html).toContain(`href="${path}"`);
    }
    for (const path of ['/careers', '/contact', '/terms', '/privacy', '/cookie-policy']) {
      expect(html).toContain(`href="${path}"`);
    }
    for (const post of posts) expect(html).toContain(`href="/blog/${post.slug}"`);
    for (const id of [1, 2, 3, 4, 5, 6]) expect(html).toContain(`href="/portfolio/${id}"`);
    expect(html).toContain('href="/sitemap.xml"');
    expect(html).not.toContain('href="/#about"');
  });
});
