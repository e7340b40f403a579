import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { StaffRole } from '#shared/admin/staff-roles';
import { adminAxeProblems } from '../support/admin-axe';
import { newAdminPage, signInAsAdmin } from '../support/admin-browser';
import { createStaffUser } from '../support/admin-session';
import { useChromium } from '../support/browser';
import { draftCourseWithBatch } from '../support/catalog';
import { uniqueEmail } from '../support/checkout';
import { storeEnrollmentOf } from '../support/learners';

// Decision 021 inside the pages several roles share: on the dashboard, a course's page and a
// batch's page each role sees exactly the parts the route matrix gives it, a line saying who
// each other part is for, and the browser never asks the API for what the role may not have.

const forOthers = {
  money:
    'The money (revenue, payments and recent enrollments) is for the Owner and Finance roles. Ask an owner for access.',
  contacts:
    'The list of recent contacts is for the Owner and Sales roles. Ask an owner for access.',
  roster: 'The roster is for the Owner and Sales roles. Ask an owner for access.',
  holds: 'The list of unpaid holds is for the Owner and Finance roles. Ask an owner for access.',
  schedule: 'The class schedule is for the Owner and Sales roles. Ask an owner for access.',
  details:
    "Changing the batch's details is for the Owner and Sales roles. Ask an owner for access.",
  batches: 'Adding and changing batches is for the Owner and Sales roles. Ask an owner for access.',
  course:
    'Changing this course is for the Owner, Content and Sales roles. Ask an owner for access.',
  prices: 'Changing the price is for the Owner and Sales roles. Ask an owner for access.',
};

const chromium = useChromium();
let draft: Awaited<ReturnType<typeof draftCourseWithBatch>>;
beforeAll(async () => {
  draft = await draftCourseWithBatch();
  // One seat held unpaid, so the unpaid holds list has a row to show to those it is for.
  const holder = uniqueEmail('holder');
  await storeEnrollmentOf(holder, 'pending', {
    courseSlug: draft.course.slug,
    courseTitle: draft.course.title,
    batch: { id: draft.batch.id, name: draft.batch.name, startDate: draft.batch.startDate },
    seat: 'held',
    holdExpiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
    student: {
      name: 'Kavya Held',
      email: holder,
      phone: '9876500001',
      city: 'Pune',
      state: 'Maharashtra',
    },
  });
}, 60_000);
afterAll(async () => {
  await draft?.remove().catch(() => undefined);
});

/** A signed-in page of a user holding `roles`, logging every API answer of 400 or more. */
async function signedInAs(roles: StaffRole[]) {
  const user = await createStaffUser(roles);
  const { page, errors } = await newAdminPage(chromium.browser);
  const failedCalls: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 400) {
      failedCalls.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    }
  });
  await signInAsAdmin(page, user);
  return { page, errors, failedCalls };
}

/** Every request of the page has been answered (the parts load at once when a page opens). */
const settled = (page: Page) => page.waitForLoadState('networkidle');

const count = (locator: Locator) => locator.count();

async function openDashboard(page: Page) {
  const dashboard = page.getByRole('region', { name: 'Dashboard' });
  await dashboard.getByText('Total Courses', { exact: true }).waitFor();
  await settled(page);
  return dashboard;
}

async function openBatchPage(page: Page) {
  await page.goto(
    `${inject('siteUrl')}/admin/courses/${draft.course.id}/batches/${draft.batch.id}`,
  );
  await page.getByRole('heading', { name: draft.batch.name, exact: true, level: 2 }).waitFor();
  await settled(page);
  return page.getByRole('region', { name: 'Courses' });
}

async function openCoursePage(page: Page) {
  await page.goto(`${inject('siteUrl')}/admin/courses/${draft.course.id}`);
  await page.getByRole('heading', { name: draft.course.title, level: 2 }).waitFor();
  await settled(page);
  return page.getByRole('region', { name: 'Courses' });
}

/** The dashboard's money parts that are on screen. */
async function moneyShown(dashboard: Locator) {
  const shown: string[] = [];
  for (const label of ['Total Revenue', 'Pending Payments']) {
    if (await count(dashboard.getByText(label, { exact: true }))) shown.push(label);
  }
  if (await count(dashboard.getByRole('heading', { name: 'Recent Enrollments' }))) {
    shown.push('Recent Enrollments');
  }
  if (await count(dashboard.getByRole('img', { name: /^Revenue and enrollments per day/ }))) {
    shown.push('chart');
  }
  return shown;
}

const allMoney = ['Total Revenue', 'Pending Payments', 'Recent Enrollments', 'chart'];

