import { portfolioProjects } from '../../shared/content/fallback/portfolio';
import type { ContentSource } from '../../web/src/lib/content/content-source';

/** Every public path to prerender (spec §2, less /learning and /payment: issue 4). */
export async function publicPaths(source: ContentSource): Promise<string[]> {
  const { posts } = await source.blogPosts();
  return [
    '/',
    '/services',
    '/about',
    '/portfolio',
    ...portfolioProjects.map((project) => `/portfolio/${project.id}`),
    '/case-studies',
    '/blog',
    ...posts.map((post) => `/blog/${post.slug}`),
    '/careers',
    '/contact',
    '/terms',
    '/privacy',
    '/cookie-policy',
    '/sitemap',
  ];
}

/** Where a path's HTML goes in the build: '/' → index.html, '/blog/x' → blog/x.html. */
export function htmlFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}
