import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { AdminCourseDetail, AdminCourseSummary } from '#shared/admin/catalog-courses';
import type { AdminPage } from '#shared/admin/lists';
import type { BlogPost } from '#shared/content/schemas';
import { paths, routePatterns, routeServing, type RouteName } from '#web/app/paths';
import { adminSectionPath, adminSections } from '#web/features/admin/admin-sections';
import { generatePath } from '#web/lib/router';
import { signInAsAdmin } from '../support/admin-browser';
import { asAdmin } from '../support/admin-session';
import { publishedPostFields } from '../support/blog-post-fields';
import { apiFrom, uniqueClientIp } from '../support/client-ip';
import { collectPageErrors, useChromium } from '../support/browser';

// docs/product.md §2: no page is wider than the window at any width from 320 to 1920 px, for
// a visitor and for a signed-in admin (whose header has the Admin link), and the header's last
// item (Get Started, or the menu button) is always on screen. One page per visit is resized
// through the widths rather than reloaded. Content written to be hard to fit (a long unbroken
// word, a long link, a code block, a wide table) is part of what is checked.

const widths = [320, 360, 390, 768, 1024, 1280, 1366, 1440, 1920];
const longWord = `Supercalifragilistic${'expialidocious'.repeat(8)}`;
const hostileName = `Width${longWord.slice(0, 60)}`;

const chromium = useChromium();
let publicPaths: string[];
let hostilePostPath: string;

/** Runs in the page: what, if anything, does not fit the window. */
function widthProblems(): string[] {
  const width = window.innerWidth;
  const problems: string[] = [];
  const pageWidth = document.documentElement.scrollWidth;
  if (pageWidth > width) {
    const widest = [...document.querySelectorAll('body *')].find((element) => {
      const right = element.getBoundingClientRect().right;
      const parentRight = element.parentElement?.getBoundingClientRect().right ?? 0;
      return right > width && parentRight <= width;
    });
    problems.push(
      `page is ${pageWidth}px wide (first too wide: ${widest?.outerHTML.slice(0, 120)})`,
    );
  }
  // A table keeps its words whole ("Learnin g" is a bug) and scrolls inside its own box: a
  // word (a run of letters and digits) drawn on two lines has two boxes. Lines may still break
  // at punctuation, as in a URL or code.
  const cells = document.querySelectorAll('td, th');
  const walker = (cell: Element) => document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
  for (const cell of cells) {
    for (let walk = walker(cell), node = walk.nextNode(); node; node = walk.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(/[\p{L}\p{M}\p{N}]{2,}/gu)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) problems.push(`table word "${match[0]}" is broken over lines`);
      }
    }
  }
  // The admin's sign-in screens have no header at all; every other page has one.
  const header = document.querySelector('header');
  if (!header && location.pathname.startsWith('/admin/')) return problems;
  const shown = [...(header?.querySelectorAll<HTMLElement>('a, button') ?? [])].filter(
    (item) => item.checkVisibility({ visibilityProperty: true }) && item.offsetWidth > 0,
  );
  const last = shown.at(-1);
  const box = last?.getBoundingClientRect();
  if (!box || box.left < 0 || box.right > width) {
    problems.push(`header's last item "${last?.textContent}" ends at ${box?.right}`);
  }
  return problems;
}

/** Resizes the page through every width, collecting what does not fit at each. */
async function problemsAtEveryWidth(page: Page, label: string): Promise<string[]> {
  const problems: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    // The header measures itself on resize: give it the frames it needs to settle.
    const settled = await page
      .waitForFunction(() => widthProblemsInPage().length === 0, null, { timeout: 2_000 })
      .then(() => true)
      .catch(() => false);
    if (!settled) {
      const found = await page.evaluate(widthProblems);
      problems.push(...found.map((problem) => `${label} at ${width}px: ${problem}`));
    }
  }
  return problems;
}

/** Installs widthProblems in the page, so waitForFunction can poll it. */
async function installCheck(page: Page) {
  await page.addInitScript(`window.widthProblemsInPage = ${widthProblems.toString()};`);
}

declare global {
  function widthProblemsInPage(): string[];
}

/** The public site's header links, footer, newsletter form or cookie banner, where none belong. */
async function publicChromeOn(page: Page, label: string): Promise<string[]> {
  const found = await page.evaluate(() =>
    [
      document.querySelector('footer') && 'footer',
      document.querySelector('#newsletter-title') && 'newsletter form',
      document.querySelector('header a[href="/blog"]') && 'public header',
      [...document.querySelectorAll('[role="dialog"]')].some((dialog) =>
        /cookie/i.test(dialog.textContent ?? ''),
      ) && 'cookie banner',
    ].filter((part): part is string => typeof part === 'string'),
  );
  return found.map((part) => `${label}: shows the public ${part}`);
}