describe('the parts of shared pages, by role', () => {
  it('a content editor sees the counts, a course’s texts with its prices read-only, and no roster', async () => {
    const { page, errors, failedCalls } = await signedInAs(['content']);

    const dashboard = await openDashboard(page);
    await dashboard.getByText('Job Applications', { exact: true }).waitFor();
    expect(await moneyShown(dashboard)).toEqual([]);
    await dashboard.getByText(forOthers.money).waitFor();
    await dashboard.getByText(forOthers.contacts).waitFor();
    expect(await count(dashboard.getByRole('heading', { name: 'Recent Contacts' }))).toBe(0);

    const batchPage = await openBatchPage(page);
    for (const line of [forOthers.roster, forOthers.holds, forOthers.schedule, forOthers.details]) {
      await batchPage.getByText(line).waitFor();
    }
    expect(await count(batchPage.getByRole('button', { name: 'Mark batch completed' }))).toBe(0);
    expect(await count(batchPage.getByRole('form'))).toBe(0);
    expect(await adminAxeProblems(page)).toEqual([]);

    const coursePage = await openCoursePage(page);
    await coursePage.getByText(forOthers.batches).waitFor();
    expect(await count(coursePage.getByRole('button', { name: /^(Edit|Delete) Evening/ }))).toBe(0);
    await coursePage.getByRole('button', { name: 'Edit course' }).click();
    const form = page.getByRole('dialog', { name: `Edit ${draft.course.title}` });
    await form.getByText(forOthers.prices).waitFor();
    expect(
      await form.getByRole('spinbutton', { name: 'Price (₹)', exact: true }).isEditable(),
    ).toBe(false);
    expect(await form.getByRole('spinbutton', { name: 'Original price (₹)' }).isEditable()).toBe(
      false,
    );
    expect(await form.getByRole('textbox', { name: 'Short description' }).isEditable()).toBe(true);
    expect(await adminAxeProblems(page)).toEqual([]);

    expect(failedCalls).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('a finance user sees the money and the unpaid holds, and neither roster, schedule nor changes', async () => {
    const { page, errors, failedCalls } = await signedInAs(['finance']);

    const dashboard = await openDashboard(page);
    await dashboard.getByRole('heading', { name: 'Recent Enrollments' }).waitFor();
    expect(await moneyShown(dashboard)).toEqual(allMoney);
    expect(await count(dashboard.getByText(forOthers.money))).toBe(0);
    await dashboard.getByText(forOthers.contacts).waitFor();
    expect(await adminAxeProblems(page)).toEqual([]);

    const batchPage = await openBatchPage(page);
    await batchPage
      .getByRole('table', { name: 'Seats held by checkouts not yet paid' })
      .getByRole('row')
      .filter({ hasText: 'Kavya Held' })
      .waitFor();
    for (const line of [forOthers.roster, forOthers.schedule, forOthers.details]) {
      await batchPage.getByText(line).waitFor();
    }
    expect(await count(batchPage.getByText(forOthers.holds))).toBe(0);

    const coursePage = await openCoursePage(page);
    await coursePage.getByText(forOthers.course).waitFor();
    await coursePage.getByText(forOthers.batches).waitFor();
    expect(await count(coursePage.getByRole('button', { name: 'Edit course' }))).toBe(0);

    expect(failedCalls).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('a sales user runs the batch and sees recent contacts, but not the money', async () => {
    const { page, errors, failedCalls } = await signedInAs(['sales']);

    const dashboard = await openDashboard(page);
    await dashboard.getByRole('heading', { name: 'Recent Contacts' }).waitFor();
    expect(await moneyShown(dashboard)).toEqual([]);
    await dashboard.getByText(forOthers.money).waitFor();

    const batchPage = await openBatchPage(page);
    await batchPage.getByRole('region', { name: `Roster of ${draft.batch.name}` }).waitFor();
    await batchPage.getByRole('form', { name: `Class schedule of ${draft.batch.name}` }).waitFor();
    await batchPage.getByRole('form', { name: `Edit ${draft.batch.name}` }).waitFor();
    await batchPage.getByText(forOthers.holds).waitFor();

    const coursePage = await openCoursePage(page);
    await coursePage.getByRole('form', { name: 'Add a batch' }).waitFor();
    await coursePage.getByRole('button', { name: 'Edit course' }).click();
    const form = page.getByRole('dialog', { name: `Edit ${draft.course.title}` });
    expect(
      await form.getByRole('spinbutton', { name: 'Price (₹)', exact: true }).isEditable(),
    ).toBe(true);
    expect(await count(form.getByText(forOthers.prices))).toBe(0);

    expect(failedCalls).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('an owner sees every part, and no line saying a part is for others', async () => {
    const { page, errors, failedCalls } = await signedInAs(['owner']);

    const dashboard = await openDashboard(page);
    await dashboard.getByRole('heading', { name: 'Recent Contacts' }).waitFor();
    await dashboard.getByRole('heading', { name: 'Recent Enrollments' }).waitFor();
    expect(await moneyShown(dashboard)).toEqual(allMoney);

    const batchPage = await openBatchPage(page);
    await batchPage.getByRole('region', { name: `Roster of ${draft.batch.name}` }).waitFor();
    await batchPage.getByRole('table', { name: 'Seats held by checkouts not yet paid' }).waitFor();
    expect(await count(batchPage.getByText(/ is for the .* roles?\. Ask an owner/))).toBe(0);

    expect(failedCalls).toEqual([]);
    expect(errors).toEqual([]);
  });
});
