import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { collectPageErrors, newContextWithConsent } from './browser';
import { testAdmin } from './local-stack-settings';

// The admin area in Chromium (issue 5): signing in through the real login page, and reading the
// password reset codes cognito-local "mails" to its log.

export async function signInAsAdmin(page: Page, account = testAdmin): Promise<void> {
  await page.goto(`${inject('siteUrl')}/admin/login`);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In to Admin' }).click();
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
}

/** Opens an admin tab by its sidebar button, e.g. 'Contacts'. */
export async function openAdminTab(page: Page, label: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('button', { name: label, exact: true })
    .click();
  await page.getByRole('region', { name: label }).waitFor();
}

/** The newest reset code cognito-local sent to `email`, waiting until one arrives. */
export async function resetCodeFor(email: string, after = ''): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const log = await readFile(inject('cognitoLogFile'), 'utf8').catch(() => '');
        const deliveries = log.split('Confirmation Code Delivery').slice(1);
        const mine = deliveries.filter((block) => block.includes(email));
        code = /Code:\s+(\d+)/.exec(mine.at(-1) ?? '')?.[1] ?? '';
        return code && code !== after ? code : '';
      },
      { timeout: 10_000 },
    )
    .not.toBe('');
  return code;
}

/** A page with cookie consent already given, collecting console errors. */
export async function newAdminPage(
  browser: Browser,
  viewport = { width: 1280, height: 900 },
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await newContextWithConsent(browser, { viewport });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page, errors: collectPageErrors(page) };
}

/** Searches an admin list and waits until the search has applied: only matching rows remain. */
export async function searchList(page: Page, label: string, text: string) {
  await page.getByRole('searchbox', { name: label }).fill(text);
  const bodyRows = page.locator('table tbody tr');
  await expect
    .poll(async () => {
      const texts = await bodyRows.allTextContents();
      return texts.length > 0 && texts.every((row) => row.includes(text));
    })
    .toBe(true);
}
