import type { ContentSource } from '#shared/api/content-source';
import {
  htmlFileFor,
  notFoundPaths,
  pathOfHtmlFile,
  publicPages,
  renderDocument,
  robotsTxt,
  sitemapXml,
  type PagesToRender,
} from '#web/entry-server';
import { shareCardFileFor } from '#shared/operations/site-files';
import { takeRenderTicket, writeInTurn } from '#lambdas/data/page-renders';
import type { ShareCard } from '#shared/content/share-card';
import { htmlContentType, type PageStore } from './page-store';
import { drawPageCard, readCardPicture, shareCardVersion } from './share-card-drawing';
import { PicturePanels } from './share-card';

// The one render path of the public site (decision 008): every page from the live content, at start
// and deploy (renderWholeSite), and the pages a change shows (renderPages). Each page's share
// card is drawn with it and kept beside it (docs/decisions/018-share-cards.md). Renders of
// one page may run at once and finish in any order; each takes a ticket before it reads, and a
// file is only written in its turn, never over a render that read the table later
// (writeInTurn, decision 008).

export interface RenderTarget {
  store: PageStore;
  source: ContentSource;
  /** The site's address for canonical links, Open Graph, sitemap.xml and robots.txt. */
  origin: string;
  /** Reads an upload of the media bucket by its key, for the share card of the item showing it. */
  readMedia?: (key: string) => Promise<Uint8Array | undefined>;
}

export interface RenderOutcome {
  /** Files written or removed: the paths to invalidate in CloudFront. */
  changedFiles: string[];
  rendered: number;
  removed: number;
  redirected: number;
}

const sitemapFile = 'sitemap.xml';

/**
 * Renders every public page, the 404 pages (the site's and each section's), sitemap.xml and
 * robots.txt, and removes pages that are no longer public (a post deleted while changes were
 * not rendered); redirects stay.
 */
export async function renderWholeSite(target: RenderTarget): Promise<RenderOutcome> {
  const run = {
    ...target,
    ticket: await takeRenderTicket(),
    source: memoized(target.source),
    template: await target.store.readTemplate(),
    panels: new PicturePanels(),
  };
  const pages = await publicPages(run.source);
  const outcome = newOutcome();
  for (const { path } of pages) await renderInto(run, path, outcome);
  for (const path of notFoundPaths) await renderInto(run, path, outcome);
  const wanted = new Set([...pages.map(({ path }) => path), ...notFoundPaths].map(htmlFileFor));
  for (const file of await target.store.listPages()) {
    if (wanted.has(file) || (await target.store.isRedirect(file))) continue;
    if (await inTurn(run, file, () => removePage(run, file, outcome))) outcome.removed += 1;
  }
  await writeSitemap(run, pages, outcome);
  await target.store.put('robots.txt', robotsTxt(target.origin), 'text/plain; charset=utf-8');
  outcome.changedFiles.push('robots.txt');
  return outcome;
}

/**
 * Renders the pages a change shows, removes those gone, redirects moved ones, and the sitemap.
 * `ticket`, when given, was taken before anything this render shows was read.
 */
export async function renderPages(
  work: PagesToRender,
  target: RenderTarget,
  ticket?: number,
): Promise<RenderOutcome> {
  const outcome = newOutcome();
  if (work.paths.size === 0 && work.moved.size === 0) return outcome;
  const run = {
    ...target,
    ticket: ticket ?? (await takeRenderTicket()),
    source: memoized(target.source),
    template: await target.store.readTemplate(),
    panels: new PicturePanels(),
  };
  const live = new Set<string>();
  for (const path of work.paths) {
    if (await renderInto(run, path, outcome)) live.add(path);
  }
  for (const [from, to] of work.moved) {
    // The new address may come in another batch than the old one's tombstone: render it now.
    if (!work.paths.has(to) && (await renderInto(run, to, outcome))) live.add(to);
    // Only to a page that is there; a post moved and unpublished at once is simply gone.
    if (work.paths.has(from) && !live.has(from) && live.has(to)) {
      const file = htmlFileFor(from);
      if (await inTurn(run, file, () => target.store.putRedirect(file, to)))
        outcome.redirected += 1;
    }
  }
  await writeSitemap(run, await publicPages(run.source), outcome);
  return outcome;
}

