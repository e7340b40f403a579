import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  answerAdminDialog,
  newAdminPage,
  openAdminTab,
  signInAsAdmin,
} from '../support/admin-browser';
import { useChromium } from '../support/browser';

// Per docs/admin.md, the Blog Posts tab in Chromium: an admin writes a post in HTML, sees the sanitised
// preview, publishes it, finds it on /blog and at /blog/{slug} in the same browser, and deletes
// it again after the spec-style confirmation.

const chromium = useChromium();

const site = () => inject('siteUrl');
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const adminPage = (viewport?: { width: number; height: number }) =>
  newAdminPage(chromium.browser, viewport);

/** Serious and critical axe findings on the page as it is now. */
async function accessibilityProblems(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(', ')}`);
}

describe('the Blog Posts tab', () => {
  it('publishes a post that then shows on /blog and at its own address, and deletes it', async () => {
    const { page, errors } = await adminPage();
    await signInAsAdmin(page);
    await openAdminTab(page, 'Blog Posts');

    const title = `Faster Checkout Pages ${run}`;
    const slug = `faster-checkout-pages-${run}`;
    await page.getByRole('button', { name: 'New Blog Post' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Blog Post' });
    await dialog.getByLabel('Title').fill(title);
    await expect(dialog.getByLabel('Slug').inputValue()).resolves.toBe(slug);
    await dialog.getByLabel('Category').fill(`E2E ${run}`);
    await dialog
      .getByLabel('Content (HTML)')
      .fill(
        '<h2>Measure first</h2><p>Every extra field costs conversions.</p>' +
          '<p onclick="window.hacked = true">Keep it short.</p><script>window.hacked = true</script>',
      );
    const preview = dialog.getByTestId('post-preview');
    await expect
      .poll(() => preview.innerHTML())
      .toBe(
        '<h2>Measure first</h2><p>Every extra field costs conversions.</p><p>Keep it short.</p>',
      );

    await dialog.getByRole('button', { name: 'Insert image' }).click();
    await dialog.getByRole('region', { name: 'Insert an image at the cursor' }).waitFor();
    await dialog.getByRole('button', { name: 'Close the media library' }).click();
    await dialog.getByRole('region', { name: 'Insert an image at the cursor' }).waitFor({
      state: 'detached',
    });

    await dialog.getByLabel('Author name').fill('Arjun Mehta');
    await dialog.getByLabel('Status').selectOption('published');
    expect(await accessibilityProblems(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save Blog Post' }).click();
    await dialog.waitFor({ state: 'detached' });

    const row = page.getByRole('row').filter({ hasText: title });
    await expect.poll(() => row.getByText('Published', { exact: true }).count()).toBe(1);
    expect(await accessibilityProblems(page)).toEqual([]);

    await page.goto(`${site()}/blog`);
    await page.getByRole('link', { name: title }).first().waitFor();

    await page.goto(`${site()}/blog/${slug}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await expect(page.getByTestId('post-content').innerHTML()).resolves.toContain(
      '<p>Every extra field costs conversions.</p>',
    );
    expect(await page.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();

    await page.goto(`${site()}/admin/blog`);
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await answerAdminDialog(page, {
      title: 'Are you sure you want to delete this blog post?',
      button: 'Delete',
    });
    await page.getByRole('row').filter({ hasText: title }).waitFor({ state: 'detached' });

    await page.goto(`${site()}/blog/${slug}`);
    await page.getByRole('heading', { name: 'Post Not Found' }).waitFor();
    // A post published after the build has no page of its own yet: the 404 page is served and
    // renders it from the live API, so the browser reports that 404 response.
    expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
  });

  it('fits a phone screen: the list and the editor need no sideways scrolling', async () => {
    const { page } = await adminPage({ width: 390, height: 844 });
    await signInAsAdmin(page);
    await openAdminTab(page, 'Blog Posts');
    await page.getByRole('row').nth(1).waitFor();
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'New Blog Post' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Blog Post' });
    await dialog.getByRole('button', { name: 'Save Blog Post' }).click();
    await expect(dialog.getByRole('alert').textContent()).resolves.toBe(
      'Please fill in all required fields',
    );
    const saveBox = await dialog.getByRole('button', { name: 'Save Blog Post' }).boundingBox();
    expect(saveBox!.x + saveBox!.width).toBeLessThanOrEqual(390);
    expect(await accessibilityProblems(page)).toEqual([]);
  });
});

describe('the publishing tabs', () => {
  it('name their search boxes with the plural of what they list', async () => {
    const { page, errors } = await adminPage();
    await signInAsAdmin(page);
    for (const [tab, search] of [
      ['Blog Posts', 'Search blog posts'],
      ['Case Studies', 'Search case studies'],
      ['Job Postings', 'Search job postings'],
    ] as const) {
      await openAdminTab(page, tab);
      await page.getByRole('searchbox', { name: search }).waitFor();
    }
    expect(errors).toEqual([]);
  });
});