async function visit(page: Page, path: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${inject('siteUrl')}${path}`, { waitUntil: 'networkidle' });
}

/** The admin's signed-in pages, visited below as an admin, section by section. */
const adminAreaRoutes = new Set<RouteName>(['admin', 'adminSection', 'adminCourse', 'adminBatch']);

/** Sample parameters for the routes the sitemap does not list (browser-only routes). */
function browserOnlyPaths(courseSlug: string): string[] {
  const sample: Record<string, string> = { slug: courseSlug, id: 'NX-2026-000001' };
  return (Object.keys(routePatterns) as RouteName[])
    .filter((name) => routeServing[name] === 'browser' && !adminAreaRoutes.has(name))
    .map((name) =>
      generatePath(
        routePatterns[name],
        Object.fromEntries(
          [...routePatterns[name].matchAll(/:([\w-]+)/g)].map(([, key]) => [key!, sample[key!]!]),
        ),
      ),
    );
}

beforeAll(async () => {
  const clientIp = uniqueClientIp();
  const [post, contact] = await Promise.all([
    asAdmin<BlogPost>(
      'POST',
      '/api/admin/blog',
      publishedPostFields('Width', {
        summary: `A summary with ${longWord} in it.`,
        content: [
          `<p>${longWord} and https://example.com/${'deep/path/'.repeat(20)}</p>`,
          `<pre><code>${'const answer = fetchEverything(); '.repeat(12)}</code></pre>`,
          `<table><tr>${'<th>A column heading</th>'.repeat(14)}</tr></table>`,
        ].join(''),
      }),
    ),
    apiFrom(clientIp, '/api/contact', {
      method: 'POST',
      body: {
        name: hostileName,
        email: `${'a'.repeat(60)}@${'long-domain-name'.repeat(3)}.example.com`,
        company: longWord.slice(0, 90),
        message: `${longWord} ${longWord}`,
      },
    }),
  ]);
  expect(post.status).toBe(201);
  expect(contact.status).toBe(201);
  hostilePostPath = `/blog/${post.body.slug}`;

  const sitemap = await fetch(`${inject('siteUrl')}/sitemap.xml`).then((r) => r.text());
  const listed = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map(
    (match) => match[1] || '/',
  );
  // One page of each route: every /blog/:slug page is laid out alike.
  const routeOf = (path: string) => path.replace(/^(\/[^/]+\/).+/, '$1:item');
  const oneOfEach = [...new Map(listed.map((path) => [routeOf(path), path])).values()];
  const courseSlug = listed.find((path) => path.startsWith('/learning/'))!.split('/')[2]!;
  publicPaths = [...oneOfEach, ...browserOnlyPaths(courseSlug), '/no-such-page'];
  // The post renders from the table's stream: wait until it is served.
  await vi.waitFor(
    async () => expect((await fetch(`${inject('siteUrl')}${hostilePostPath}`)).status).toBe(200),
    { timeout: 20_000, interval: 200 },
  );
}, 60_000);

/** Runs `check` on each item, `pages.length` at a time, each page taking the next item. */
async function inParallel<T>(
  pages: Page[],
  items: T[],
  check: (page: Page, item: T) => Promise<string[]>,
) {
  const queue = [...items];
  const problems: string[] = [];
  await Promise.all(
    pages.map(async (page) => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
        problems.push(...(await check(page, item)));
      }
    }),
  );
  return problems.sort();
}

/** Pages of one context, resized independently: four pages check four routes at once. */
async function pagesOf(context: BrowserContext, first?: Page): Promise<Page[]> {
  const pages = first ? [first] : [];
  while (pages.length < 4) pages.push(await context.newPage());
  for (const page of pages) await installCheck(page);
  return pages;
}

const checkPath = (suffix: string) => async (page: Page, path: string) => {
  await visit(page, path);
  return problemsAtEveryWidth(page, `${path}${suffix}`);
};

describe('every page fits every width', () => {
  it('fits for a visitor, cookie banner showing, on every public route', async () => {
    // No stored consent: the banner shows on every page, and must fit too.
    const context = await chromium.newContext();
    const pages = await pagesOf(context);
    const errors = pages.flatMap((page) => collectPageErrors(page));
    const problems = await inParallel(pages, [...publicPaths, hostilePostPath], checkPath(''));
    expect(problems).toEqual([]);
    expect(errors.filter((error) => !/status of 4\d\d/.test(error))).toEqual([]);
    await context.close();
  }, 60_000);

  it('fits for a signed-in admin, on every admin section and public route', async () => {
    // No cookie choice made: the banner must still stay off every admin page.
    const context = await chromium.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await signInAsAdmin(page);
    const pages = await pagesOf(context, page);
    // Every section, and a course's and a batch's own pages (a seeded course that has one).
    const courses = await asAdmin<AdminPage<AdminCourseSummary>>('GET', '/api/admin/courses');
    const course = courses.body.items.find((item) => item.batchCount > 0)!;
    const detail = await asAdmin<AdminCourseDetail>('GET', `/api/admin/courses/${course.id}`);
    const adminPaths = [
      ...adminSections.map((section) => ({
        path: adminSectionPath(section.id),
        region: section.label,
      })),
      { path: paths.adminCourse(course.id), region: 'Courses' },
      { path: paths.adminBatch(course.id, detail.body.batches[0]!.id), region: 'Courses' },
    ];
    const tabProblems = await inParallel(pages, adminPaths, async (tabPage, { path, region }) => {
      await visit(tabPage, path);
      await tabPage.getByRole('region', { name: region }).waitFor();
      await tabPage.getByText('Loading...').first().waitFor({ state: 'hidden' });
      return [
        ...(await publicChromeOn(tabPage, `admin page ${path}`)),
        ...(await problemsAtEveryWidth(tabPage, `admin page ${path}`)),
      ];
    });
    // A message written to be hard to fit, opened in the contacts section's detail modal.
    await visit(page, adminSectionPath('contacts'));
    await page
      .getByRole('button', { name: `View message from ${hostileName}` })
      .first()
      .click();
    await page.getByRole('dialog').waitFor();
    const modalProblems = await problemsAtEveryWidth(page, 'contact details modal');
    const publicProblems = await inParallel(
      pages,
      [...publicPaths, hostilePostPath],
      checkPath(' (admin)'),
    );
    expect([...tabProblems, ...modalProblems, ...publicProblems]).toEqual([]);
    // The Admin link was there to fit: in the header's row or its menu.
    await visit(page, '/');
    expect(await page.locator('header a[href="/admin"]').count()).toBeGreaterThan(0);
    await context.close();
  }, 60_000);
});
