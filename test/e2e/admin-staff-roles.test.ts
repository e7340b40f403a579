import { describe, expect, it, inject } from 'vitest';
import { newAdminPage, openAdminTab, signInAsAdmin } from '../support/admin-browser';
import { createStaffUser } from '../support/admin-session';
import { useChromium } from '../support/browser';

// Decision 021 in Chromium: a content editor's sidebar lists only their sections, and a link to
// another role's section says who it is for instead of failing its requests.

const chromium = useChromium();

describe('a content editor in the admin', () => {
  it('sees only their sections, and a plain message at another role’s address', async () => {
    const editor = await createStaffUser(['content']);
    const { page, errors } = await newAdminPage(chromium.browser);
    const forbiddenCalls: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 403) forbiddenCalls.push(response.url());
    });

    await signInAsAdmin(page, editor);
    const sidebar = page.getByRole('navigation', { name: 'Admin sections' });
    const links = await sidebar.getByRole('link').allTextContents();
    expect(links.map((text) => text.trim())).toEqual([
      'Dashboard',
      'Courses',
      'Job Postings',
      'Reviews',
      'Blog Posts',
      'Case Studies',
      'Media',
      'Account Security',
    ]);
    await openAdminTab(page, 'Blog Posts');

    await page.goto(`${inject('siteUrl')}/admin/payments`);
    const payments = page.getByRole('region', { name: 'Payments' });
    await payments
      .getByText('This section is for the Owner and Finance roles. Ask an owner for access.')
      .waitFor();
    await page.goto(`${inject('siteUrl')}/admin/settings`);
    await page
      .getByRole('region', { name: 'Settings' })
      .getByText('This section is for the Owner role. Ask an owner for access.')
      .waitFor();
    expect(forbiddenCalls).toEqual([]);
    expect(errors).toEqual([]);
  });
});
