import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts } from '#lambdas/data/blog-posts';
import { getPageRender, getStoredImage, itemVersion } from '#lambdas/data/page-renders';
import { db, tableName } from '#lambdas/data/table';
import { publicContent } from '#lambdas/publishing/public-content';
import { folderPageStore, type PageStore } from '#lambdas/publishing/renderer/page-store';
import { renderTableChanges } from '#lambdas/publishing/renderer/render-changes';
import type { ContentSource } from '#shared/api/content-source';
import { publishedPostFields } from '../support/blog-post-fields';
import { createTestCourse } from '../support/checkout';
import { rawPage } from '../support/raw-page';

// Renders of one page that overlap (decision 008, amended): in the cloud one Lambda runs per
// stream shard, so two changes a page shows can render it at once, each reading the table at
// its own moment. The one that read last must be the one left in the store and in the record.

const origin = 'https://www.example.in';
let pagesDir: string;
let store: PageStore;

beforeAll(async () => {
  pagesDir = await mkdtemp(join(tmpdir(), 'techsite-render-order-'));
  store = folderPageStore({ pagesDir, templateFile: resolve('dist/web/app-shell.html') });
});
afterAll(async () => {
  await rm(pagesDir, { recursive: true, force: true });
});

const postKeys = (slug: string) => ({ pk: `POST#${slug}`, sk: 'POST' });

async function retitle(keys: { pk: string; sk: string }, title: string) {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys,
      UpdateExpression: 'SET title = :title',
      ExpressionAttributeValues: { ':title': title },
    }),
  );
}

/** Resolves once called; `promise` is what the caller waits on. */
function signal() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('renders of one page running at once', () => {
  it('leave the page and its record of the render that read the table last', async () => {
    const post = await blogPosts.create(publishedPostFields('Render Order'));
    const keys = postKeys(post.slug);
    const first = (await getStoredImage(keys))!;
    // The stack's own renderer records the post first; it must not be what the test sees last.
    await expect
      .poll(async () => (await getPageRender(keys))?.version, { timeout: 20_000 })
      .toBe(itemVersion(first));

    // The older render reads the post, then is held, as a slow Lambda on another shard is.
    const read = signal();
    const release = signal();
    const slowSource: ContentSource = {
      ...publicContent,
      async blogPost(slug) {
        const answer = await publicContent.blogPost(slug);
        read.resolve();
        await release.promise;
        return answer;
      },
    };
    const older = renderTableChanges([{ keys, after: first }], {
      store,
      source: slowSource,
      origin,
    });
    await read.promise;

    const newTitle = `${post.title} (retitled)`;
    await retitle(keys, newTitle);
    const second = (await getStoredImage(keys))!;
    await renderTableChanges([{ keys, before: first, after: second }], {
      store,
      source: publicContent,
      origin,
    });
    release.resolve();
    await older;

    const html = await readFile(join(pagesDir, `blog/${post.slug}.html`), 'utf8');
    expect(html).toContain(newTitle);
    expect(await getPageRender(keys)).toMatchObject({
      version: itemVersion(second),
      state: 'done',
    });
  });
});

describe('many quick changes of one item', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  // Every page kind is written in turn by the same code; a post and a course stand for them.
  const kinds = {
    'a blog post': async () => {
      const post = await blogPosts.create(publishedPostFields('Quick Changes'));
      return { keys: postKeys(post.slug), title: post.title, path: `/blog/${post.slug}` };
    },
    'a course': async () => {
      const fixture = await createTestCourse();
      cleanups.push(fixture.cleanup);
      const { slug, title } = fixture.course;
      return { keys: { pk: `COURSE#${slug}`, sk: 'COURSE' }, title, path: `/learning/${slug}` };
    },
  };

  it.each(Object.keys(kinds) as Array<keyof typeof kinds>)(
    'leave the live page of %s showing the last, and its record naming the last version',
    async (kind) => {
      const { keys, title, path } = await kinds[kind]();
      const titles = Array.from({ length: 12 }, (_, index) => `${title} take ${index + 1}`);
      for (const next of titles) await retitle(keys, next);
      const last = itemVersion((await getStoredImage(keys))!);

      await expect
        .poll(async () => getPageRender(keys), { timeout: 20_000, interval: 100 })
        .toMatchObject({ version: last, state: 'done' });
      // Recorded live: the page shows the last title now, not after some later render.
      const page = await rawPage(path);
      expect(page.status).toBe(200);
      expect(page.html).toContain(titles.at(-1));
      for (const earlier of titles.slice(0, -1)) expect(page.html).not.toContain(`${earlier}<`);
    },
  );
});
