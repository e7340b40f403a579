import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentSource } from '#shared/api/content-source';
import { fallbackBlogPosts } from '#shared/content/fallback/blog-posts';
import { publicContent } from '#lambdas/publishing/public-content';
import { folderPageStore, type PageStore } from '#lambdas/publishing/renderer/page-store';
import { renderPages, renderWholeSite } from '#lambdas/publishing/renderer/site-renderer';
import { pngSignature } from '../support/png';

// The renderer's share cards (docs/decisions/018-share-cards.md), into a folder of its own from
// the stack's live table: drawn with each page, drawn again only when what they show or how
// cards are drawn changed, and never failing a page for a picture that cannot be read.

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

/** The live content, but one post has another title (in its page and in every list). */
const withRetitledPost = (title: string): ContentSource => ({
  ...publicContent,
  async blogPost(slug) {
    const answer = await publicContent.blogPost(slug);
    return answer && slug === post.slug ? { ...answer, post: { ...answer.post, title } } : answer;
  },
  async blogPosts(query) {
    const { posts } = await publicContent.blogPosts(query);
    return {
      posts: posts.map((listed) => (listed.slug === post.slug ? { ...listed, title } : listed)),
    };
  },
});

const cardsIn = (files: string[]) => files.filter((file) => file.startsWith('og/')).sort();

describe('a whole render', () => {
  it('draws no card again when the site and the drawing are as they were', async () => {
    await renderWholeSite({ store, source: publicContent, origin });
    const drawnAt = (await stat(join(pagesDir, 'og/index.png'))).mtimeMs;
    const outcome = await renderWholeSite({ store, source: publicContent, origin });
    expect(outcome.rendered).toBeGreaterThan(10);
    expect(cardsIn(outcome.changedFiles)).toEqual([]);
    expect((await stat(join(pagesDir, 'og/index.png'))).mtimeMs).toBe(drawnAt);
  });

  it('draws again only the card of the post whose title changed', async () => {
    const before = await card(`og/blog/${post.slug}.png`);
    const retitled = withRetitledPost(`${post.title}, revised`);
    const outcome = await renderWholeSite({ store, source: retitled, origin });
    expect(cardsIn(outcome.changedFiles)).toEqual([`og/blog/${post.slug}.png`]);
    expect(Buffer.compare(await card(`og/blog/${post.slug}.png`), before)).not.toBe(0);
    const back = await renderWholeSite({ store, source: publicContent, origin });
    expect(cardsIn(back.changedFiles)).toEqual([`og/blog/${post.slug}.png`]);
    expect(Buffer.compare(await card(`og/blog/${post.slug}.png`), before)).toBe(0);
  });

  it('draws every card again when they were drawn by another drawing', async () => {
    const versions = (await readdir(join(pagesDir, 'og'), { recursive: true }))
      .filter((file) => file.endsWith('.png.version'))
      .map((file) => `og/${file.split(sep).join('/')}`);
    expect(versions.length).toBeGreaterThan(10);
    // What a card drawn before a change of layout, fonts or resvg keeps: another drawing's hash.
    for (const file of versions) await writeFile(join(pagesDir, file), 'drawnByAnOlderDrawing');
    const outcome = await renderWholeSite({ store, source: publicContent, origin });
    expect(cardsIn(outcome.changedFiles)).toEqual(
      versions.map((file) => file.slice(0, -'.version'.length)).sort(),
    );
  });
});
