import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts } from '#lambdas/data/blog-posts';
import { getPageRender, getStoredImage } from '#lambdas/data/page-renders';
import { productMetrics } from '#shared/operations/product-metrics';
import { publicContent } from '#lambdas/publishing/public-content';
import { folderPageStore, type PageStore } from '#lambdas/publishing/renderer/page-store';
import { renderTableChanges } from '#lambdas/publishing/renderer/render-changes';
import { renderPages, renderWholeSite } from '#lambdas/publishing/renderer/site-renderer';
import { publishedPostFields } from '../support/blog-post-fields';
import { metricTotal } from '../support/metrics';

// The render module itself, into a folder of its own, from the stack's live table.

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const origin = 'https://www.example.in';
let pagesDir: string;
let store: PageStore;

beforeAll(async () => {
  pagesDir = await mkdtemp(join(tmpdir(), 'techsite-renderer-'));
  store = folderPageStore({ pagesDir, templateFile: resolve('dist/web/app-shell.html') });
});
afterAll(async () => {
  await rm(pagesDir, { recursive: true, force: true });
});

const exists = (file: string) =>
  readFile(join(pagesDir, file)).then(
    () => true,
    () => false,
  );

describe('the site renderer', () => {
  it('redirects a moved page even when its new address came in another batch', async () => {
    const post = await blogPosts.create(publishedPostFields('Moved Across Batches'));
    const from = `/blog/old-address-${run}`;
    const outcome = await renderPages(
      { paths: new Set([from]), moved: new Map([[from, `/blog/${post.slug}`]]) },
      { store, source: publicContent, origin },
    );
    expect(outcome.redirected).toBe(1);
    expect(await store.isRedirect(`blog/old-address-${run}.html`)).toBe(true);
    expect(await readFile(join(pagesDir, `blog/${post.slug}.html`), 'utf8')).toContain(post.title);
    expect(outcome.changedFiles).toEqual(
      expect.arrayContaining([`blog/${post.slug}.html`, 'sitemap.xml']),
    );
  });

  it('removes, on a whole render, pages no longer public but keeps redirects', async () => {
    await mkdir(join(pagesDir, 'blog'), { recursive: true });
    await writeFile(join(pagesDir, 'blog/long-gone.html'), '<p>stale</p>');
    await store.putRedirect('blog/moved-on.html', '/blog');
    const outcome = await renderWholeSite({ store, source: publicContent, origin });
    expect(await exists('blog/long-gone.html')).toBe(false);
    expect(outcome.changedFiles).toContain('blog/long-gone.html');
    expect(await store.isRedirect('blog/moved-on.html')).toBe(true);
    expect(await exists('index.html')).toBe(true);
    expect(await exists('404.html')).toBe(true);
    for (const section of ['portfolio', 'learning', 'blog']) {
      expect(await exists(`${section}/_not-found.html`)).toBe(true);
    }
  });

  it('counts a change it cannot render as a failed page render, records it failed and throws', async () => {
    const post = await blogPosts.create(publishedPostFields('Unrenderable'));
    const keys = { pk: `POST#${post.slug}`, sk: 'POST' };
    const after = await getStoredImage(keys);
    const broken: PageStore = {
      ...store,
      readTemplate: () => Promise.reject(new Error('the app shell is missing')),
    };
    const failuresBefore = await metricTotal(productMetrics.failedPageRenders);

    await expect(
      renderTableChanges([{ keys, after }], { store: broken, source: publicContent, origin }),
    ).rejects.toThrow('the app shell is missing');

    expect(await metricTotal(productMetrics.failedPageRenders)).toBeGreaterThan(failuresBefore);
    expect(await getPageRender(keys)).toMatchObject({
      state: 'failed',
      error: 'the app shell is missing',
    });
  });

  it('writes and invalidates nothing when a change shows on no page', async () => {
    const outcome = await renderPages(
      { paths: new Set(), moved: new Map() },
      { store, source: publicContent, origin },
    );
    expect(outcome).toEqual({ changedFiles: [], rendered: 0, removed: 0, redirected: 0 });
  });
});
