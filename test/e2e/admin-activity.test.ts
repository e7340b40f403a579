import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import * as apiPaths from '#shared/api/api-paths';
import { withPathParameters } from '#shared/api/path-parameters';
import { newAdminPage, openAdminTab, signInAsAdmin } from '../support/admin-browser';
import { adminAxeProblems } from '../support/admin-axe';
import { asAdmin } from '../support/admin-session';
import { useChromium } from '../support/browser';

// The owner's Activity section (decision 022, docs/admin.md "Activity (audit trail)"): a change
// made in the admin shows up there, with its fields before and after, and exports as CSV.

const chromium = useChromium();
const madeCoupons: string[] = [];

afterAll(async () => {
  for (const code of madeCoupons) {
    await asAdmin('DELETE', withPathParameters(apiPaths.adminCoupon, { code }));
  }
});

/** Makes a 15% coupon in the Courses section and changes it to 20%: two records. */
async function makeAndChangeCoupon(page: Page, code: string) {
  await openAdminTab(page, 'Courses');
  await page.getByRole('button', { name: 'New Coupon' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Coupon' });
  await dialog.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
  await dialog.getByRole('spinbutton', { name: 'Discount (%)' }).fill('15');
  await dialog.getByRole('button', { name: 'Create Coupon' }).click();
  await dialog.waitFor({ state: 'detached' });
  madeCoupons.push(code);

  await page.getByRole('searchbox', { name: 'Search coupons' }).fill(code);
  await page.getByRole('button', { name: `Edit coupon ${code}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit coupon ${code}` });
  await edit.getByRole('spinbutton', { name: 'Discount (%)' }).fill('20');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await edit.waitFor({ state: 'detached' });
}

describe('the Activity section', () => {
  it('finds an owner’s coupon change by its action, shows it before and after, and exports it', async () => {
    const { context, page, errors } = await newAdminPage(chromium.browser);
    const code = `ACT${randomBytes(3).toString('hex').toUpperCase()}`;
    await signInAsAdmin(page);
    await makeAndChangeCoupon(page, code);

    await openAdminTab(page, 'Activity');
    await page.getByRole('combobox', { name: 'Filter by action' }).selectOption('update');
    await page.getByRole('textbox', { name: 'Kind' }).fill('coupon');
    const table = page.getByRole('table', { name: 'Activity' });
    const row = table.locator('tbody tr', { hasText: code });
    // Both filters applied (the kind is typed, so it applies a moment later): only changed coupons.
    await expect
      .poll(async () => {
        const rows = await table.locator('tbody tr').allTextContents();
        return (
          rows.some((text) => text.includes(code)) &&
          rows.every((text) => text.includes('Changed') && text.includes('coupon'))
        );
      })
      .toBe(true);
    expect(await row.textContent()).toMatch(/IST/);

    await page.getByRole('button', { name: `View details of Changed coupon ${code}` }).click();
    const detail = page.getByRole('dialog', { name: `Changed coupon ${code}` });
    const changes = detail.getByRole('table', { name: 'Changes' });
    const discount = changes.getByRole('row', { name: /discountValue/ });
    expect((await discount.locator('td').allTextContents()).map((text) => text.trim())).toEqual([
      '15',
      '20',
    ]);
    expect(await adminAxeProblems(page)).toEqual([]);
    await detail.getByRole('button', { name: 'Close' }).click();
    await detail.waitFor({ state: 'detached' });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^nexora-activity-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    const line = csv.split('\r\n').find((text) => text.includes(`,coupon,${code},Changed,`));
    expect(line).toContain('discountValue: 15 → 20');

    expect(await adminAxeProblems(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});
