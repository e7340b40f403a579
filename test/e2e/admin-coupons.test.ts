import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { endOfIndianDay, startOfIndianDay } from '#shared/admin/catalog-fields';
import { addDays, istDate } from '#shared/booking-slots';
import type { Coupon } from '#shared/content/schemas';
import { formatDate } from '#shared/format-date';
import { couponKeys } from '#lambdas/data/coupons';
import { db, tableName } from '#lambdas/data/table';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { newAdminPage, openAdminTab, signInAsAdmin } from '../support/admin-browser';
import { useChromium } from '../support/browser';
import { createTestCoupon } from '../support/checkout';

// docs/product.md §2 (Admin, Coupons): a coupon's dates are days in IST, and the list says what
// checkout would do with each coupon now: Scheduled, Active, Expired, Used up or Inactive.

const chromium = useChromium();
const cleanups: Array<() => Promise<void>> = [];
const madeInForm: string[] = [];

afterAll(async () => {
  await Promise.all(cleanups.map((cleanup) => cleanup()));
  await Promise.all(
    madeInForm.map((code) => {
      const { pk, sk } = couponKeys(code);
      return db().send(new DeleteCommand({ TableName: tableName(), Key: { pk, sk } }));
    }),
  );
});

/** Codes of one test, so searching for the prefix shows only them. */
const codePrefix = () => `E2E${randomBytes(3).toString('hex').toUpperCase()}`;

async function aStoredCoupon(overrides: Partial<Coupon>) {
  const { coupon, cleanup } = await createTestCoupon(overrides);
  cleanups.push(cleanup);
  return coupon;
}

const couponTable = (page: Page) => page.getByRole('table', { name: 'Coupons' });

/** Searches the coupon list and waits until only coupons matching `text` are left. */
async function searchCoupons(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search coupons' }).fill(text);
  const rows = couponTable(page).locator('tbody tr');
  await expect
    .poll(async () => {
      const texts = await rows.allTextContents();
      return texts.length > 0 && texts.every((row) => row.includes(text));
    })
    .toBe(true);
}

/** The coupon list's row of `code`, its cells' texts with spaces as typed. */
async function rowOf(page: Page, code: string) {
  const row = couponTable(page).locator('tbody tr', { hasText: code });
  const cells = await row.locator('td').allTextContents();
  return cells.map((text) => text.replace(/\s+/g, ' ').trim());
}

async function openCoupons(page: Page, search: string) {
  await signInAsAdmin(page);
  await openAdminTab(page, 'Courses');
  await page.getByRole('heading', { name: 'Coupons' }).waitFor();
  await searchCoupons(page, search);
}

describe('the admin coupon list and form', () => {
  it('schedules a coupon from a day in India, refusing a start after its end, and lists it as Scheduled', async () => {
    const { context, page, errors } = await newAdminPage(chromium.browser);
    const code = `${codePrefix()}NEW`;
    const today = istDate(new Date());
    const tomorrow = addDays(today, 1);
    const lastDay = addDays(today, 30);
    await signInAsAdmin(page);
    await openAdminTab(page, 'Courses');

    await page.getByRole('button', { name: 'New Coupon' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Coupon' });
    await dialog.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
    await dialog.getByRole('spinbutton', { name: 'Discount (%)' }).fill('15');
    const validFrom = dialog.getByLabel('Valid from (IST)');
    await validFrom.fill(lastDay);
    await dialog.getByLabel('Valid until (IST)').fill(tomorrow);
    await dialog.getByRole('button', { name: 'Create Coupon' }).click();
    await dialog.getByText('Valid from must be on or before the valid until date').waitFor();
    expect(await validFrom.getAttribute('aria-invalid')).toBe('true');

    await validFrom.fill(tomorrow);
    await dialog.getByLabel('Valid until (IST)').fill(lastDay);
    await dialog.getByRole('button', { name: 'Create Coupon' }).click();
    await dialog.waitFor({ state: 'detached' });
    madeInForm.push(code);

    await searchCoupons(page, code);
    const cells = await rowOf(page, code);
    expect(cells).toContain(`${formatDate(tomorrow)} – ${formatDate(lastDay)} (IST)`);
    expect(cells).toContain('Scheduled');

    // Opened again, the form shows the days as saved; clearing the start makes it Active.
    await page.getByRole('button', { name: `Edit coupon ${code}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit coupon ${code}` });
    expect(await edit.getByLabel('Valid from (IST)').inputValue()).toBe(tomorrow);
    expect(await edit.getByLabel('Valid until (IST)').inputValue()).toBe(lastDay);
    await edit.getByLabel('Valid from (IST)').fill('');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.waitFor({ state: 'detached' });
    await expect.poll(() => rowOf(page, code)).toContain('Active');
    expect(await rowOf(page, code)).toContain(`Until ${formatDate(lastDay)} (IST)`);

    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`labels every status with its dates, in colours axe accepts (${colorScheme})`, async () => {
      const prefix = codePrefix();
      const today = istDate(new Date());
      const coupons = {
        Scheduled: await aStoredCoupon({
          code: `${prefix}SCH`,
          validFrom: startOfIndianDay(addDays(today, 1)),
        }),
        Active: await aStoredCoupon({
          code: `${prefix}ACT`,
          validFrom: startOfIndianDay(today),
          validUntil: endOfIndianDay(today),
        }),
        Expired: await aStoredCoupon({
          code: `${prefix}EXP`,
          validUntil: endOfIndianDay(addDays(today, -1)),
        }),
        'Used up': await aStoredCoupon({ code: `${prefix}USE`, usageLimit: 1, usedCount: 1 }),
        Inactive: await aStoredCoupon({ code: `${prefix}OFF`, isActive: false }),
      };
      const { context, page, errors } = await newAdminPage(chromium.browser);
      await page.emulateMedia({ colorScheme });
      await openCoupons(page, prefix);
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
        colorScheme === 'dark',
      );

      for (const [label, coupon] of Object.entries(coupons)) {
        expect(await rowOf(page, coupon.code), coupon.code).toContain(label);
      }
      expect(await rowOf(page, coupons.Scheduled.code)).toContain(
        `From ${formatDate(addDays(today, 1))} (IST)`,
      );
      expect(await rowOf(page, coupons.Active.code)).toContain(
        `${formatDate(today)} – ${formatDate(today)} (IST)`,
      );
      expect(await rowOf(page, coupons['Used up'].code)).toContain('No end');

      const { violations } = await new AxeBuilder({ page })
        .include('section[aria-labelledby="coupons-heading"]')
        .analyze();
      expect(
        violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`),
      ).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }, 60_000);
  }
});
