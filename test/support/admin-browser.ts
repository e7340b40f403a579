import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { newPageWithConsent, type OpenedPage } from './browser';
import { testAdmin } from './local-stack-settings';

// The admin area in Chromium (docs/admin.md): signing in through the real login page, and reading the
// password reset codes cognito-local "mails" to its log.

export async function signInAsAdmin(page: Page, account = testAdmin): Promise<void> {
  await page.goto(`${inject('siteUrl')}/admin/login`);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In to Admin' }).click();
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
}

/** Opens an admin section by its sidebar link, e.g. 'Contacts'. */
export async function openAdminTab(page: Page, label: string): Promise<void> {
  const sidebar = page.getByRole('navigation', { name: 'Admin sections' });
  // Below 1024 px the sections sit in a drawer behind the Sections button.
  if (!(await sidebar.first().isVisible())) {
    await page.getByRole('button', { name: 'Sections' }).click();
  }
  await sidebar.getByRole('link', { name: label, exact: true }).first().click();
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
  { browserDialogs = 'fail' }: { browserDialogs?: 'fail' | 'own' } = {},
): Promise<OpenedPage> {
  const { context, page, errors } = await newPageWithConsent(
    browser,
    { viewport },
    { timeout: 15_000 },
  );
  // The admin asks through dialogs of its own: a browser confirm, prompt or alert is a bug,
  // unless the test watches for them itself ('own': the XSS test's trap).
  if (browserDialogs === 'fail') {
    page.on('dialog', (dialog) => {
      errors.push(`browser ${dialog.type()} dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
  }
  return { context, page, errors };
}

/**
 * Answers one of the admin's own dialogs, found by its title: types `text` into its field when
 * given, presses `button`, and waits until it has closed.
 */
export async function answerAdminDialog(
  page: Page,
  { title, button, text }: { title: string | RegExp; button: string; text?: string },
): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title, exact: typeof title === 'string' });
  if (text !== undefined) await dialog.getByRole('textbox').fill(text);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
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
