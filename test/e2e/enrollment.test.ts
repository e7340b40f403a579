import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { batchKeys } from '#lambdas/data/courses';
import { listEnrollmentsOfLearner } from '#lambdas/data/enrollments';
import { db, tableName } from '#lambdas/data/table';
import { documentAmount } from '#lambdas/checkout-payments/tax-documents/tax-document-format';
import type { CourseDetailResponse } from '#shared/api/content';
import type { PaymentStatusResponse } from '#shared/api/payment-status';
import { formatInr } from '#shared/checkout/money';
import { priceOrder } from '#shared/checkout/pricing';
import { fallbackCourses } from '#shared/content/fallback/courses';
import { useChromium } from '../support/browser';
import { payOnSandbox, uniqueEmail } from '../support/checkout';
import { mailsAbout } from '../support/outbox';
import { pdfText } from '../support/pdf-text';
import { clearRateLimits } from '../support/rate-limit';

// The enrolment wizard and the payment status page (docs/product.md §2, §4, §5, §8, §10), in Chromium
// against the local stack and its PhonePe sandbox: a seeded course, paid or failed on the
// sandbox's own page. Seat counts changed here are put back afterwards.

const course = fallbackCourses.find(({ slug }) => slug === 'cloud-computing-aws')!;
const registeredState = 'Karnataka';
const siteUrl = () => inject('siteUrl');

const chromium = useChromium();
/** seatsTaken of each batch before the tests, to restore. */
const seatsTakenBefore = new Map<string, number>();

async function courseDetail(): Promise<CourseDetailResponse> {
  return (
    await fetch(`${siteUrl()}/api/courses/${course.slug}`)
  ).json() as Promise<CourseDetailResponse>;
}

async function seatsAvailable(batchId: string): Promise<number> {
  const { batches } = await courseDetail();
  return batches.find((batch) => batch.id === batchId)!.seatsAvailable;
}

async function setSeatsTaken(batchId: string, seatsTaken: number) {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: batchKeys(course.slug, batchId),
      UpdateExpression: 'SET seatsTaken = :taken',
      ExpressionAttributeValues: { ':taken': seatsTaken },
    }),
  );
}

beforeAll(async () => {
  for (const batch of (await courseDetail()).batches) {
    seatsTakenBefore.set(batch.id, batch.seats - batch.seatsAvailable);
  }
});
afterAll(async () => {
  for (const [batchId, seatsTaken] of seatsTakenBefore) await setSeatsTaken(batchId, seatsTaken);
});
beforeEach(async () => {
  // Browser tests share the loopback address's quota of five checkouts a minute.
  await clearRateLimits('checkout');
  await clearRateLimits('coupon');
});

async function openPage(
  path: string,
  colorScheme: 'light' | 'dark' = 'light',
): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await chromium.newPage(
    {
      viewport: { width: 390, height: 844 },
      colorScheme,
    },
    { timeout: 15_000 },
  );
  await page.goto(`${siteUrl()}${path}`, { waitUntil: 'networkidle' });
  return { page, errors };
}

const main = (page: Page) => page.locator('main');
const continueButton = (page: Page) => main(page).getByRole('button', { name: 'Continue' });
const stepHeading = (page: Page, name: string) =>
  main(page).getByRole('heading', { name, exact: true });

const aLearner = (label: string): Learner => ({
  name: 'Meera Iyer',
  email: uniqueEmail(label),
  phone: '9444012345',
  city: 'Chennai',
  state: 'Tamil Nadu',
});

interface Learner {
  name: string;
  email: string;
  phone: string;
  city: string;
  state: string;
}

