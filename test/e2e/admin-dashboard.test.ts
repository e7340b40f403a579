import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPaymentMessages } from '#shared/admin/sales-payments';
import { istDate } from '#shared/booking-slots';
import type { CheckoutResponse } from '#shared/checkout/checkout-requests';
import { formatInr } from '#shared/checkout/money';
import { formatIndianDate } from '#web/lib/format-date';
import { documentAmount } from '#lambdas/checkout-payments/tax-documents/tax-document-format';
import {
  answerAdminDialog,
  newAdminPage,
  openAdminTab,
  searchList,
  signInAsAdmin,
} from '../support/admin-browser';
import { useChromium } from '../support/browser';
import { pdfText } from '../support/pdf-text';
import {
  aCheckout,
  checkout,
  createTestCourse,
  invoicedEnrollment,
  payOnSandbox,
  settleRefundOnSandbox,
  uniqueEmail,
  type CheckoutFixture,
} from '../support/checkout';

// In Chromium (docs/admin.md): a learner pays through the real checkout and the PhonePe sandbox; the
// admin signs in, sees the figures on the dashboard, exports the enrollments as CSV, refunds
// the payment, and the three tabs pass axe and fit a phone.

const chromium = useChromium();
let fixture: CheckoutFixture;
beforeAll(async () => {
  fixture = await createTestCourse({ seats: 50, pricePaise: 2499900 });
});
afterAll(async () => {
  await fixture?.cleanup();
});

const adminPage = (viewport?: { width: number; height: number }) =>
  newAdminPage(chromium.browser, viewport);

/** A learner with a name no other test uses, enrolled and paid through the sandbox. */
async function paidLearner() {
  const name = `Ishaan Verma ${Math.random().toString(36).slice(2, 8)}`;
  const base = aCheckout(fixture);
  const request = { ...base, student: { ...base.student, name, email: uniqueEmail('ishaan') } };
  const answer = await checkout<CheckoutResponse>(fixture, request);
  expect(answer.status).toBe(201);
  await payOnSandbox(answer.body.merchantTransactionId, 'Success');
  // The invoice follows the webhook's answer; the admin lists show it once issued.
  await invoicedEnrollment(answer.body.enrollmentId);
  return { name, email: request.student.email, ...answer.body };
}

/** '₹29,498.82' → 2949882 paise. */
const paiseOf = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

