import { beforeAll, describe, expect, inject, it } from 'vitest';
import { getSubscriberByEmail } from '#lambdas/data/newsletter-subscribers';
import { newsletterMessages } from '#shared/forms/newsletter';
import { useChromium, waitForHydrated } from '../support/browser';
import { eventually } from '../support/checkout';
import { mailsAbout, type OutboxMail } from '../support/outbox';
import { clearRateLimits } from '../support/rate-limit';

// The newsletter's double opt-in as a visitor lives it (docs/product.md §4 Newsletter
// subscriber): the footer's sign-up, the mailed confirmation link, the welcome, and leaving from
// its link.

const chromium = useChromium();
beforeAll(async () => {
  // Browser tests share the loopback address's per-minute quotas.
  await clearRateLimits('newsletter');
  await clearRateLimits('newsletterLink');
});

const linkIn = (mail: OutboxMail, path: string) =>
  mail.text.match(new RegExp(`https?://\\S+${path}\\?token=[A-Za-z0-9_-]+`))?.[0];

async function mailedLink(email: string, subjectStart: string, path: string): Promise<string> {
  const mails = await eventually(
    () => mailsAbout(email),
    (found) => found.some((mail) => mail.subject.startsWith(subjectStart)),
  );
  const link = linkIn(
    mails.find((mail) => mail.subject.startsWith(subjectStart))!,
    path,
  );
  expect(link, `a ${path} link in the mail "${subjectStart}…"`).toBeDefined();
  return link!;
}

describe('the newsletter', () => {
  it('signs up in the footer, confirms from the mailed link, and unsubscribes from the welcome mail', async () => {
    const { context, page, errors } = await chromium.newPage();
    const email = `journey-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

    await page.goto(`${inject('siteUrl')}/about`, { waitUntil: 'networkidle' });
    await waitForHydrated(page, 'footer form');
    const form = page.getByTestId('newsletter-footer');
    await form.getByLabel('Email address').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect
      .poll(() => form.getByRole('status').textContent())
      .toBe(newsletterMessages.success);
    expect((await getSubscriberByEmail(email))?.status).toBe('pending');

    const confirmLink = await mailedLink(email, 'Please confirm', '/newsletter/confirm');
    // The mail's links point at the site the stack serves.
    expect(new URL(confirmLink).origin).toBe(new URL(inject('siteUrl')).origin);
    await page.goto(confirmLink, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Confirm Your Subscription' }).waitFor();
    // Opening the link alone confirms nothing: a mail scanner follows links too.
    expect((await getSubscriberByEmail(email))?.status).toBe('pending');
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await page.getByRole('heading', { level: 1, name: 'Subscription Confirmed!' }).waitFor();
    await page.getByRole('status').filter({ hasText: newsletterMessages.confirmed }).waitFor();
    expect((await getSubscriberByEmail(email))?.status).toBe('confirmed');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');

    const unsubscribeLink = await mailedLink(email, 'Welcome', '/newsletter/unsubscribe');
    await page.goto(unsubscribeLink, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('heading', { level: 1, name: 'You Are Unsubscribed' }).waitFor();
    await page.getByRole('status').filter({ hasText: newsletterMessages.unsubscribed }).waitFor();
    expect((await getSubscriberByEmail(email))?.status).toBe('unsubscribed');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('says clearly when a confirmation link is not valid', async () => {
    const context = await chromium.newContextWithConsent();
    const page = await context.newPage();
    await page.goto(`${inject('siteUrl')}/newsletter/confirm?token=${'x'.repeat(43)}`, {
      waitUntil: 'networkidle',
    });
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await page.getByRole('heading', { level: 1, name: 'Subscription Not Confirmed' }).waitFor();
    expect(await page.getByRole('alert').textContent()).toContain(newsletterMessages.linkInvalid);
    await context.close();
  });
});
