import { portfolioProjects } from '../../shared/content/fallback/portfolio';
import { routePatterns } from '../../web/src/app/paths';
import type { ContentSource } from '../../web/src/lib/content/content-source';

/** Every public path to prerender (spec §2): all but enrolment, payment and admin. */
export async function publicPaths(source: ContentSource): Promise<string[]> {
  const { posts } = await source.blogPosts();
  const { courses } = await source.courses();
  return [
    '/',
    '/services',
    '/about',
    '/portfolio',
    ...portfolioProjects.map((project) => `/portfolio/${project.id}`),
    '/case-studies',
    '/learning',
    ...courses.map((course) => `/learning/${course.slug}`),
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

/**
 * Routes that only make sense in the browser (a learner's checkout, payment result, the admin
 * area): served the app shell with 200, never prerendered and never the 404 page.
 */
export const appShellPatterns = [
  routePatterns.enroll,
  routePatterns.paymentSuccess,
  routePatterns.admin,
  routePatterns.adminLogin,
  routePatterns.adminResetPassword,
];

const appShellMatchers = appShellPatterns.map(
  (pattern) => new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}/?$`),
);

export function isAppShellPath(path: string): boolean {
  return appShellMatchers.some((matcher) => matcher.test(path));
}