type Run = RenderTarget & { template: string; panels: PicturePanels; ticket: number };

/** Writes a file in this render's turn: false when a render that read later wrote it already. */
const inTurn = (run: Run, file: string, write: () => Promise<void>) =>
  writeInTurn(run.store.name, file, run.ticket, write);

/**
 * True when the path is a page; a path that shows the not-found page is removed instead.
 * Either is left undone when a render that read the table later has written the page.
 */
async function renderInto(run: Run, path: string, outcome: RenderOutcome): Promise<boolean> {
  const file = htmlFileFor(path);
  const document = await renderDocument(path, run);
  if (document.notFound && !notFoundPaths.includes(path)) {
    if (await inTurn(run, file, () => removePage(run, file, outcome))) outcome.removed += 1;
    return false;
  }
  const written = await inTurn(run, file, async () => {
    // The card first: a page is never live naming a card that is not there yet.
    if (document.shareCard) await putShareCard(run, path, document.shareCard, outcome);
    await run.store.put(file, document.html, htmlContentType);
  });
  if (written) {
    outcome.changedFiles.push(file);
    outcome.rendered += 1;
  }
  return true;
}

/**
 * Draws the page's share card, unless the one kept was drawn from the same text and picture by
 * the same drawing: a new post renders the home page and /blog again, whose cards it leaves as
 * they were, and a deploy redraws only the cards its new drawing code changes (all of them, when
 * it changes how cards look; none, when it does not: decision 018).
 */
async function putShareCard(run: Run, path: string, card: ShareCard, outcome: RenderOutcome) {
  const file = shareCardFileFor(path);
  const picture = card.image ? await readCardPicture(card.image, run) : undefined;
  const version = await shareCardVersion(card, picture);
  if ((await run.store.shareCardVersion(file)) === version) return;
  await run.store.putShareCard(file, await drawPageCard(card, picture, run.panels), version);
  outcome.changedFiles.push(file);
}

/** Removes a page and its share card (a moved page's redirect keeps no card either). */
async function removePage(run: Run, file: string, outcome: RenderOutcome) {
  await run.store.remove(file);
  outcome.changedFiles.push(file);
  const path = pathOfHtmlFile(file);
  if (!path) return;
  const cardFile = shareCardFileFor(path);
  await run.store.remove(cardFile);
  outcome.changedFiles.push(cardFile);
}

async function writeSitemap(
  run: Run,
  pages: Awaited<ReturnType<typeof publicPages>>,
  outcome: RenderOutcome,
) {
  const sitemap = sitemapXml(run.origin, pages);
  const write = () => run.store.put(sitemapFile, sitemap, 'application/xml; charset=utf-8');
  if (await inTurn(run, sitemapFile, write)) outcome.changedFiles.push(sitemapFile);
}

function newOutcome(): RenderOutcome {
  return { changedFiles: [], rendered: 0, removed: 0, redirected: 0 };
}

/**
 * One read of each answer per render run: every page of a run reads the site settings and most
 * read the post list, which need not be read from the table a thousand times.
 */
function memoized(source: ContentSource): ContentSource {
  const answers = new Map<string, Promise<unknown>>();
  const memo = <K extends keyof ContentSource>(name: K): ContentSource[K] =>
    ((...args: unknown[]) => {
      const key = `${name}:${JSON.stringify(args)}`;
      let answer = answers.get(key);
      if (!answer) {
        const read = source[name] as (...args: unknown[]) => Promise<unknown>;
        answer = read.apply(source, args);
        answers.set(key, answer);
      }
      return answer;
    }) as ContentSource[K];
  return {
    site: memo('site'),
    services: memo('services'),
    blogPosts: memo('blogPosts'),
    blogPost: memo('blogPost'),
    caseStudies: memo('caseStudies'),
    jobs: memo('jobs'),
    courses: memo('courses'),
    course: memo('course'),
  };
}