describe('the admin dashboard', () => {
  it('shows the real figures, exports the enrollments as CSV and refunds a payment', async () => {
    const learner = await paidLearner();
    const { page, errors } = await adminPage();

    await signInAsAdmin(page);
    const dashboard = page.getByRole('region', { name: 'Dashboard' });
    await dashboard.getByRole('heading', { name: 'Recent Enrollments' }).waitFor();

    const card = (label: string) =>
      dashboard.locator('dl').filter({ has: page.getByText(label, { exact: true }) });
    const enrollments = Number(await card('Total Enrollments').locator('dd').first().textContent());
    expect(enrollments).toBeGreaterThanOrEqual(1);
    await expect(card('Total Revenue').locator('dd').first().textContent()).resolves.toMatch(
      /^₹[\d,]+\.\dL$/,
    );
    const revenue = paiseOf((await card('Total Revenue').locator('dd').nth(1).textContent())!);
    expect(revenue).toBeGreaterThanOrEqual(learner.amounts.totalPaise);
    await expect(card('Job Applications').locator('dd').nth(1).textContent()).resolves.toMatch(
      /^\d+ new this week$/,
    );
    for (const label of ['Total Courses', 'Pending Payments', 'Reviews Waiting']) {
      await expect(card(label).locator('dd').first().textContent()).resolves.toMatch(/^\d+$/);
    }

    // The chart reads out as a sentence, and its table has today's takings, ours among them.
    await expect(
      dashboard.getByRole('img', { name: /^Revenue and enrollments per day from / }).count(),
    ).resolves.toBe(1);
    await dashboard.getByText('Show the figures as a table').click();
    const today = istDate(new Date());
    const todayLabel = formatIndianDate(`${today}T12:00:00+05:30`).split(' ').slice(0, 2).join(' ');
    const todayRow = dashboard.getByRole('row', { name: new RegExp(`^${todayLabel} `) });
    const todayRevenue = paiseOf((await todayRow.getByRole('cell').nth(1).textContent())!);
    expect(todayRevenue).toBeGreaterThanOrEqual(learner.amounts.totalPaise);

    // Other tests may pay meanwhile; ours is listed unless five newer ones pushed it out.
    const recent = dashboard
      .getByRole('region', { name: 'Recent Enrollments' })
      .getByRole('listitem');
    const recentText = await recent.allTextContents();
    expect(recentText.some((text) => text.includes(learner.name)) || recentText.length === 5).toBe(
      true,
    );

    await openAdminTab(page, 'Enrollments');
    const enrollmentsTab = page.getByRole('region', { name: 'Enrollments' });
    await searchList(page, 'Search by name, email, course or transaction ID', learner.name);
    await expect(
      enrollmentsTab
        .getByRole('link', { name: `Invoice for ${learner.name} (opens in a new tab)` })
        .count(),
    ).resolves.toBe(1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      enrollmentsTab.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^nexora-enrollments-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    const rows = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(`,${learner.name},${learner.email},`);
    expect(rows[1]).toContain(`,${(learner.amounts.totalPaise / 100).toFixed(2)},Confirmed,Paid,`);

    await openAdminTab(page, 'Payments');
    const paymentsTab = page.getByRole('region', { name: 'Payments' });
    await searchList(
      page,
      'Search by name, email, course or transaction ID',
      learner.merchantTransactionId,
    );
    await paymentsTab
      .getByRole('button', {
        name: `Refund ${formatInr(learner.amounts.totalPaise)} to ${learner.name}`,
      })
      .click();
    // The reason is checked as the server checks it, before anything is sent.
    const refundDialog = page.getByRole('dialog', { name: adminPaymentMessages.refundConfirm });
    await refundDialog
      .getByRole('textbox', { name: adminPaymentMessages.refundReasonPrompt })
      .fill('x'.repeat(501));
    await refundDialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await refundDialog
      .getByRole('alert')
      .filter({ hasText: 'Please keep the reason under 500 characters' })
      .waitFor();
    await answerAdminDialog(page, {
      title: adminPaymentMessages.refundConfirm,
      button: 'Refund',
      text: '',
    });
    await paymentsTab
      .getByRole('status')
      .filter({ hasText: adminPaymentMessages.refundPending })
      .waitFor();
    await paymentsTab.getByRole('table').getByText('Refund pending', { exact: true }).waitFor();
    await expect(paymentsTab.getByRole('button', { name: /^Refund / }).count()).resolves.toBe(0);

    expect(errors).toEqual([]);
  });

  it('refunds a payment: pending until PhonePe settles it, then refunded with a credit note PDF', async () => {
    const learner = await paidLearner();
    const { page, errors } = await adminPage();
    await signInAsAdmin(page);
    await openAdminTab(page, 'Payments');
    const paymentsTab = page.getByRole('region', { name: 'Payments' });
    const search = 'Search by name, email, course or transaction ID';
    await searchList(page, search, learner.merchantTransactionId);
    await paymentsTab
      .getByRole('button', {
        name: `Refund ${formatInr(learner.amounts.totalPaise)} to ${learner.name}`,
      })
      .click();
    await answerAdminDialog(page, {
      title: adminPaymentMessages.refundConfirm,
      button: 'Refund',
      text: 'Batch moved to March',
    });

    const table = paymentsTab.getByRole('table');
    await table.getByText('Refund pending', { exact: true }).waitFor();
    await table.getByText(/Refund · Accepted, settling/).waitFor();
    await table.getByText('“Batch moved to March”').waitFor();
    await expect(table.getByRole('link', { name: /^Credit note / }).count()).resolves.toBe(0);

    // PhonePe settles the refund and calls back; the admin refreshes the list.
    await settleRefundOnSandbox(`${learner.merchantTransactionId}_R1`, 'COMPLETED');
    const creditNote = table.getByRole('link', { name: /^Credit note \S+ \(PDF/ });
    await expect
      .poll(async () => {
        await paymentsTab.getByRole('button', { name: 'Refresh' }).click();
        await paymentsTab.getByText('Loading...').waitFor({ state: 'detached' });
        return creditNote.count();
      })
      .toBe(1);
    await table.getByText('Refunded', { exact: true }).waitFor();
    await table.getByText(/Refund · Refunded/).waitFor();

    const href = await creditNote.getAttribute('href');
    // The link names the site's configured address; the test's stack runs on its own port.
    const download = await page.request.get(
      new URL(new URL(href!).pathname + new URL(href!).search, page.url()).toString(),
    );
    expect(download.headers()['content-type']).toBe('application/pdf');
    const text = await pdfText(await download.body());
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(learner.name);
    expect(text).toContain(documentAmount(learner.amounts.totalPaise));
    expect(errors).toEqual([]);
  }, 60_000);

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`passes axe on the Dashboard, Enrollments and Payments tabs (${colorScheme})`, async () => {
      await paidLearner();
      const { page } = await adminPage();
      await page.emulateMedia({ colorScheme });
      await signInAsAdmin(page);
      const problems: string[] = [];
      for (const [tab, ready] of [
        ['Dashboard', 'Recent Enrollments'],
        ['Enrollments', 'Enrollments'],
        ['Payments', 'Payments'],
      ] as const) {
        if (tab !== 'Dashboard') await openAdminTab(page, tab);
        const region = page.getByRole('region', { name: tab });
        await region.getByRole('heading', { name: ready, exact: true }).waitFor();
        await region.getByText('Loading...').waitFor({ state: 'detached' });
        const { violations } = await new AxeBuilder({ page }).include('main').analyze();
        for (const violation of violations) {
          const where = violation.nodes.map((node) => node.target.join(' ')).slice(0, 3);
          problems.push(`${tab}: ${violation.id} (${violation.impact}) at ${where.join(', ')}`);
        }
      }
      expect(problems).toEqual([]);
    }, 60_000);
  }

  it('fits a phone screen without scrolling sideways', async () => {
    // With a paid learner, so the lists have long names to fit.
    await paidLearner();
    const { page } = await adminPage({ width: 375, height: 812 });
    await signInAsAdmin(page);
    const fits = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    await page.getByRole('heading', { name: 'Recent Enrollments' }).waitFor();
    await expect(fits()).resolves.toBe(true);
    for (const tab of ['Enrollments', 'Payments']) {
      await openAdminTab(page, tab);
      await page
        .getByRole('region', { name: tab })
        .getByText('Loading...')
        .waitFor({ state: 'detached' });
      await expect(fits(), tab).resolves.toBe(true);
    }
  });
});
