import type { ContentSource } from '#shared/api/content-source';
import { portfolioProjects } from '#shared/content/fallback/portfolio';
import { paths, routePatterns } from '../app/paths';

// Every public page (docs/product.md §2: all but enrolment, payment and admin), where its HTML is kept, and
// the content each one reads, which says which pages a change must render again.

export interface PublicPage {
  path: string;
  /** When its content last changed, for sitemap.xml; absent for pages of fixed text. */
  lastModified?: string;
}

export const notFoundPath = '/404';

export async function publicPages(source: ContentSource): Promise<PublicPage[]> {
  const [{ posts }, { courses }] = await Promise.all([source.blogPosts(), source.courses()]);
  return [
    { path: paths.home },
    { path: paths.services },
    { path: paths.about },
    { path: paths.portfolio },
    ...portfolioProjects.map((project) => ({ path: paths.portfolioProject(project.id) })),
    { path: paths.caseStudies },
    { path: paths.learning },
    ...courses.map((course) => ({ path: paths.course(course.slug) })),
    { path: paths.blog },
    ...posts.map((post) => ({
      path: paths.blogPost(post.slug),
      lastModified: post.publishedAt,
    })),
    { path: paths.careers },
    { path: paths.contact },
    { path: paths.terms },
    { path: paths.privacy },
    { path: paths.cookiePolicy },
    { path: paths.sitemap },
  ];
}

/** Where a path's HTML is kept: '/' → index.html, '/blog/x' → blog/x.html. */
export function htmlFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/** The path whose page a file holds, for a file htmlFileFor names; undefined for other files. */
export function pathOfHtmlFile(file: string): string | undefined {
  if (!file.endsWith('.html')) return undefined;
  return file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`;
}

/**
 * The content keys (useContent's) a page reads, besides 'site', which every page reads. A key
 * 'blog-posts:…' holds a part of the post list (the latest, the related, the links).
 */
export function contentReadBy(path: string): string[] {
  const [, section = '', slug] = path.split('/');
  if (path === paths.home) return ['services', 'blog-posts:latest'];
  if (path === paths.services) return ['services'];
  if (path === paths.caseStudies) return ['case-studies'];
  if (path === paths.careers) return ['jobs'];
  if (path === paths.learning) return ['courses'];
  if (path === paths.blog) return ['blog-posts'];
  if (path === paths.sitemap) return ['blog-posts:links'];
  if (section === 'learning' && slug) return [`course:${decodeURIComponent(slug)}`];
  if (section === 'blog' && slug) {
    const post = decodeURIComponent(slug);
    return [`blog-post:${post}`, `blog-posts:related:${post}`];
  }
  return [];
}

export function sitemapXml(origin: string, pages: PublicPage[]): string {
  const entry = ({ path, lastModified }: PublicPage) =>
    `  <url><loc>${origin}${path}</loc>${
      lastModified ? `<lastmod>${lastModified.slice(0, 10)}</lastmod>` : ''
    }</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pages.map(entry),
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${origin}/sitemap.xml\n`;
}

/**
 * Routes that only make sense in the browser (a learner's checkout, payment result, the admin
 * area): served the app shell with 200, never rendered and never the 404 page.
 */
export const appShellPatterns = [
  routePatterns.enroll,
  routePatterns.paymentSuccess,
  routePatterns.bookingConfirm,
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
