import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminPaymentMessages } from '#shared/admin/sales-payments';
import type { CheckoutResponse } from '#shared/checkout/checkout-requests';
import { formatInr } from '#shared/checkout/money';
import { adminAxeProblems } from '../support/admin-axe';
import {
  answerAdminDialog,
  newAdminPage,
  openAdminTab,
  searchList,
  signInAsAdmin,
} from '../support/admin-browser';
import { useChromium } from '../support/browser';
import {
  aCheckout,
  checkout,
  createTestCourse,
  invoicedEnrollment,
  payOnSandbox,
  uniqueEmail,
  type CheckoutFixture,
} from '../support/checkout';
import { invitationFor, newStaffEmail } from '../support/staff-invitations';

// The Team section in Chromium (docs/admin.md, decision 021): an owner invites a finance user,
// who signs in with the mailed temporary password, chooses their own, sees only what finance may
// use and refunds a payment, which the owner then finds in Activity under that person's e-mail.

const chromium = useChromium();
let fixture: CheckoutFixture;
beforeAll(async () => {
  fixture = await createTestCourse({ seats: 20, pricePaise: 1499900 });
});
afterAll(async () => {
  await fixture?.cleanup();
});

const adminPage = () => newAdminPage(chromium.browser);

/** A learner with a name no other test uses, enrolled and paid through the sandbox. */
async function paidLearner() {
  const name = `Meera Iyer ${Math.random().toString(36).slice(2, 8)}`;
  const base = aCheckout(fixture);
  const request = { ...base, student: { ...base.student, name, email: uniqueEmail('meera') } };
  const answer = await checkout<CheckoutResponse>(fixture, request);
  expect(answer.status).toBe(201);
  await payOnSandbox(answer.body.merchantTransactionId, 'Success');
  await invoicedEnrollment(answer.body.enrollmentId);
  return { name, ...answer.body };
}

describe('the Team section', () => {
  it('invites a finance user, who signs in, refunds a payment, and shows in Activity', async () => {
    const email = newStaffEmail('finance');
    const learner = await paidLearner();

    // The owner invites them.
    const owner = await adminPage();
    await signInAsAdmin(owner.page);
    await openAdminTab(owner.page, 'Team');
    const team = owner.page.getByRole('region', { name: 'Team' });
    await team.getByRole('button', { name: 'Invite someone' }).click();
    const invite = owner.page.getByRole('dialog', { name: 'Invite someone' });
    await invite.getByRole('textbox', { name: 'Email' }).fill(email);
    await invite.getByRole('checkbox', { name: /^Finance/ }).check();
    expect(await adminAxeProblems(owner.page)).toEqual([]);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await invite.waitFor({ state: 'detached' });
    const row = team.getByRole('row').filter({ hasText: email });
    await row.getByText('Invited', { exact: true }).waitFor();
    await row.getByText('Finance', { exact: true }).waitFor();

    // They sign in with the mailed password and choose their own.
    const invitation = await invitationFor(email);
    expect(invitation.signInUrl).toBe(`${inject('siteUrl')}/admin/login`);
    const finance = await adminPage();
    await finance.page.goto(invitation.signInUrl);
    await finance.page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await finance.page.getByLabel('Password', { exact: true }).fill(invitation.temporaryPassword);
    await finance.page.getByRole('button', { name: 'Sign In to Admin' }).click();
    await finance.page.getByRole('heading', { name: 'Set a New Password' }).waitFor();
    await finance.page.getByLabel('New password', { exact: true }).fill('Finance#Chosen2026');
    await finance.page.getByRole('button', { name: 'Set Password and Sign In' }).click();
    await finance.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();

    // Only what finance may use (the course list is every role's, decision 021).
    const sidebar = finance.page.getByRole('navigation', { name: 'Admin sections' });
    const links = (await sidebar.getByRole('link').allTextContents()).map((text) => text.trim());
    expect(links).toEqual(['Dashboard', 'Courses', 'Enrollments', 'Payments', 'Account Security']);

    // They refund the learner's payment.
    await openAdminTab(finance.page, 'Payments');
    const payments = finance.page.getByRole('region', { name: 'Payments' });
    await searchList(
      finance.page,
      'Search by name, email, course or transaction ID',
      learner.merchantTransactionId,
    );
    await payments
      .getByRole('button', {
        name: `Refund ${formatInr(learner.amounts.totalPaise)} to ${learner.name}`,
      })
      .click();
    await answerAdminDialog(finance.page, {
      title: adminPaymentMessages.refundConfirm,
      button: 'Refund',
      text: 'Learner asked within the guarantee',
    });
    await payments.getByRole('table').getByText('Refund pending', { exact: true }).waitFor();

    // The owner finds the refund in Activity under the finance user's e-mail.
    await owner.page.goto(`${inject('siteUrl')}/admin/activity`);
    const activity = owner.page.getByRole('region', { name: 'Activity' });
    await activity.getByRole('searchbox', { name: 'Filter by person (e-mail or ID)' }).fill(email);
    const refunds = activity
      .getByRole('table', { name: 'Activity' })
      .locator('tbody tr', { hasText: 'Refunded' });
    await expect
      .poll(async () => (await refunds.allTextContents()).join('\n'), { timeout: 15_000 })
      .toContain(learner.merchantTransactionId);
    expect(await refunds.first().textContent()).toContain(email);

    expect(await adminAxeProblems(owner.page)).toEqual([]);
    expect(owner.errors).toEqual([]);
    expect(finance.errors).toEqual([]);
  }, 120_000);
});
