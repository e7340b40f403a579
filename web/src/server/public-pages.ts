import type { ContentSource } from '#shared/api/content-source';
import { portfolioProjects } from '#shared/content/fallback/portfolio';
import { paths, routePatterns, routeServing, type RouteName } from '../app/paths';
import { missingItemSlug } from '../app/prerendered-page';

// Every public page (the rendered routes of routeServing, web/src/app/paths.ts), where its HTML is
// kept, and the content each one reads, which says which pages a change must render again.

export interface PublicPage {
  path: string;
  /** When its content last changed, for sitemap.xml; absent for pages of fixed text. */
  lastModified?: string;
}

export const notFoundPath = '/404';

const routeNames = Object.keys(routePatterns) as RouteName[];

type RenderedRoute = {
  [Name in RouteName]: (typeof routeServing)[Name] extends 'rendered' ? Name : never;
}[RouteName];
type RouteWithParameters = {
  [Name in RouteName]: (typeof routePatterns)[Name] extends `${string}:${string}` ? Name : never;
}[RouteName];

interface ListedContent {
  posts: { slug: string; publishedAt: string }[];
  courses: { slug: string }[];
}

/** The pages of each rendered route with parameters: one per item it shows. */
const pagesOf: Record<
  RenderedRoute & RouteWithParameters,
  (content: ListedContent) => PublicPage[]
> = {
  portfolioProject: () =>
    portfolioProjects.map((project) => ({ path: paths.portfolioProject(project.id) })),
  course: ({ courses }) => courses.map((course) => ({ path: paths.course(course.slug) })),
  blogPost: ({ posts }) =>
    posts.map((post) => ({ path: paths.blogPost(post.slug), lastModified: post.publishedAt })),
};

/**
 * Each section's own not-found page (/portfolio, /learning, /blog): its item route rendered for
 * an item that does not exist, so an unknown item's HTML says what its page says once hydrated
 * ('Post Not Found'), decision 003. The site serves it with status 404 for any unknown item of
 * the section (notFoundFileFor); any other unknown path gets the site's 404 page.
 */
export const sectionNotFoundPages = (Object.keys(pagesOf) as (keyof typeof pagesOf)[]).map(
  (name) => {
    const path = routePatterns[name].replace(/:[^/]+$/, missingItemSlug);
    return { section: path.slice(0, -missingItemSlug.length), path, file: htmlFileFor(path) };
  },
);

/** Every not-found page the renderer keeps: the site's and each section's. */
export const notFoundPaths = [notFoundPath, ...sectionNotFoundPages.map(({ path }) => path)];

/**
 * The page a missing path is answered with (status 404): its section's not-found page when it
 * names one item of a section ('/blog/nope' → 'blog/_not-found.html'), else '404.html'.
 */
export function notFoundFileFor(path: string): string {
  const item = sectionNotFoundPages.find(({ section }) => {
    const rest = path.startsWith(section) ? path.slice(section.length).replace(/\/$/, '') : '';
    return rest !== '' && !rest.includes('/');
  });
  return item?.file ?? htmlFileFor(notFoundPath);
}

const isRendered = (name: RouteName): name is RenderedRoute => routeServing[name] === 'rendered';
const hasParameters = (name: RouteName): name is RouteWithParameters => name in pagesOf;

/** Every page of every rendered route, in the order of routePatterns (sitemap.xml's order). */
export async function publicPages(source: ContentSource): Promise<PublicPage[]> {
  const [{ posts }, { courses }] = await Promise.all([source.blogPosts(), source.courses()]);
  return routeNames
    .filter(isRendered)
    .flatMap((name) =>
      hasParameters(name) ? pagesOf[name]({ posts, courses }) : [{ path: routePatterns[name] }],
    );
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
export const appShellPatterns: string[] = routeNames
  .filter((name) => routeServing[name] === 'browser')
  .map((name) => routePatterns[name]);

const appShellMatchers = appShellPatterns.map(
  (pattern) => new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}/?$`),
);

export function isAppShellPath(path: string): boolean {
  return appShellMatchers.some((matcher) => matcher.test(path));
}
