import { describe, expect, it } from 'vitest';
import type { ContentSource } from '#shared/api/content-source';
import type { BlogPostSummary } from '#shared/api/content';
import { pagesShowing } from '#web/server/pages-showing';

// Which pages a change renders again (decision 008: exactly the pages that show it).

const listed = (slug: string, category: string, day: number) => ({
  slug,
  category,
  publishedAt: `2026-11-${String(day).padStart(2, '0')}T09:00:00.000Z`,
});

/** The public lists as the table answers them: the listed posts, newest first, and one course. */
function sourceWith(posts: ReturnType<typeof listed>[]): ContentSource {
  const sorted = [...posts].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
  return {
    blogPosts: async () => ({ posts: sorted as unknown as BlogPostSummary[] }),
    courses: async () => ({ courses: [{ slug: 'aws-basics' }] }),
  } as unknown as ContentSource;
}

const cloud = [1, 2, 3, 4, 5, 6].map((day) => listed(`cloud-${day}`, 'Cloud', day));
const ai = [listed('ai-1', 'AI', 7), listed('ai-2', 'AI', 8)];

describe('the pages a change shows', () => {
  it('for a new post: its page, /blog, home, the sitemap page, and the posts that list it as related', async () => {
    const fresh = listed('cloud-7', 'Cloud', 9);
    const { paths } = await pagesShowing(
      [{ kind: 'blog-post', after: fresh }],
      sourceWith([...cloud, ...ai, fresh]),
    );
    // The newest Cloud post is among the three related posts of every other Cloud post.
    expect([...paths].sort()).toEqual(
      [
        '/',
        '/blog',
        '/sitemap',
        '/blog/cloud-7',
        ...cloud.map((post) => `/blog/${post.slug}`),
      ].sort(),
    );
  });

  it('for an old post edited: only the posts whose related list holds it', async () => {
    const oldest = cloud[0]!;
    const { paths } = await pagesShowing(
      [{ kind: 'blog-post', before: oldest, after: oldest }],
      sourceWith([...cloud, ...ai]),
    );
    // The oldest of six Cloud posts: every other one has three newer posts to show instead.
    const postPages = [...paths].filter((path) => path.startsWith('/blog/')).sort();
    expect(postPages).toEqual(['/blog/cloud-1']);
    expect(paths.has('/blog/ai-1')).toBe(false);
  });

  it('for a moved post: both addresses, and the old one moved to the new', async () => {
    const before = listed('ai-1', 'AI', 7);
    const after = listed('ai-one', 'AI', 7);
    const { paths, moved } = await pagesShowing(
      [
        { kind: 'blog-post', before, movedTo: 'ai-one' },
        { kind: 'blog-post', after },
      ],
      sourceWith([...cloud, listed('ai-2', 'AI', 8), after]),
    );
    expect(paths.has('/blog/ai-1')).toBe(true);
    expect(paths.has('/blog/ai-one')).toBe(true);
    expect(paths.has('/blog/ai-2')).toBe(true);
    expect(paths.has('/blog/cloud-1')).toBe(false);
    expect(moved).toEqual(new Map([['/blog/ai-1', '/blog/ai-one']]));
  });

  it('for a batch: its course page only; for settings: every page and the 404 pages', async () => {
    const source = sourceWith(cloud);
    const batch = await pagesShowing(
      [{ kind: 'course', slug: 'aws-basics', listed: false }],
      source,
    );
    expect([...batch.paths]).toEqual(['/learning/aws-basics']);
    const settings = await pagesShowing([{ kind: 'site' }], source);
    expect(settings.paths.size).toBeGreaterThan(20);
    expect(settings.paths.has('/404')).toBe(true);
    for (const section of ['/portfolio', '/learning', '/blog']) {
      expect(settings.paths.has(`${section}/_not-found`)).toBe(true);
    }
    expect(settings.paths.has('/blog/cloud-3')).toBe(true);
  });

  it('for a job posting: /careers only', async () => {
    const { paths } = await pagesShowing([{ kind: 'jobs' }], sourceWith(cloud));
    expect([...paths]).toEqual(['/careers']);
  });
});