/** Steps 1 to 3 with WELCOME10, checking the indicator, each step's messages and the banner. */
async function fillWizard(
  page: Page,
  learner: Learner,
  batchId: string,
  atEachStep: (step: string) => Promise<void> = async () => undefined,
) {
  const form = main(page);
  await expect.poll(() => form.getByText('Step 1 of 4').isVisible()).toBe(true);
  await continueButton(page).click();
  for (const message of [
    'Name is required',
    'Valid email address is required',
    'Valid Indian phone number is required (10 digits)',
  ]) {
    await form.getByText(message).waitFor();
  }
  await atEachStep('Personal Information, refused');
  await form.getByLabel('Full Name').fill(learner.name);
  await form.getByLabel('Email Address').fill(learner.email);
  const phone = form.getByLabel('Phone Number');
  // Room for what people and autofill type ('+91 98450 12345'), and a keypad with + and spaces.
  expect(Number(await phone.getAttribute('maxlength'))).toBeGreaterThanOrEqual(16);
  expect(await phone.getAttribute('inputmode')).toBe('tel');
  await form.getByText('Enter 10-digit mobile number').waitFor();
  await phone.fill(learner.phone);
  expect(await phone.inputValue()).toBe(learner.phone);
  await continueButton(page).click();

  await stepHeading(page, 'Location Details').waitFor();
  expect(await form.getByText('Step 2 of 4').isVisible()).toBe(true);
  await continueButton(page).click();
  await form.getByText('City is required').waitFor();
  await form.getByText('State is required').waitFor();
  await atEachStep('Location Details, refused');
  const states = form.getByLabel('State').locator('option:not([value=""])');
  expect(await states.count()).toBe(36);
  await form.getByLabel('City').fill(learner.city);
  await form.getByLabel('State').selectOption(learner.state);
  await continueButton(page).click();

  await stepHeading(page, 'Select Batch').waitFor();
  expect(await form.getByText('Step 3 of 4').isVisible()).toBe(true);
  await continueButton(page).click();
  await form.getByText('Please select a batch').waitFor();
  const { batches } = await courseDetail();
  const batch = batches.find(({ id }) => id === batchId)!;
  const option = form.locator('label').filter({ hasText: batch.name });
  await option.getByText(`${batch.seatsAvailable} seats available`).waitFor();
  await option.getByRole('radio').check();

  const coupon = form.getByLabel('Have a coupon code?');
  const apply = form.getByRole('button', { name: 'Apply' });
  expect(await apply.isDisabled()).toBe(true);
  await coupon.fill('nosuchcode');
  await apply.click();
  await form.getByText('Invalid coupon code').waitFor();
  await coupon.fill('welcome10');
  expect(await coupon.inputValue()).toBe('WELCOME10');
  await apply.click();
  const discount = formatInr(Math.round(course.pricePaise / 10));
  await form.getByText(`Coupon "WELCOME10" applied! You saved ${discount}`).waitFor();
  await atEachStep('Select Batch, coupon applied');
  await continueButton(page).click();
  await stepHeading(page, 'Payment').waitFor();
  expect(await form.getByText('Step 4 of 4').isVisible()).toBe(true);
  await atEachStep('Payment');
  return batch;
}

