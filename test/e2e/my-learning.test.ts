import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatInr } from '#shared/checkout/money';
import { formatDate } from '#shared/format-date';
import { adminPaymentMessages, type AdminPaymentRow } from '#shared/admin/sales-payments';
import type { AdminPage } from '#shared/admin/lists';
import { certificateIdPattern } from '#shared/learning/certificates';
import { refundRequestMessages } from '#shared/learning/refund-requests';
import { learnerSignInMessages } from '#shared/learning/sign-in';
import * as apiPaths from '#shared/api/api-paths';
import { withPathParameters } from '#shared/api/path-parameters';
import { instantToIstLocal, type BatchSchedule } from '#shared/learning/class-schedule';
import { asAdmin, callWithToken } from '../support/admin-session';
import {
  answerAdminDialog,
  newAdminPage,
  openAdminTab,
  searchList,
  signInAsAdmin,
} from '../support/admin-browser';
import { useChromium } from '../support/browser';
import {
  createTestCourse,
  invoicedEnrollment,
  paidCheckout,
  settleRefundOnSandbox,
  startedBatchDate,
  type CheckoutFixture,
} from '../support/checkout';
import { codesMailedTo, completeAsAdmin, signInAsLearner } from '../support/learners';
import { mailsAbout } from '../support/outbox';
import { clearRateLimits } from '../support/rate-limit';
import { pdfText } from '../support/pdf-text';

// In Chromium (decision 015): a learner pays for a course, opens My Learning from the confirmation
// e-mail, signs in with the mailed code (a wrong one first), sees the batch and downloads the
// invoice; the sign-in survives a reload and a lapsed ID token, and ends on sign-out or when the
// refresh token is refused. A refund request goes from the learner to the admin's Payments and
// back as a refund. Once the batch is completed the learner downloads their certificate and its
// check confirms it; asking for a refund then says it revokes the certificate. axe is clean on
// each view.

const chromium = useChromium();
let fixture: CheckoutFixture;

beforeAll(async () => {
  // Started, so its learners may be marked completed (decision 016).
  fixture = await createTestCourse({ startDate: startedBatchDate });
});
afterAll(async () => {
  await fixture?.cleanup();
});

/** A learner who paid through the sandbox, once the confirmation mail with the invoice is out. */
async function paidThroughCheckout() {
  const order = await paidCheckout(fixture);
  const [enrollment, [mail]] = await Promise.all([
    invoicedEnrollment(order.enrollmentId),
    mailsAbout(order.email),
  ]);
  return { email: order.email, enrollment, mail: mail! };
}

const newPage = () => chromium.newPage({ viewport: { width: 390, height: 844 } });

async function expectAxeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
}

/** Signs in on the page's My Learning: the address, then the newest code mailed to it. */
async function signIn(page: Page, email: string, { wrongFirst = false } = {}) {
  // Every browser test shares the loopback address's few sign-ins a minute.
  await clearRateLimits('learnerSignIn');
  await clearRateLimits('learnerCode');
  const codesBefore = (await codesMailedTo(email)).length;
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect
    .poll(() => page.getByText(learnerSignInMessages.codeSent).count())
    .toBeGreaterThan(0);
  await expect.poll(async () => (await codesMailedTo(email)).length).toBe(codesBefore + 1);
  const code = (await codesMailedTo(email)).at(-1)!;
  if (wrongFirst) {
    await page.getByLabel('Sign-in code').fill(code === '111111' ? '222222' : '111111');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => page.getByText(learnerSignInMessages.wrongCode).count()).toBe(1);
  }
  await page.getByLabel('Sign-in code').fill(code);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

const storedSession = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('learner-session') ?? 'null') as {
        idToken: string;
        refreshToken: string;
        expiresAt: number;
      } | null,
  );

