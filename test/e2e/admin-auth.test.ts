import { describe, expect, inject, it } from 'vitest';
import { createStaffUser } from '../support/admin-session';
import { newAdminPage, resetCodeFor, signInAsAdmin } from '../support/admin-browser';
import { useChromium, waitForHydrated } from '../support/browser';
import { testAdmin } from '../support/local-stack-settings';

// Per docs/admin.md, sign-in: the guard, login, the header's Admin link, silent token refresh, sign-out
// and Cognito's code-flow password reset, in Chromium against cognito-local.

const chromium = useChromium();

const adminPage = () => newAdminPage(chromium.browser);

const site = () => inject('siteUrl');

describe('the admin guard', () => {
  it('sends a signed-out visitor from /admin to /admin/login, replacing the history entry', async () => {
    const { page, errors } = await adminPage();
    await page.goto(`${site()}/`);
    await page.goto(`${site()}/admin`);
    await page.waitForURL(`${site()}/admin/login`);
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await page.goBack();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(errors).toEqual([]);
  });
});

describe('signing in', () => {
  it('refuses a wrong password with the spec message', async () => {
    const { page } = await adminPage();
    await page.goto(`${site()}/admin/login`);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(testAdmin.email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong#Password2026');
    await page.getByRole('button', { name: 'Sign In to Admin' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe('Invalid email or password');
  });

  it('shows and hides the password', async () => {
    const { page } = await adminPage();
    await page.goto(`${site()}/admin/login`);
    const password = page.getByLabel('Password', { exact: true });
    await expect(password.getAttribute('type')).resolves.toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password.getAttribute('type')).resolves.toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password.getAttribute('type')).resolves.toBe('password');
  });

  it('turns away a signed-in user who is not an admin', async () => {
    const staff = await createStaffUser();
    const { page } = await adminPage();
    await page.goto(`${site()}/admin/login`);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(staff.email);
    await page.getByLabel('Password', { exact: true }).fill(staff.password);
    await page.getByRole('button', { name: 'Sign In to Admin' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      'This account does not have admin access.',
    );
    await page.goto(`${site()}/admin`);
    await page.waitForURL(`${site()}/admin/login`);
  });

  it('welcomes an admin, shows the Admin link, refreshes tokens silently and signs out', async () => {
    const { page, errors } = await adminPage();
    // The public site's header links a signed-in admin to the admin area.
    const adminLink = page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true });
    await signInAsAdmin(page);
    await expect(page.getByText('Welcome back').textContent()).resolves.toContain(testAdmin.email);
    await page.goto(`${site()}/`);
    await adminLink.waitFor();

    // A signed-in admin who opens the login page goes straight to the dashboard.
    await page.goto(`${site()}/admin/login`);
    await page.waitForURL(`${site()}/admin`);

    // Expire the stored access and ID tokens: the next API call must refresh them unnoticed.
    const before = await page.evaluate(() => {
      const expire = (token: string) => {
        const [header, payload, signature] = token.split('.') as [string, string, string];
        const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
          exp: number;
        };
        claims.exp = Math.floor(Date.now() / 1000) - 60;
        const encoded = btoa(JSON.stringify(claims))
          .replace(/=+$/, '')
          .replace(/\+/g, '-')
          .replace(/\//g, '_');
        return `${header}.${encoded}.${signature}`;
      };
      const keys = Object.keys(localStorage).filter((key) => /\.(idToken|accessToken)$/.test(key));
      for (const key of keys) localStorage.setItem(key, expire(localStorage.getItem(key)!));
      return keys.map((key) => localStorage.getItem(key));
    });
    expect(before).toHaveLength(2);
    await page.reload();
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Contacts' })
      .click();
    await page.getByRole('table', { name: 'Contact submissions' }).waitFor();
    const after = await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((key) => /\.(idToken|accessToken)$/.test(key))
        .map((key) => localStorage.getItem(key)),
    );
    expect(after).toHaveLength(2);
    expect(after).not.toEqual(before);
    await expect(page.getByRole('alert').count()).resolves.toBe(0);

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${site()}/admin/login`);
    await page.goto(`${site()}/`);
    // Once the header is hydrated it has read the (cleared) hint: the link is not coming.
    await waitForHydrated(page, 'header nav');
    expect(await adminLink.count()).toBe(0);
    await page.goto(`${site()}/admin`);
    await page.waitForURL(`${site()}/admin/login`);
    expect(errors).toEqual([]);
  });
});

describe('resetting a password', () => {
  it('sends a code, sets a new password with it, and signs in with the new password', async () => {
    const account = await createStaffUser(['admin']);
    const { page, errors } = await adminPage();
    await page.goto(`${site()}/admin/login`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL(`${site()}/admin/reset-password`);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
    await page.getByRole('button', { name: 'Send Reset Email' }).click();
    await page.getByRole('heading', { name: 'Reset Email Sent!' }).waitFor();
    await expect(page.getByText('The code expires in 1 hour.').isVisible()).resolves.toBe(true);

    // Asking again sends a fresh code; the newest one is the one that works.
    const first = await resetCodeFor(account.email);
    await page.getByRole('button', { name: 'Send Another Reset Email' }).click();
    const code = await resetCodeFor(account.email, first);

    const newPassword = 'Fresh#Admin2026x';
    await page.getByLabel('Verification code').fill(code);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.getByRole('heading', { name: 'Password Updated!' }).waitFor();
    await page.getByRole('link', { name: 'Sign In to Admin' }).click();
    await signInAsAdmin(page, { email: account.email, password: newPassword });
    expect(errors).toEqual([]);
  });
});
