import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentSource } from '#shared/api/content-source';
import { fallbackBlogPosts } from '#shared/content/fallback/blog-posts';
import { publicContent } from '#lambdas/publishing/public-content';
import { folderPageStore, type PageStore } from '#lambdas/publishing/renderer/page-store';
import { renderPages, renderWholeSite } from '#lambdas/publishing/renderer/site-renderer';
import { pngSignature } from '../support/png';

// The renderer's share cards (docs/decisions/018-share-cards.md), into a folder of its own from
// the stack's live table: drawn with each page, drawn again only when what they show changed,
// and never failing a page for a picture that cannot be read.

const origin = 'https://www.example.in';
const post = fallbackBlogPosts[0]!;
let pagesDir: string;
let store: PageStore;

beforeAll(async () => {
  pagesDir = await mkdtemp(join(tmpdir(), 'techsite-share-cards-'));
  store = folderPageStore({ pagesDir, templateFile: resolve('dist/web/app-shell.html') });
  await renderWholeSite({ store, source: publicContent, origin });
}, 120_000);
afterAll(async () => {
  await rm(pagesDir, { recursive: true, force: true });
});

const card = (file: string) => readFile(join(pagesDir, file));

/** The live content, but the post's featured image is an upload the media bucket cannot give. */
const withUnreadablePicture: ContentSource = {
  ...publicContent,
  async blogPost(slug) {
    const answer = await publicContent.blogPost(slug);
    return answer && { ...answer, post: { ...answer.post, featuredImage: '/media/blog/gone.png' } };
  },
};

describe("the renderer's share cards", () => {
  it('draws a card beside every page of a whole render', async () => {
    for (const file of ['og/index.png', 'og/blog.png', `og/blog/${post.slug}.png`]) {
      expect([...(await card(file)).subarray(0, 8)], file).toEqual(pngSignature);
    }
  });

  it('leaves a card as it is when a change renders its page again without changing it', async () => {
    const before = await card('og/blog.png');
    const outcome = await renderPages(
      { paths: new Set(['/blog', '/']), moved: new Map() },
      { store, source: publicContent, origin },
    );
    expect(outcome.changedFiles).toEqual(expect.arrayContaining(['blog.html', 'index.html']));
    expect(outcome.changedFiles).not.toContain('og/blog.png');
    expect(outcome.changedFiles).not.toContain('og/index.png');
    expect(Buffer.compare(await card('og/blog.png'), before)).toBe(0);
  });

  it('draws the designed card when the picture cannot be read, and still renders the page', async () => {
    const path = `/blog/${post.slug}`;
    const withPicture = await card(`og/blog/${post.slug}.png`);
    const outcome = await renderPages(
      { paths: new Set([path]), moved: new Map() },
      {
        store,
        source: withUnreadablePicture,
        origin,
        readMedia: () => Promise.reject(new Error('Access Denied')),
      },
    );
    expect(outcome.rendered).toBe(1);
    expect(outcome.changedFiles).toContain(`og/blog/${post.slug}.png`);
    const designed = await card(`og/blog/${post.slug}.png`);
    expect([...designed.subarray(0, 8)]).toEqual(pngSignature);
    expect(Buffer.compare(designed, withPicture)).not.toBe(0);
    expect(await readFile(join(pagesDir, `blog/${post.slug}.html`), 'utf8')).toContain(
      `<meta property="og:image" content="${origin}/og/blog/${post.slug}.png" />`,
    );
  });
});
