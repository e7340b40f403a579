import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { StaffRole } from '#shared/admin/staff-roles';
import type { WaitingListOf } from '#lambdas/data/batch-waiting-lists';
import { adminAxeProblems } from '../support/admin-axe';
import { answerAdminDialog, newAdminPage, signInAsAdmin } from '../support/admin-browser';
import { createStaffUser } from '../support/admin-session';
import { useChromium } from '../support/browser';
import { createTestCourse, type CheckoutFixture } from '../support/checkout';
import { aWaitingPerson, removeWaitingList, seedWaitingList } from '../support/waiting-lists';

// The waiting list in the back office (decision 025, docs/admin.md): with one person offered the
// only seat of a full batch and one waiting behind, the batch page shows both with their states,
// sales takes someone off through the admin's own dialog, and the dashboard shows the figures; a
// content editor sees neither the list nor the figures, only who they are for, and never asks
// the API for them.

const forOthers = {
  list: 'The waiting list is for the Owner, Sales and Finance roles. Ask an owner for access.',
  figures:
    'The count of people waiting and of open offers is for the Owner, Sales and Finance roles. Ask an owner for access.',
  reviews:
    'The count of reviews waiting for moderation is for the Owner and Content roles. Ask an owner for access.',
};

const chromium = useChromium();
let fixture: CheckoutFixture;
let list: WaitingListOf;
const asha = aWaitingPerson('Asha Offered');
const bala = aWaitingPerson('Bala Waiting');

beforeAll(async () => {
  fixture = await createTestCourse({ seats: 1 });
  list = { courseSlug: fixture.course.slug, batchId: fixture.batch.id };
  // The only seat is offered to Asha, the first to confirm; Bala waits behind her.
  await seedWaitingList(list, { confirmed: [asha, bala] });
}, 60_000);

afterAll(async () => {
  if (list) await removeWaitingList(list);
  await fixture?.cleanup();
});

/** A signed-in page of a user holding `roles`, logging every API call and every failed one. */
async function signedInAs(roles: StaffRole[]) {
  const user = await createStaffUser(roles);
  const { page, errors } = await newAdminPage(chromium.browser);
  const calls: string[] = [];
  const failedCalls: string[] = [];
  page.on('response', (response) => {
    if (!response.url().includes('/api/')) return;
    calls.push(`${response.request().method()} ${new URL(response.url()).pathname}`);
    if (response.status() >= 400) failedCalls.push(`${response.status()} ${response.url()}`);
  });
  await signInAsAdmin(page, user);
  return { page, errors, calls, failedCalls };
}

const batchUrl = () =>
  `${inject('siteUrl')}/admin/courses/${fixture.course.id}/batches/${fixture.batch.id}`;

async function openBatchPage(page: Page) {
  await page.goto(batchUrl());
  await page.getByRole('heading', { name: fixture.batch.name, exact: true, level: 2 }).waitFor();
  await page.waitForLoadState('networkidle');
  return page.getByRole('region', { name: 'Courses' });
}

async function openDashboard(page: Page) {
  await page.goto(`${inject('siteUrl')}/admin`);
  const dashboard = page.getByRole('region', { name: 'Dashboard' });
  await dashboard.getByText('Total Courses', { exact: true }).waitFor();
  await page.waitForLoadState('networkidle');
  return dashboard;
}

/** A dashboard card's figure, found by its label. */
const figure = async (dashboard: Locator, label: string) =>
  Number(
    await dashboard
      .locator('dl')
      .filter({ has: dashboard.page().getByText(label, { exact: true }) })
      .locator('dd')
      .first()
      .textContent(),
  );

const rowOf = (table: Locator, name: string) => table.getByRole('row').filter({ hasText: name });

describe('the waiting list in the back office', () => {
  it('shows sales the person offered and the person waiting, lets them remove one, and the dashboard counts them', async () => {
    const { page, errors, failedCalls } = await signedInAs(['sales']);

    const dashboard = await openDashboard(page);
    expect(await figure(dashboard, 'Waiting for a Seat')).toBeGreaterThanOrEqual(1);
    expect(await figure(dashboard, 'Open Offers')).toBeGreaterThanOrEqual(1);
    await dashboard.getByText('Next Batch Waiting', { exact: true }).waitFor();
    // Sales does not moderate reviews: the count is content's.
    expect(await dashboard.getByText('Reviews Waiting', { exact: true }).count()).toBe(0);
    await dashboard.getByText(forOthers.reviews).waitFor();

    const batchPage = await openBatchPage(page);
    const part = batchPage.getByRole('region', { name: 'Waiting list' });
    const table = part.getByRole('table', { name: `Waiting list of ${fixture.batch.name}` });
    const ashaRow = rowOf(table, asha.name);
    await ashaRow.getByText('Offered', { exact: true }).waitFor();
    await ashaRow.getByText(/^until \d{1,2} \w{3} \d{4}, \d{2}:\d{2} IST$/).waitFor();
    expect(await ashaRow.textContent()).toContain(asha.email);
    const balaRow = rowOf(table, bala.name);
    await balaRow.getByText('Waiting', { exact: true }).waitFor();
    expect(await balaRow.getByRole('cell').first().textContent()).toBe('1');
    expect(await part.getByTestId('waiting-list-summary').textContent()).toMatch(
      /^1 person waiting; 1 offer open, keeping 1 seat for 24 hours each\./,
    );
    expect(await adminAxeProblems(page)).toEqual([]);

    // Bala asked to leave by phone: sales removes him through the admin's own dialog.
    await balaRow
      .getByRole('button', { name: `Remove ${bala.name} from the waiting list` })
      .click();
    await answerAdminDialog(page, {
      title: `Remove ${bala.name} from the waiting list?`,
      button: 'Remove',
    });
    await balaRow.getByText('Left', { exact: true }).waitFor();
    expect(await balaRow.getByRole('button').count()).toBe(0);
    await expect
      .poll(() => part.getByTestId('waiting-list-summary').textContent())
      .toMatch(/^0 people waiting; 1 offer open/);
    // After a reload the list is as the server keeps it.
    await page.reload();
    await rowOf(table, bala.name).getByText('Left', { exact: true }).waitFor();
    await rowOf(table, asha.name).getByText('Offered', { exact: true }).waitFor();

    expect(failedCalls).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('shows a content editor neither the list nor its figures, and never asks for them', async () => {
    const { page, errors, calls, failedCalls } = await signedInAs(['content']);

    const dashboard = await openDashboard(page);
    await dashboard.getByText('Reviews Waiting', { exact: true }).waitFor();
    for (const label of ['Waiting for a Seat', 'Open Offers', 'Next Batch Waiting']) {
      expect(await dashboard.getByText(label, { exact: true }).count()).toBe(0);
    }
    await dashboard.getByText(forOthers.figures).waitFor();

    const batchPage = await openBatchPage(page);
    await batchPage.getByText(forOthers.list).waitFor();
    expect(await batchPage.getByRole('region', { name: 'Waiting list' }).count()).toBe(0);
    expect(await batchPage.getByText(asha.name).count()).toBe(0);
    expect(calls.filter((call) => call.includes('/waiting-list'))).toEqual([]);

    expect(failedCalls).toEqual([]);
    expect(errors).toEqual([]);
  });
});
