import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { adminSectionPath, adminSections } from '#web/features/admin/admin-sections';
import { newAdminPage, signInAsAdmin } from '../support/admin-browser';
import { adminAxeProblems } from '../support/admin-axe';
import { useChromium } from '../support/browser';

// Per docs/admin.md: the admin screens meet the same bar as the public ones: no serious or critical axe
// violations on the sign-in screens or any tab, in either theme.

const chromium = useChromium();

async function problemsOn(page: Page, label: string): Promise<string[]> {
  return (await adminAxeProblems(page)).map((problem) => `${label}: ${problem}`);
}

describe('admin accessibility', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`has no serious or critical axe violations on the admin screens (${colorScheme})`, async () => {
      const { context, page, errors } = await newAdminPage(chromium.browser);
      await page.emulateMedia({ colorScheme });
      const problems: string[] = [];
      for (const path of ['/admin/login', '/admin/reset-password']) {
        await page.goto(`${inject('siteUrl')}${path}`, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { level: 1 }).waitFor();
        problems.push(...(await problemsOn(page, path)));
      }
      await signInAsAdmin(page);
      for (const tab of adminSections) {
        await page.goto(`${inject('siteUrl')}${adminSectionPath(tab.id)}`, {
          waitUntil: 'networkidle',
        });
        await page.getByRole('region', { name: tab.label }).waitFor();
        await page.getByText('Loading...').first().waitFor({ state: 'hidden' });
        problems.push(...(await problemsOn(page, adminSectionPath(tab.id))));
      }
      expect(problems).toEqual([]);
      // Other test files may leave media records whose upload never happened; their thumbnails
      // fail to load, which Chromium logs. Anything else is a real error.
      expect(errors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
      await context.close();
    }, 180_000);
  }
});
