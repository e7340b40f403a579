import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { waitingListMessages } from '#shared/forms/batch-waiting-list-text';
import { reconcileCheckouts } from '#lambdas/checkout-payments/reconcile';
import { offerFreedSeats } from '#lambdas/checkout-payments/waiting-lists';
import { getWaitingListEntry, waitingListEntryId } from '#lambdas/data/batch-waiting-lists';
import { listEnrollmentsOfLearner } from '#lambdas/data/enrollments';
import { db, queryPartition, tableName } from '#lambdas/data/table';
import { useChromium } from '../support/browser';
import {
  aCheckout,
  checkout,
  createTestCourse,
  invoicedAndMailed,
  lapseHold,
  seatsTaken,
  uniqueEmail,
  uniquePhone,
  type CheckoutFixture,
} from '../support/checkout';
import { postJson } from '../support/client-ip';
import { mailedLink } from '../support/waiting-lists';
import { clearRateLimits } from '../support/rate-limit';

// The waiting list of a full batch in Chromium (decision 025, docs/product.md §2 Enrollment): a
// visitor joins a full 1-seat batch's list from the enrolment page and confirms from the mail;
// the holder's unpaid hold lapses, the scheduled job offers the seat, and the offer's link opens
// checkout with the batch chosen and the address filled in. Another address is refused there;
// the visitor pays on the PhonePe sandbox and lands on the paid page.

const chromium = useChromium();
let fixture: CheckoutFixture;
/** A second 1-seat batch, whose offer lapses. */
let lapsing: CheckoutFixture;
const visitor = {
  name: 'Nila Raman',
  email: uniqueEmail('waitlist-e2e'),
  phone: uniquePhone(),
  city: 'Chennai',
  state: 'Tamil Nadu',
};

beforeAll(async () => {
  [fixture, lapsing] = await Promise.all([
    createTestCourse({ seats: 1 }),
    createTestCourse({ seats: 1 }),
  ]);
  // Every browser shares the loopback address's quotas.
  for (const form of ['checkout', 'waitingList', 'waitingListLink'] as const) {
    await clearRateLimits(form);
  }
});

afterAll(async () => {
  for (const enrollment of await listEnrollmentsOfLearner(visitor.email)) {
    fixture?.created.push({
      enrollmentId: enrollment.id,
      merchantTransactionId: enrollment.merchantTransactionId,
    });
  }
  for (const { course, batch, cleanup } of [fixture, lapsing].filter(Boolean)) {
    await cleanup();
    const items = [
      ...(await queryPartition(`WAITLIST#${course.slug}#${batch.id}`)),
      ...(await queryPartition('WAITLISTS', `${course.slug}#`)),
    ];
    await Promise.all(
      items.map(({ pk, sk }) =>
        db().send(new DeleteCommand({ TableName: tableName(), Key: { pk, sk } })),
      ),
    );
  }
});

async function openPage(path: string): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await chromium.newPage(
    { viewport: { width: 390, height: 844 } },
    { timeout: 15_000 },
  );
  await page.goto(`${inject('siteUrl')}${path}`);
  return { page, errors };
}

const main = (page: Page) => page.locator('main');
const continueButton = (page: Page) => main(page).getByRole('button', { name: 'Continue' });

/** The page address of `path`'s link in the newest mail to `email` about `subject`. */
async function linkInMail(subject: string, path: string, email = visitor.email): Promise<string> {
  const { pathname, search } = await mailedLink(email, subject, path);
  return `${pathname}${search}`;
}

/** Steps 1 and 2 with what is not filled in yet; the e-mail given, if any, replaces the one there. */
async function fillDetails(page: Page, email?: string) {
  const form = main(page);
  await form.getByText('Step 1 of 4').waitFor();
  if (!(await form.getByLabel('Full Name').inputValue())) {
    await form.getByLabel('Full Name').fill(visitor.name);
  }
  if (email) await form.getByLabel('Email Address').fill(email);
  await form.getByLabel('Phone Number').fill(visitor.phone);
  await continueButton(page).click();
  await form.getByLabel('City').fill(visitor.city);
  await form.getByLabel('State').selectOption(visitor.state);
  await continueButton(page).click();
  await form.getByText('Step 3 of 4').waitFor();
}

/** Step 3 with the offered batch already chosen, then the terms and Pay on step 4. */
async function payForKeptSeat(page: Page) {
  const form = main(page);
  const option = form.locator('label').filter({ hasText: fixture.batch.name });
  await option.getByText('Seat kept for you').waitFor();
  expect(await option.getByRole('radio').isChecked()).toBe(true);
  await continueButton(page).click();
  await form.getByText('Step 4 of 4').waitFor();
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: /^Pay ₹/ }).click();
}

/** No serious or critical axe violations, as on every step of the wizard. */
async function expectAccessible(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const problems = violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(({ id, nodes }) => `${where}: ${id} at ${nodes.map((node) => node.target).join(', ')}`);
  expect(problems).toEqual([]);
}

/** Chromium logs each refused request (the other address's 403); anything else is a failure. */
const unexpectedErrors = (errors: string[]) =>
  errors.filter(
    (error) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(error),
  );