describe('My Learning', () => {
  it('opens from the confirmation e-mail, signs in by code and lists the batch with its invoice', async () => {
    const { email, enrollment, mail } = await paidThroughCheckout();
    const link = /Open My Learning:\n(\S+)/.exec(mail.text)?.[1];
    expect(link).toBeDefined();
    expect(new URL(link!).pathname).toBe('/my-learning');

    const { page, errors } = await newPage();
    await page.goto(link!, { waitUntil: 'networkidle' });
    await expect.poll(() => page.title()).toContain('My Learning');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Sign in to My Learning' }).count())
      .toBe(1);
    await expectAxeClean(page);

    await signIn(page, email, { wrongFirst: true });
    const card = page.getByRole('article', { name: fixture.course.title });
    await card.waitFor();
    expect(await page.getByText(`Signed in as ${email}`).count()).toBe(1);
    const text = await card.innerText();
    for (const shown of [
      'Confirmed',
      'Weekend Batch',
      formatDate(startedBatchDate),
      '(incl. GST)',
    ]) {
      expect(text).toContain(shown);
    }
    await expectAxeClean(page);

    // The invoice downloads as the PDF the mail attached.
    const invoiceLink = card.getByRole('link', { name: `Invoice ${enrollment.invoiceNumber}` });
    const href = await invoiceLink.getAttribute('href');
    const download = await page.request.get(href!);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toBe('application/pdf');
    expect(await pdfText(await download.body())).toContain(enrollment.invoiceNumber!);

    // Still signed in after a reload; signed out for good after Sign out.
    await page.reload({ waitUntil: 'networkidle' });
    await card.waitFor();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign in to My Learning' }).waitFor();
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Sign in to My Learning' }).waitFor();
    expect(await storedSession(page)).toBeNull();
    // The one failed request is the wrong code's 400; nothing else went wrong.
    expect(errors).toEqual([expect.stringContaining('status of 400')]);
  }, 90_000);

  it('refreshes a lapsed ID token through the API, and asks for a new code when that is refused', async () => {
    const { email } = await paidThroughCheckout();
    const { page } = await newPage();
    await page.goto(`${inject('siteUrl')}/my-learning`, { waitUntil: 'networkidle' });
    await signIn(page, email);
    const card = page.getByRole('article', { name: fixture.course.title });
    await card.waitFor();
    const first = await storedSession(page);

    // An ID token past its end: the page refreshes it before asking for the list.
    await page.evaluate(() => {
      const session = JSON.parse(localStorage.getItem('learner-session')!) as object;
      localStorage.setItem('learner-session', JSON.stringify({ ...session, expiresAt: 0 }));
    });
    await page.reload({ waitUntil: 'networkidle' });
    await card.waitFor();
    const renewed = await storedSession(page);
    expect(renewed!.idToken).not.toBe(first!.idToken);
    expect(renewed!.refreshToken).toBe(first!.refreshToken);
    expect(renewed!.expiresAt).toBeGreaterThan(Date.now());

    // A refresh token the pool does not know: back to the sign-in, saying why.
    await page.evaluate(() => {
      const session = JSON.parse(localStorage.getItem('learner-session')!) as object;
      localStorage.setItem(
        'learner-session',
        JSON.stringify({ ...session, expiresAt: 0, refreshToken: 'revoked' }),
      );
    });
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByText(learnerSignInMessages.signedOut).waitFor();
    expect(await page.getByRole('heading', { name: 'Sign in to My Learning' }).count()).toBe(1);
    expect(await storedSession(page)).toBeNull();
  }, 90_000);

  it('declines a refund request through the admin’s own dialog, which checks the message as the server does', async () => {
    const { email, enrollment } = await paidThroughCheckout();
    const tokens = await signInAsLearner(email);
    const asked = await callWithToken(
      tokens.idToken,
      'POST',
      withPathParameters(apiPaths.learnerRefundRequest, { enrollmentId: enrollment.id }),
      { reason: 'My office moved me to weekend shifts.' },
    );
    expect(asked.status).toBe(201);

    const admin = await newAdminPage(chromium.browser);
    await signInAsAdmin(admin.page);
    await openAdminTab(admin.page, 'Payments');
    await searchList(
      admin.page,
      'Search by name, email, course or transaction ID',
      enrollment.merchantTransactionId,
    );
    const payments = admin.page.getByRole('region', { name: 'Payments' });
    await payments
      .getByRole('button', { name: `Decline the refund request of ${enrollment.student.name}` })
      .click();
    const dialog = admin.page.getByRole('dialog', { name: 'Decline the refund request?' });
    await dialog.getByRole('textbox').fill('No');
    await dialog.getByRole('button', { name: 'Decline', exact: true }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: refundRequestMessages.declineLength })
      .waitFor();
    await answerAdminDialog(admin.page, {
      title: 'Decline the refund request?',
      button: 'Decline',
      text: 'The batch started more than 30 days ago.',
    });
    await payments
      .getByRole('status')
      .filter({ hasText: refundRequestMessages.declined })
      .waitFor();
    const listed = await asAdmin<AdminPage<AdminPaymentRow>>(
      'GET',
      `${apiPaths.adminPayments}?q=${encodeURIComponent(enrollment.merchantTransactionId)}`,
    );
    expect(listed.body.items[0]?.refundRequest).toMatchObject({
      state: 'declined',
      declineMessage: 'The batch started more than 30 days ago.',
    });
    expect(admin.errors).toEqual([]);
  });

  it('takes a refund request: the learner asks, the admin approves in Payments, the learner sees it refunded', async () => {
    const { email, enrollment } = await paidThroughCheckout();
    const { page } = await newPage();
    await page.goto(`${inject('siteUrl')}/my-learning`, { waitUntil: 'networkidle' });
    await signIn(page, email);
    const card = page.getByRole('article', { name: fixture.course.title });
    await card.getByText(/You can ask for a full refund until/).waitFor();

    await card.getByRole('button', { name: 'Ask for a refund' }).click();
    const form = card.getByRole('form', { name: `Ask for a refund of ${fixture.course.title}` });
    await form.getByRole('button', { name: 'Send refund request' }).click();
    await form.getByText(refundRequestMessages.reasonLength).waitFor();
    // No certificate yet, so nothing is said of one.
    expect(await form.getByText(/certificate/).count()).toBe(0);
    await expectAxeClean(page);
    const reason = 'My office moved me to weekend shifts.';
    await form.getByLabel('Why do you want a refund?').fill(reason);
    await form.getByRole('button', { name: 'Send refund request' }).click();
    await card.getByText(refundRequestMessages.asked).waitFor();

    // The admin sees the request in Payments and approves it by refunding.
    const admin = await newAdminPage(chromium.browser);
    await signInAsAdmin(admin.page);
    await openAdminTab(admin.page, 'Payments');
    await searchList(
      admin.page,
      'Search by name, email, course or transaction ID',
      enrollment.merchantTransactionId,
    );
    const payments = admin.page.getByRole('region', { name: 'Payments' });
    await payments.getByText(`“${reason}”`).waitFor();
    await payments
      .getByRole('button', {
        name: `Approve refund: ${formatInr(enrollment.amounts.totalPaise)} to ${enrollment.student.name}`,
      })
      .click();
    await answerAdminDialog(admin.page, {
      title: adminPaymentMessages.refundConfirm,
      button: 'Refund',
    });
    await payments.getByRole('table').getByText('Refund pending', { exact: true }).waitFor();

    await page.reload({ waitUntil: 'networkidle' });
    await card.getByText(/Your refund is approved/).waitFor();

    // PhonePe settles it: the learner sees it refunded, with the credit note to download.
    await settleRefundOnSandbox(`${enrollment.merchantTransactionId}_R1`, 'COMPLETED');
    await expect
      .poll(async () => {
        await page.reload({ waitUntil: 'networkidle' });
        await card.waitFor();
        return card.getByRole('link', { name: /^Credit note / }).count();
      })
      .toBe(1);
    await card.getByText(/Refunded in full/).waitFor();
    expect(await card.getByText('Refunded', { exact: true }).count()).toBe(1);
    await expectAxeClean(page);
  }, 120_000);

  it('shows the batch’s classes in IST, the join link only near a class, the materials and the .ics', async () => {
    const soon = new Date(Date.now() + 5 * 60_000).toISOString();
    const tomorrow = new Date(Date.now() + 24 * 3_600_000).toISOString();
    const typed = (at: string) => instantToIstLocal(at);
    const saved = await asAdmin<BatchSchedule>(
      'PUT',
      withPathParameters(apiPaths.adminBatchSchedule, {
        id: fixture.course.id,
        batchId: fixture.batch.id,
      }),
      {
        sessions: [
          {
            title: 'VPC basics',
            startsAt: typed(soon),
            durationMinutes: 60,
            joinUrl: 'https://meet.example.com/vpc',
          },
          {
            title: 'IAM in depth',
            startsAt: typed(tomorrow),
            durationMinutes: 90,
            joinUrl: 'https://meet.example.com/iam',
          },
        ],
        materials: [{ title: 'Week 1 slides', url: 'https://files.example.com/week1.pdf' }],
      },
    );
    expect(saved.status).toBe(200);
    const { email } = await paidThroughCheckout();
    const { page } = await newPage();
    await page.goto(`${inject('siteUrl')}/my-learning`, { waitUntil: 'networkidle' });
    await signIn(page, email);
    const classes = page
      .getByRole('region', { name: `Class schedule of ${fixture.course.title}` })
      .first();
    await classes.waitFor();
    const join = classes.getByRole('link', { name: /^Join class VPC basics/ });
    expect(await join.getAttribute('href')).toBe('https://meet.example.com/vpc');
    expect(await classes.getByRole('link', { name: /IAM in depth/ }).count()).toBe(0);
    await classes.getByText(/^Join link from .* IST$/).waitFor();
    expect(await classes.innerText()).toMatch(/\d{1,2}:\d{2} [ap]m – \d{1,2}:\d{2} [ap]m IST/);
    await classes.getByRole('link', { name: /Week 1 slides/ }).waitFor();
    await expectAxeClean(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      classes.getByRole('button', { name: 'Add to calendar (.ics)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${fixture.course.slug}-classes.ics`);
    const ics = await readFile((await download.path())!, 'utf8');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain(`UID:${saved.body.sessions[0]!.id}@`);
    expect(ics).not.toContain('meet.example.com');
  }, 90_000);

  it('gives the learner their certificate once the batch is completed, and its check confirms it', async () => {
    const { email, enrollment } = await paidThroughCheckout();
    await completeAsAdmin(fixture, [enrollment.id]);

    const { page, errors } = await newPage();
    await page.goto(`${inject('siteUrl')}/my-learning`, { waitUntil: 'networkidle' });
    await signIn(page, email);
    const card = page.getByRole('article', { name: fixture.course.title });
    // The certificate downloads as the PDF with the learner's name and its id...
    const certificateLink = card.getByRole('link', { name: 'Certificate (PDF)' });
    await certificateLink.waitFor();
    expect(
      await card
        .getByRole('term')
        .filter({ hasText: /^Completed$/ })
        .count(),
    ).toBe(1);
    const href = (await certificateLink.getAttribute('href'))!;
    const download = await page.request.get(new URL(href, page.url()).href);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toBe('application/pdf');
    const certificate = await pdfText(await download.body());
    const id = /Certificate ID: (\S+)/.exec(certificate)?.[1];
    expect(id).toMatch(certificateIdPattern);
    for (const line of [enrollment.student.name, fixture.course.title, fixture.batch.name]) {
      expect(certificate).toContain(line);
    }
    await expectAxeClean(page);

    // Asking for a refund now says, before the learner sends it, that it revokes the certificate.
    await card.getByRole('button', { name: 'Ask for a refund' }).click();
    const refundForm = card.getByRole('form', {
      name: `Ask for a refund of ${fixture.course.title}`,
    });
    await refundForm.getByText(refundRequestMessages.certificateRevoked(id!)).waitFor();
    await expectAxeClean(page);
    await refundForm.getByRole('button', { name: 'Cancel' }).click();

    // ...and its id opens the check an employer would see.
    await card.getByRole('link', { name: id }).click();
    await page.waitForURL(`**/certificates/${id}`);
    await page.getByRole('heading', { name: 'Certificate Verified' }).waitFor();
    expect(await page.getByText(enrollment.student.name).count()).toBe(1);
    expect(certificate).toContain(page.url());
    await expectAxeClean(page);
    expect(errors).toEqual([]);
  }, 90_000);

  it('is linked from the header on every page, in the menu on a phone', async () => {
    const { page } = await newPage();
    await page.goto(`${inject('siteUrl')}/learning`, { waitUntil: 'networkidle' });
    await page.getByTestId('mobile-menu-button').click();
    await page.getByRole('link', { name: 'My Learning' }).click();
    await page.waitForURL('**/my-learning');
    await page.getByRole('heading', { name: 'Sign in to My Learning' }).waitFor();
  }, 60_000);
});
