import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { AdminBlogPostInput } from '#shared/admin/blog-posts';
import type { PageStatus } from '#shared/admin/page-status';
import type { BlogPost } from '#shared/content/schemas';
import { blogPostKeys } from '#lambdas/data/blog-posts';
import { getStoredImage, itemVersion, recordPageRender } from '#lambdas/data/page-renders';
import { newAdminPage, openAdminTab, signInAsAdmin } from '../support/admin-browser';
import { asAdmin } from '../support/admin-session';
import { collectPageErrors, useChromium } from '../support/browser';
import { eventually } from '../support/checkout';

// In Chromium (decision 008): an admin edits a published post, saves, and the status line says when
// the public page is live; its link opens the page, which shows the new title both as served
// (raw HTML, no JavaScript) and in the browser. A failed render shows as an alert.

const chromium = useChromium();
const postIds: string[] = [];
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

afterAll(async () => {
  for (const id of postIds) await asAdmin('DELETE', `/api/admin/blog/${id}`);
});

const statusOf = (slug: string) =>
  asAdmin<PageStatus>('GET', `/api/admin/page-status?kind=blog-post&slug=${slug}`);

async function untilLive(slug: string) {
  const { body } = await eventually(
    () => statusOf(slug),
    (answer) => answer.body.state === 'live',
    20_000,
  );
  expect(body).toEqual({ state: 'live' });
}

/** A published post whose page is live, so a later save is what the status line waits for. */
async function livePost(name: string): Promise<BlogPost> {
  const input: AdminBlogPostInput = {
    title: `${name} ${run}`,
    slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${run}`,
    summary: 'Short, dated and linked.',
    content: '<p>Write them for the reader, not the changelog.</p>',
    category: `Page Status E2E ${run}`,
    tags: [],
    featuredImage: '',
    readTime: 4,
    author: { name: 'Arjun Mehta', avatarUrl: '', bio: '' },
    status: 'published',
  };
  const { status, body } = await asAdmin<BlogPost>('POST', '/api/admin/blog', input);
  expect(status).toBe(201);
  postIds.push(body.id);
  await untilLive(body.slug);
  return body;
}

async function blogTab() {
  const opened = await newAdminPage(chromium.browser);
  await signInAsAdmin(opened.page);
  await openAdminTab(opened.page, 'Blog Posts');
  return opened;
}

async function editTitle(page: Page, post: BlogPost, title: string) {
  await page.getByRole('button', { name: `Edit ${post.title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Blog Post' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('button', { name: 'Save Blog Post' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Serious and critical axe findings, in the light and the dark theme. */
async function accessibilityProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    // The page follows the system theme with colour transitions: axe must read settled colours.
    await page.waitForFunction(
      (dark) =>
        document.documentElement.classList.contains('dark') === dark &&
        document.getAnimations().every((animation) => animation.playState !== 'running'),
      colorScheme === 'dark',
    );
    const { violations } = await new AxeBuilder({ page }).analyze();
    problems.push(
      ...violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${colorScheme} ${violation.id}: ${violation.nodes[0]?.target}`),
    );
  }
  return problems;
}

describe('the public page status after a save', () => {
  it('says the edited post is live and links to its page, which shows the new title', async () => {
    const post = await livePost('Release Notes That People Read');
    const { context, page, errors } = await blogTab();

    const newTitle = `Release Notes People Actually Read ${run}`;
    await editTitle(page, post, newTitle);

    const statusLine = page.getByRole('status').filter({ hasText: newTitle });
    await statusLine.filter({ hasText: 'Live on the site' }).waitFor({ timeout: 30_000 });
    expect(await accessibilityProblems(page)).toEqual([]);
    const link = statusLine.getByRole('link', { name: 'View page' });
    const href = await link.getAttribute('href');
    expect(href).toBe(`/blog/${post.slug}`);

    // As served, before any JavaScript runs: the page rendered from the table has the new title.
    const served = await fetch(`${inject('siteUrl')}${href}`);
    expect(served.status).toBe(200);
    const html = await served.text();
    expect(html).toContain(newTitle);
    expect(html).not.toContain(post.title);

    const [publicPage] = await Promise.all([context.waitForEvent('page'), link.click()]);
    const publicErrors = collectPageErrors(publicPage);
    await publicPage.getByRole('heading', { level: 1, name: newTitle }).waitFor();
    expect(publicPage.url()).toBe(`${inject('siteUrl')}/blog/${post.slug}`);

    expect(errors).toEqual([]);
    expect(publicErrors).toEqual([]);
  });

  it('shows a failed update as an alert with the renderer’s reason', async () => {
    const post = await livePost('Changelogs Without Jargon');
    const { page, errors } = await blogTab();
    // The status line's questions wait until the render is arranged to have failed.
    let arranged: () => void = () => {};
    const failureArranged = new Promise<void>((resolve) => (arranged = resolve));
    await page.route(
      (url) => url.pathname === '/api/admin/page-status',
      async (route) => {
        await failureArranged;
        await route.continue();
      },
    );

    await editTitle(page, post, `Changelogs Without Any Jargon ${run}`);
    await untilLive(post.slug);
    const { pk, sk } = blogPostKeys(post);
    const version = itemVersion((await getStoredImage({ pk, sk }))!);
    const reason = 'Rendering /blog/changelogs failed: the template is missing';
    await recordPageRender(
      { pk, sk },
      { version, state: 'failed', error: reason, at: new Date().toISOString() },
    );
    arranged();

    const alert = page.getByRole('alert').filter({ hasText: 'The public page failed to update' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain(`The public page failed to update: ${reason}`);
    expect(await alert.isVisible()).toBe(true);
    expect(await accessibilityProblems(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