describe('the waiting list of a full batch', () => {
  it('is joined from the enrolment page, confirmed from the mail, and its offered seat is paid for', async () => {
    // A learner holds the only seat, unpaid.
    const holder = await checkout<{ enrollmentId: string }>(fixture, aCheckout(fixture));
    expect(holder.status).toBe(201);

    const enrolPath = `/learning/${fixture.course.slug}/enroll`;
    const joining = await openPage(enrolPath);
    await fillDetails(joining.page, visitor.email);
    const form = main(joining.page);
    await form.getByText('Batch full').waitFor();
    expect(await form.getByRole('radio').isDisabled()).toBe(true);
    await form
      .getByRole('button', { name: `Join the waiting list for ${fixture.batch.name}` })
      .click();

    // The form asks name, e-mail and phone, filled in from step 1, and answers as it does for all.
    const waitingForm = form.getByRole('form', { name: /Join the waiting list/ });
    expect(await waitingForm.getByLabel('Email Address').inputValue()).toBe(visitor.email);
    await expectAccessible(joining.page, 'the waiting-list form');
    await waitingForm.getByLabel('Phone Number').fill('12');
    await waitingForm.getByRole('button', { name: 'Join the waiting list', exact: true }).click();
    await waitingForm.getByText('Valid Indian phone number is required (10 digits)').waitFor();
    await waitingForm.getByLabel('Phone Number').fill(visitor.phone);
    await waitingForm.getByRole('button', { name: 'Join the waiting list', exact: true }).click();
    await form.getByRole('status').filter({ hasText: waitingListMessages.joined }).waitFor();

    // The mailed link confirms the place, with a button.
    await joining.page.goto(
      `${inject('siteUrl')}${await linkInMail('Confirm your place', '/waiting-list/confirm')}`,
    );
    await main(joining.page).getByRole('button', { name: 'Confirm my place' }).click();
    await main(joining.page)
      .getByRole('heading', { name: 'You Are on the Waiting List' })
      .waitFor();
    await main(joining.page).getByText(waitingListMessages.confirmed).waitFor();
    expect(unexpectedErrors(joining.errors)).toEqual([]);

    // The holder's hold lapses; the scheduled job frees the seat and offers it to the visitor.
    await lapseHold(holder.body.enrollmentId);
    await reconcileCheckouts();
    const offerPath = await linkInMail('A seat is yours', enrolPath);
    expect(offerPath).toMatch(/[?&]batch=weekend&offer=[^&]+&token=/);

    // The offer link from another browser, paying with another address, is refused.
    const stranger = await openPage(offerPath);
    await main(stranger.page)
      .getByText(/is kept for you until/)
      .waitFor();
    await fillDetails(stranger.page, uniqueEmail('not-the-offered'));
    await payForKeptSeat(stranger.page);
    await main(stranger.page).getByText(waitingListMessages.offerOtherAddress).waitFor();
    expect(unexpectedErrors(stranger.errors)).toEqual([]);

    // The visitor's own link: the batch chosen, the address filled in. The first payment fails:
    // Try Again leads back to the offer, its seat still kept, and the second is paid.
    const offered = await openPage(offerPath);
    await main(offered.page)
      .getByText(/is kept for you until/)
      .waitFor();
    expect(await main(offered.page).getByLabel('Email Address').inputValue()).toBe(visitor.email);
    await expectAccessible(offered.page, 'the offer');
    await fillDetails(offered.page);
    await payForKeptSeat(offered.page);
    await offered.page.waitForURL((url) => url.pathname.startsWith('/checkout/'));
    await offered.page.getByRole('button', { name: 'Failure', exact: true }).click();
    await main(offered.page).getByRole('heading', { name: 'Payment Failed' }).waitFor();
    await main(offered.page).getByRole('button', { name: 'Try Again' }).click();
    await offered.page.waitForURL((url) => `${url.pathname}${url.search}` === offerPath);
    await main(offered.page)
      .getByText(/is kept for you until/)
      .waitFor();
    await fillDetails(offered.page);
    await payForKeptSeat(offered.page);
    await offered.page.waitForURL((url) => url.pathname.startsWith('/checkout/'));
    await offered.page.getByRole('button', { name: 'Success', exact: true }).click();
    await offered.page.waitForURL((url) => url.pathname === '/payment/success');
    await main(offered.page).getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    await main(offered.page).getByText(fixture.batch.name, { exact: true }).first().waitFor();
    expect(unexpectedErrors(offered.errors)).toEqual([]);

    // The offer is taken, and the paid enrolment gets its invoice like any other.
    const entry = await getWaitingListEntry(
      { courseSlug: fixture.course.slug, batchId: fixture.batch.id },
      waitingListEntryId(visitor.email),
    );
    expect(entry?.status).toBe('taken');
    const [paid] = await listEnrollmentsOfLearner(visitor.email);
    expect(paid?.batch.id).toBe(fixture.batch.id);
    await invoicedAndMailed(paid!.id, visitor.email);
  });

  it("is joined from the course page's full batch, its form open without the enrolment steps", async () => {
    // The first test's visitor paid for the batch's only seat.
    const email = uniqueEmail('waitlist-course-page');
    const { page, errors } = await openPage(`/learning/${fixture.course.slug}`);
    const card = main(page).getByTestId('batch').filter({ hasText: fixture.batch.name });
    await card.getByText('Batch full').waitFor();
    await card
      .getByRole('link', { name: `Join the waiting list for ${fixture.batch.name}` })
      .click();
    await page.waitForURL(
      (url) =>
        url.pathname === `/learning/${fixture.course.slug}/enroll` &&
        url.searchParams.get('waitlist') === fixture.batch.id,
    );
    const heading = main(page).getByRole('heading', {
      name: `Join the waiting list: ${fixture.batch.name}`,
    });
    await heading.waitFor();
    expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await main(page).getByText('Step 1 of 4').count()).toBe(0);
    await expectAccessible(page, "the course page's way onto the waiting list");

    const waitingForm = main(page).getByRole('form', { name: /Join the waiting list/ });
    await waitingForm.getByLabel('Full Name').fill('Meera Iyer');
    await waitingForm.getByLabel('Email Address').fill(email);
    await waitingForm.getByLabel('Phone Number').fill(uniquePhone());
    await waitingForm.getByRole('button', { name: 'Join the waiting list', exact: true }).click();
    await main(page).getByRole('status').filter({ hasText: waitingListMessages.joined }).waitFor();
    const list = { courseSlug: fixture.course.slug, batchId: fixture.batch.id };
    expect((await getWaitingListEntry(list, waitingListEntryId(email)))?.status).toBe(
      'unconfirmed',
    );

    // Back from the form is the enrolment's first step, for another batch.
    await main(page).getByRole('button', { name: 'Enroll in another batch' }).click();
    await main(page).getByText('Step 1 of 4').waitFor();
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  it('says when an offer has lapsed, and lets a person leave the list from its mail', async () => {
    const holder = await checkout<{ enrollmentId: string }>(lapsing, aCheckout(lapsing));
    expect(holder.status).toBe(201);
    const list = { courseSlug: lapsing.course.slug, batchId: lapsing.batch.id };
    const [first, second] = [uniqueEmail('waitlist-first'), uniqueEmail('waitlist-second')];
    for (const email of [first, second]) {
      const joined = await postJson('/api/waiting-list', {
        ...list,
        name: 'Ravi Kumar',
        email,
        phone: uniquePhone(),
      });
      expect(joined.status).toBe(202);
      const confirm = await linkInMail('Confirm your place', '/waiting-list/confirm', email);
      const query = new URL(confirm, inject('siteUrl')).searchParams;
      const confirmed = await postJson('/api/waiting-list/confirm', Object.fromEntries(query));
      expect(confirmed.status).toBe(200);
    }
    // The seat frees and is offered to the first, whose day passes without paying.
    await lapseHold(holder.body.enrollmentId);
    await reconcileCheckouts();
    const enrolPath = `/learning/${lapsing.course.slug}/enroll`;
    const lapsedOffer = await linkInMail('A seat is yours', enrolPath, first);
    const dayLater = new Date(Date.now() + 25 * 60 * 60_000);
    expect(await offerFreedSeats(list, dayLater)).toMatchObject({ lapsed: 1, offered: 1 });

    const late = await openPage(lapsedOffer);
    await main(late.page)
      .getByRole('alert')
      .filter({ hasText: waitingListMessages.offerLapsed })
      .waitFor();
    await fillDetails(late.page, first);
    await main(late.page).getByText('Batch full').waitFor();
    expect(await main(late.page).getByRole('radio').isDisabled()).toBe(true);
    expect(await main(late.page).getByRole('radio').isChecked()).toBe(false);
    expect(unexpectedErrors(late.errors)).toEqual([]);

    // The second leaves from the offer mail's link: the kept seat goes back.
    const leave = await linkInMail('A seat is yours', '/waiting-list/leave', second);
    const leaving = await openPage(leave);
    await main(leaving.page).getByRole('button', { name: 'Leave the waiting list' }).click();
    await main(leaving.page).getByRole('heading', { name: 'You Left the Waiting List' }).waitFor();
    await main(leaving.page).getByText(waitingListMessages.left).waitFor();
    expect(
      await main(leaving.page).getByRole('link', { name: 'Back to Course' }).getAttribute('href'),
    ).toBe(`/learning/${lapsing.course.slug}`);
    expect((await getWaitingListEntry(list, waitingListEntryId(second)))?.status).toBe('left');
    expect(await seatsTaken(lapsing)).toBe(0);
    expect(leaving.errors).toEqual([]);

    // Her offer's link then says she left, not that the seat went to somebody else.
    const after = await openPage(await linkInMail('A seat is yours', enrolPath, second));
    await main(after.page)
      .getByRole('alert')
      .filter({ hasText: waitingListMessages.offerLeft })
      .waitFor();
    expect(unexpectedErrors(after.errors)).toEqual([]);
  });
});
