import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { wrongCodeMessage } from '#web/features/admin/auth/auth-errors';
import { twoStepMessages } from '#web/features/admin/tabs/account/two-step-messages';
import { createStaffUser } from '../support/admin-session';
import {
  answerAdminDialog,
  newAdminPage,
  openAdminTab,
  signInAsAdmin,
} from '../support/admin-browser';
import { useChromium } from '../support/browser';
import { totpCode } from '../support/totp';

// Per decision 010, sign-in as Cognito runs it, in Chromium on cognito-local: the first admin, made with
// a temporary password as docs/deploy.md makes one, chooses a password of their own at the first
// sign-in; an admin turns on an authenticator app and from then on signs in with its code.

const chromium = useChromium();

const adminPage = () => newAdminPage(chromium.browser);

async function enterCredentials(page: Page, account: { email: string; password: string }) {
  await page.goto(`${inject('siteUrl')}/admin/login`);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In to Admin' }).click();
}

async function axeProblems(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  return violations.map((violation) => `${violation.id} (${violation.impact})`);
}

/** A code other than the right one, as a mistyped or stale code would be. */
const anotherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('the first sign-in with a temporary password', () => {
  it('asks for a new password with the pool’s rules, refuses a weak one, and reaches the dashboard', async () => {
    const admin = await createStaffUser(['admin'], { temporaryPassword: true });
    const { page, errors } = await adminPage();

    await enterCredentials(page, admin);

    await page.getByRole('heading', { name: 'Set a New Password' }).waitFor();
    const field = page.getByLabel('New password', { exact: true });
    for (const rule of ['At least 12 characters', 'An upper-case letter', 'A digit']) {
      await page.getByRole('listitem').filter({ hasText: rule }).waitFor();
    }
    expect(await field.getAttribute('aria-describedby')).toBeTruthy();
    expect(await axeProblems(page)).toEqual([]);

    await field.fill('lowercase');
    await page.getByRole('button', { name: 'Set Password and Sign In' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      'The password needs at least 12 characters, an upper-case letter, a digit, a symbol.',
    );

    const chosen = 'Chosen#Admin2026';
    await field.fill(chosen);
    await page.getByRole('button', { name: 'Set Password and Sign In' }).click();
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();

    // The new password is theirs from now on; the temporary one no longer opens anything.
    const again = await adminPage();
    await signInAsAdmin(again.page, { email: admin.email, password: chosen });
    const old = await adminPage();
    await enterCredentials(old.page, admin);
    await expect(old.page.getByRole('alert').textContent()).resolves.toBe(
      'Invalid email or password',
    );
    expect(errors).toEqual([]);
  }, 60_000);
});

describe('two-step sign-in with an authenticator app', () => {
  it('is turned on from Account Security with a QR code and a code, and then asked at sign-in', async () => {
    const admin = await createStaffUser(['admin']);
    const { page, errors } = await adminPage();
    await signInAsAdmin(page, admin);
    await openAdminTab(page, 'Account Security');
    const region = page.getByRole('region', { name: 'Account Security' });
    await region.getByText(twoStepMessages.off).waitFor();

    await region.getByRole('button', { name: 'Turn on two-step sign-in' }).click();

    await region.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = (await region.locator('code').textContent())!.replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(await axeProblems(page)).toEqual([]);
    const codeField = region.getByRole('textbox', { name: '6-digit code' });
    await codeField.fill(anotherCode(totpCode(secret)));
    await region.getByRole('button', { name: 'Verify and turn on' }).click();
    await expect(region.getByRole('alert').textContent()).resolves.toBe(wrongCodeMessage);
    await codeField.fill(totpCode(secret));
    await region.getByRole('button', { name: 'Verify and turn on' }).click();
    await region.getByRole('status').filter({ hasText: twoStepMessages.turnedOn }).waitFor();

    // The next sign-in asks for the app's code after the password.
    const next = await adminPage();
    await enterCredentials(next.page, admin);
    await next.page.getByRole('heading', { name: 'Enter Your Sign-in Code' }).waitFor();
    expect(await axeProblems(next.page)).toEqual([]);
    const signInCode = next.page.getByRole('textbox', { name: '6-digit code' });
    await signInCode.fill(anotherCode(totpCode(secret)));
    await next.page.getByRole('button', { name: 'Verify and Sign In' }).click();
    await expect(next.page.getByRole('alert').textContent()).resolves.toBe(wrongCodeMessage);
    await signInCode.fill(totpCode(secret));
    await next.page.getByRole('button', { name: 'Verify and Sign In' }).click();
    await next.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();

    // Turned off again, the password alone opens the admin area.
    await openAdminTab(next.page, 'Account Security');
    await next.page.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
    await answerAdminDialog(next.page, {
      title: twoStepMessages.turnOffConfirm,
      button: 'Turn off',
    });
    await next.page.getByText(twoStepMessages.off).waitFor();
    const last = await adminPage();
    await signInAsAdmin(last.page, admin);
    // Cognito's 400 to each of the two wrong codes is all the console may show.
    const logged = [...errors, ...next.errors, ...last.errors];
    expect(logged.filter((line) => !line.includes('status of 400 (Bad Request)'))).toEqual([]);
    expect(logged).toHaveLength(2);
  }, 90_000);
});