/** The public pages' bar (test/e2e/accessibility.test.ts): no serious or critical axe violations. */
async function expectAccessible(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const problems = violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(
      ({ id, nodes }) =>
        `${where}: ${id} at ${nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(problems).toEqual([]);
}

/** Chromium logs each refused request (the invalid coupon's 400); anything else is a failure. */
const unexpectedErrors = (errors: string[]) =>
  errors.filter(
    (error) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(error),
  );

/** The Order Summary's amount lines, as 'label: value'. */
async function summaryLines(page: Page): Promise<string[]> {
  return main(page)
    .getByTestId('order-lines')
    .locator('div')
    .evaluateAll((rows) =>
      rows.map(
        (row) => `${row.querySelector('dt')?.textContent}: ${row.querySelector('dd')?.textContent}`,
      ),
    );
}

function expectedAmounts(learnerState: string) {
  return priceOrder({
    feePaise: course.pricePaise,
    originalPricePaise: course.originalPricePaise,
    discountPaise: Math.round(course.pricePaise / 10),
    learnerState,
    companyState: registeredState,
  });
}

/** Pays on the sandbox's checkout page and lands back on /payment/success. */
async function payOnCheckoutPage(page: Page, outcome: 'Success' | 'Failure') {
  await main(page).getByRole('checkbox').check();
  await main(page)
    .getByRole('button', { name: /^Pay ₹/ })
    .click();
  await page.waitForURL((url) => url.pathname.startsWith('/checkout/'));
  await page.getByRole('button', { name: outcome, exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/payment/success');
  return new URL(page.url()).searchParams.get('merchantTransactionId')!;
}

describe('enrolling in a course', () => {
  it('takes a Karnataka learner with WELCOME10 through the four steps to a paid enrollment and an invoice', async () => {
    const { page, errors } = await openPage(`/learning/${course.slug}/enroll`);
    const learner = {
      name: 'Kavya Shetty',
      email: uniqueEmail('enroll-kavya'),
      // As a browser's autofill writes it: kept whole, and stored as the 10-digit mobile.
      phone: '+91 98450 12345',
      city: 'Bengaluru',
      state: registeredState,
    };
    const batch = await fillWizard(page, learner, 'evening', (step) =>
      expectAccessible(page, step),
    );

    const amounts = expectedAmounts(registeredState);
    expect(amounts.tax.kind).toBe('intra-state');
    const half = formatInr(amounts.gstPaise / 2);
    expect(await summaryLines(page)).toEqual([
      `Course Fee: ${formatInr(course.pricePaise)}`,
      `Original Price: ${formatInr(course.originalPricePaise!)}`,
      `Coupon Discount (WELCOME10): −${formatInr(amounts.discountPaise)}`,
      `GST (18%): ${formatInr(amounts.gstPaise)}`,
      `CGST (9%): ${half}`,
      `SGST (9%): ${half}`,
      `Total Amount (incl. GST): ${formatInr(amounts.totalPaise)}`,
    ]);
    const summary = main(page).getByRole('region', { name: 'Order Summary' });
    await summary.getByText(course.title).waitFor();
    await summary.getByText(batch.name).waitFor();
    await summary.getByText('1 Mar 2027').waitFor();

    // The other methods are not offered yet, and paying needs the terms accepted.
    const pay = main(page).getByRole('button', { name: `Pay ${formatInr(amounts.totalPaise)}` });
    expect(await pay.isDisabled()).toBe(true);
    await main(page)
      .getByLabel(/Credit \/ Debit Card/)
      .check();
    await main(page)
      .getByText('This payment method is coming soon. Please use PhonePe for now.')
      .waitFor();
    await main(page).getByRole('checkbox').check();
    expect(await pay.isDisabled()).toBe(true);
    await main(page)
      .getByLabel(/PhonePe/)
      .check();
    expect(await pay.isEnabled()).toBe(true);
    await main(page).getByRole('checkbox').uncheck();
    expect(await pay.isDisabled()).toBe(true);

    const merchantTransactionId = await payOnCheckoutPage(page, 'Success');
    await main(page).getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    await expectAccessible(page, 'Payment Successful!');
    const details = main(page).getByRole('region', { name: 'Payment Details' });
    await details.getByText(formatInr(amounts.totalPaise)).waitFor();
    await details.getByText('UPI', { exact: true }).waitFor();
    await details.getByText('UTR Number').waitFor();
    const enrollment = main(page).getByRole('region', { name: 'Enrollment Successful!' });
    for (const text of [course.title, batch.name, '1 Mar 2027', formatInr(amounts.totalPaise)]) {
      await enrollment.getByText(text, { exact: true }).waitFor();
    }
    await enrollment
      .getByText(/confirmation email with course access details within 24 hours/)
      .waitFor();
    expect(
      await main(page).getByRole('link', { name: 'Browse More Courses' }).getAttribute('href'),
    ).toBe('/learning');
    expect(
      await main(page).getByRole('link', { name: 'Contact Support' }).getAttribute('href'),
    ).toBe('/contact');
    const status = (await (
      await fetch(`${siteUrl()}/api/payments/${merchantTransactionId}`)
    ).json()) as PaymentStatusResponse;
    expect(status.state).toBe('COMPLETED');
    await details.getByText(status.transactionId!, { exact: true }).waitFor();
    await details.getByText(status.paymentInstrument!.utr!, { exact: true }).waitFor();

    await expect
      .poll(async () => (await mailsAbout(learner.email)).length, { timeout: 10_000 })
      .toBe(1);
    const [mail] = await mailsAbout(learner.email);
    expect(mail!.subject).toBe(`Enrollment confirmed: ${course.title}`);
    // The autofilled '+91 98450 12345' was stored as the mobile the spec's rule checks.
    const [stored] = await listEnrollmentsOfLearner(learner.email);
    expect(stored!.student.phone).toBe('9845012345');
    expect(mail!.text).toContain(`Amount paid: ${formatInr(amounts.totalPaise)} (incl. GST)`);
    expect(mail!.text).toContain(`CGST @ 9%: ${half}`);
    expect(mail!.attachments[0]!.contentType).toMatch(/^application\/pdf;/);
    expect(await pdfText(mail!.attachments[0]!.bytes)).toContain(
      documentAmount(amounts.totalPaise),
    );
    expect(unexpectedErrors(errors)).toEqual([]);
  }, 90_000);

  it('shows Payment Failed for a failed payment, and gives the seat back', async () => {
    const batchId = 'afternoon';
    const seatsBefore = await seatsAvailable(batchId);
    const { page, errors } = await openPage(`/learning/${course.slug}/enroll`);
    await fillWizard(
      page,
      {
        name: 'Rahul Deshmukh',
        email: uniqueEmail('enroll-rahul'),
        phone: '9822012345',
        city: 'Pune',
        state: 'Maharashtra',
      },
      batchId,
    );
    const amounts = expectedAmounts('Maharashtra');
    const lines = await summaryLines(page);
    expect(lines).toContain(`IGST (18%): ${formatInr(amounts.gstPaise)}`);
    expect(lines.some((line) => line.startsWith('CGST'))).toBe(false);

    await main(page).getByRole('checkbox').check();
    await main(page)
      .getByRole('button', { name: /^Pay ₹/ })
      .click();
    await page.waitForURL((url) => url.pathname.startsWith('/checkout/'));
    expect(await seatsAvailable(batchId)).toBe(seatsBefore - 1);
    await page.getByRole('button', { name: 'Failure', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/payment/success');

    await main(page).getByRole('heading', { name: 'Payment Failed' }).waitFor();
    await main(page).getByText('Payment was not successful').waitFor();
    await expectAccessible(page, 'Payment Failed');
    await expect.poll(() => seatsAvailable(batchId)).toBe(seatsBefore);

    // Try Again returns to this course's enrolment with the learner's details kept.
    await main(page).getByRole('button', { name: 'Try Again' }).click();
    await page.waitForURL((url) => url.pathname === `/learning/${course.slug}/enroll`);
    expect(await main(page).getByLabel('Full Name').inputValue()).toBe('Rahul Deshmukh');
    expect(unexpectedErrors(errors)).toEqual([]);
  }, 90_000);

  it('returns the learner to step 3 with live seats when their batch fills up before they pay', async () => {
    const { page, errors } = await openPage(`/learning/${course.slug}/enroll`);
    const batch = await fillWizard(page, aLearner('enroll-full'), 'morning');
    // Meanwhile other learners take every seat.
    await setSeatsTaken(batch.id, batch.seats);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/checkout', async (route) => {
      await released;
      await route.continue();
    });

    await main(page).getByRole('checkbox').check();
    await main(page)
      .getByRole('button', { name: /^Pay ₹/ })
      .click();
    const processing = main(page).getByRole('button', { name: 'Processing...' });
    await processing.waitFor();
    expect(await processing.isDisabled()).toBe(true);
    release();

    await stepHeading(page, 'Select Batch').waitFor();
    await main(page).getByText('This batch is full. Please choose another batch.').waitFor();
    const option = main(page).locator('label').filter({ hasText: batch.name });
    await option.getByText('Batch full').waitFor();
    expect(await option.getByRole('radio').isDisabled()).toBe(true);
    expect(unexpectedErrors(errors)).toEqual([]);
  }, 90_000);

  it('shows a Payment Error when the payment cannot start', async () => {
    const { page, errors } = await openPage(`/learning/${course.slug}/enroll`);
    await fillWizard(page, aLearner('enroll-error'), 'weekend');
    await page.route('**/api/checkout', (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Payment initiation failed' }),
      }),
    );
    await main(page).getByRole('checkbox').check();
    const pay = main(page).getByRole('button', { name: /^Pay ₹/ });
    await pay.click();
    const alert = main(page).getByRole('alert').filter({ hasText: 'Payment Error' });
    await alert.getByText('Payment initiation failed').waitFor();

    await page.unroute('**/api/checkout');
    await page.route('**/api/checkout', (route) => route.abort());
    await pay.click();
    await alert.getByText('Payment failed. Please try again.').waitFor();
    expect(
      unexpectedErrors(errors).filter((error) => !/status of 502|net::ERR_FAILED/.test(error)),
    ).toEqual([]);
  }, 90_000);

  it('shows Payment Pending, checking again by itself, for a payment still in progress', async () => {
    const { page, errors } = await openPage(`/learning/${course.slug}/enroll`);
    await fillWizard(page, aLearner('enroll-pending'), 'weekend');
    await main(page).getByRole('checkbox').check();
    await main(page)
      .getByRole('button', { name: /^Pay ₹/ })
      .click();
    await page.waitForURL((url) => url.pathname.startsWith('/checkout/'));
    await page.getByRole('button', { name: 'Pending', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/payment/success');

    await main(page).getByRole('heading', { name: 'Payment Pending' }).waitFor();
    await main(page).getByText('Checking the payment status again automatically...').waitFor();
    await main(page).getByRole('button', { name: 'Refresh Status' }).waitFor();

    // PhonePe settles it later; the page, still checking, shows the outcome without a reload.
    const merchantTransactionId = new URL(page.url()).searchParams.get('merchantTransactionId')!;
    await payOnSandbox(merchantTransactionId, 'Failure');
    await main(page).getByRole('heading', { name: 'Payment Failed' }).waitFor();
    expect(unexpectedErrors(errors)).toEqual([]);
  }, 90_000);

  it('has no serious or critical axe violations at any step in the dark theme', async () => {
    const { page, errors } = await openPage(`/learning/${course.slug}/enroll`, 'dark');
    await fillWizard(page, aLearner('enroll-dark'), 'weekend', (step) =>
      expectAccessible(page, `${step} (dark)`),
    );
    await main(page).getByRole('radio', { name: /^UPI/ }).check();
    await expectAccessible(page, 'Payment, coming soon (dark)');
    expect(unexpectedErrors(errors)).toEqual([]);
  }, 90_000);

  it('answers an unknown course with Course Not Found', async () => {
    const { page, errors } = await openPage('/learning/no-such-course/enroll');
    await main(page).getByRole('heading', { name: 'Course Not Found' }).waitFor();
    expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
  });
});

describe('the payment status page', () => {
  it('needs a transaction id', async () => {
    const { page, errors } = await openPage('/payment/success', 'dark');
    await main(page).getByRole('heading', { name: 'Payment Failed' }).waitFor();
    await main(page).getByText('Missing transaction information').waitFor();
    await expectAccessible(page, 'Missing transaction information (dark)');
    expect(errors).toEqual([]);
  });

  it("shows the server's message for a payment it does not know", async () => {
    const { page } = await openPage('/payment/success?merchantTransactionId=NXT_1_unknown');
    await main(page).getByRole('heading', { name: 'Payment Failed' }).waitFor();
    await main(page).getByText('Payment not found').waitFor();
  });
});
