import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { reviewsPageSize } from '#shared/api/content';
import { reviewItem } from '#lambdas/data/course-reviews';
import { newAdminPage, openAdminTab, signInAsAdmin } from '../support/admin-browser';
import { collectPageErrors, useChromium, waitForHydrated } from '../support/browser';
import {
  createTestCourse,
  paidCheckout,
  startedBatchDate,
  type CheckoutFixture,
} from '../support/checkout';
import { completeAsAdmin, signInAsLearner } from '../support/learners';
import { liveHtml } from '../support/raw-page';
import { putItems } from '../support/table';

// Verified reviews in Chromium (decision 024): a learner who completed the course reviews it
// from My Learning, staff publish it from the admin's Reviews, and the course page's HTML, as
// search engines read it, shows the review and its JSON-LD rating counts it.

const chromium = useChromium();
let fixture: CheckoutFixture;

beforeAll(async () => {
  fixture = await createTestCourse({ startDate: startedBatchDate });
});
afterAll(async () => {
  await fixture?.cleanup();
});

const comment = 'The capstone reviews by the instructor taught me more than any video course.';

/** The course's Course JSON-LD in its prerendered HTML. */
const courseJsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)]
    .map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
    .find((item) => item['@type'] === 'Course');

describe('a verified review', () => {
  it('is written from My Learning, published by staff, and shown with its rating in the page’s HTML', async () => {
    const order = await paidCheckout(fixture);
    await completeAsAdmin(fixture, [order.enrollmentId]);
    const coursePath = `/learning/${fixture.course.slug}`;
    const before = courseJsonLd(await liveHtml(coursePath, (html) => html.includes('</html>')));
    expect(before).not.toHaveProperty('aggregateRating');

    // The learner, signed in (the sign-in itself is my-learning.test.ts's), writes the review.
    const tokens = await signInAsLearner(order.email);
    const learnerContext = await chromium.newContextWithConsent({
      viewport: { width: 390, height: 844 },
    });
    await learnerContext.addInitScript(
      (session) => {
        localStorage.setItem('learner-session', JSON.stringify(session));
      },
      {
        email: order.email,
        username: tokens.username,
        idToken: tokens.idToken,
        refreshToken: tokens.refreshToken,
        expiresAt: Date.now() + tokens.expiresIn * 1000,
      },
    );
    const learnerPage = await learnerContext.newPage();
    const learnerErrors = collectPageErrors(learnerPage);
    await learnerPage.goto(`${inject('siteUrl')}/my-learning`);
    await learnerPage.getByRole('button', { name: 'Write a review' }).click();
    const form = learnerPage.getByRole('form', { name: `Review ${fixture.course.title}` });
    await form.getByRole('button', { name: 'Send review' }).click();
    // Nothing chosen: the form says so before anything is sent.
    await expect
      .poll(() => form.getByText('Please choose a rating from 1 to 5 stars').count())
      .toBe(1);
    await form.getByLabel('4 stars').check();
    await form.getByLabel('Your review').fill(comment);
    await form.getByRole('button', { name: 'Send review' }).click();
    const mine = learnerPage.getByTestId('my-review');
    await expect.poll(() => mine.textContent()).toContain('Waiting for our team to read it');
    expect(learnerErrors).toEqual([]);

    // Staff see it waiting, counted in the sidebar, and publish it.
    const { page, errors } = await newAdminPage(chromium.browser);
    await signInAsAdmin(page);
    await expect.poll(() => page.getByTestId('pending-reviews').count()).toBe(1);
    await openAdminTab(page, 'Reviews');
    const row = page.getByTestId('admin-review').filter({ hasText: comment });
    await expect.poll(() => row.count()).toBe(1);
    await row.getByRole('button', { name: 'Publish' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Published the review' }).count())
      .toBe(1);
    expect(errors).toEqual([]);

    // The page is rendered again from the table: the review and its rating, for search engines.
    const html = await liveHtml(coursePath, (text) => text.includes(comment));
    expect(html).toContain('Asha R.');
    const after = courseJsonLd(html);
    expect(after).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, reviewCount: 1 },
      review: [
        {
          '@type': 'Review',
          author: { '@type': 'Person', name: 'Asha R.' },
          reviewRating: { ratingValue: 4 },
          reviewBody: comment,
        },
      ],
    });
  });

  it('lists ten reviews at first and the rest on “Show more reviews”', async () => {
    // Ten more, newer than the one above, stored as staff would have published them.
    const newer = Array.from({ length: reviewsPageSize }, (_, index) =>
      reviewItem({
        id: `more-${String(index).padStart(2, '0')}`,
        courseSlug: fixture.course.slug,
        enrollmentId: `more-${index}`,
        authorName: `Reviewer ${index}`,
        rating: 5,
        comment: `A newer review, number ${index}.`,
        isVerified: true,
        status: 'published',
        createdAt: new Date(Date.UTC(2030, 0, 1 + index)).toISOString(),
        editableUntil: new Date(Date.UTC(2030, 1, 1 + index)).toISOString(),
        reply: null,
      }),
    );
    await putItems(newer);
    const coursePath = `/learning/${fixture.course.slug}`;
    // Rendered again once all eleven are stored (the puts land in any order, each a change).
    const html = await liveHtml(
      coursePath,
      (text) => text.includes('A newer review, number 0.') && text.includes('Show more reviews'),
    );
    // The first page only, for search engines too.
    expect(html).not.toContain(comment);

    const { page, errors } = await chromium.newPage({
      viewport: { width: 1280, height: 900 },
    });
    const shown = page.getByTestId('course-review');
    const more = page.getByRole('button', { name: 'Show more reviews' });
    // Eleven puts are eleven changes, each rendering the page: one that read the table before
    // the last put can land after the newest render, so the page is opened until it has them all.
    await expect
      .poll(
        async () => {
          await page.goto(`${inject('siteUrl')}${coursePath}`);
          await page.getByRole('tab', { name: 'Reviews' }).click();
          // The button works once React has hydrated it; before that a click does nothing.
          await waitForHydrated(page, 'li[data-testid="course-review"]');
          return (await shown.count()) === reviewsPageSize && (await more.count()) === 1;
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(true);
    await more.click();
    await expect.poll(() => shown.count()).toBe(reviewsPageSize + 1);
    expect(await shown.last().textContent()).toContain(comment);
    expect(await more.count()).toBe(0);
    expect(errors).toEqual([]);
  }, 60_000); // the page may wait its turn to be rendered again: up to liveHtml's 20 s
});
