import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { nextBatchMessages } from '#shared/forms/next-batch-text';
import { useChromium, waitForHydrated } from '../support/browser';
import { createTestCourse, uniqueEmail, type CheckoutFixture } from '../support/checkout';
import { mailsAbout } from '../support/outbox';
import { liveHtml } from '../support/raw-page';

// "Tell me about the next batch" in Chromium (decision 025): a course whose one batch is full
// offers the form; the visitor asks, opens the mailed link and confirms.

const chromium = useChromium();
let fixture: CheckoutFixture;

beforeAll(async () => {
  fixture = await createTestCourse({ seats: 1, seatsTaken: 1 });
});
afterAll(async () => {
  await fixture?.cleanup();
});

describe('tell me about the next batch', () => {
  it('asks from the course page and confirms from the mailed link', async () => {
    const coursePath = `/learning/${fixture.course.slug}`;
    const html = await liveHtml(coursePath, (page) =>
      page.includes('Tell me about the next batch'),
    );
    expect(html).toContain('Tell me about the next batch');

    const { page, errors } = await chromium.newPage();
    await page.goto(`${inject('siteUrl')}${coursePath}`);
    await waitForHydrated(page, 'form[aria-labelledby="next-batch-title"] button[type="submit"]');

    const email = uniqueEmail('next-batch-e2e');
    await page.getByLabel('Name (optional)').fill('Meera');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Tell me about the next batch' }).click();
    await page.getByRole('status').filter({ hasText: nextBatchMessages.success }).waitFor();

    const [mail] = (await mailsAbout(email)).filter((found) =>
      found.subject.startsWith('Please confirm: tell me'),
    );
    const link = /https?:\/\/\S+\/next-batch\/confirm\?token=[A-Za-z0-9_-]+/.exec(mail!.text)![0];
    const { pathname, search } = new URL(link);
    await page.goto(`${inject('siteUrl')}${pathname}${search}`);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Request Confirmed!').waitFor();
    expect(await page.getByText(nextBatchMessages.confirmed).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Back to Course' }).getAttribute('href')).toBe(
      coursePath,
    );
    expect(errors).toEqual([]);
  });
});
