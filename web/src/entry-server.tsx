import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from './lib/router';
import type { ContentSource } from '#shared/api/content-source';
import type { ShareCard } from '#shared/content/share-card';
import { App } from './app/app';
import { ContentCache } from './lib/content/content-cache';
import { PageMetaCollector, type PageMetaData } from './lib/page-meta';
import { fillTemplate, headTags } from './server/html-document';

// The web's server entry, and the only web module server code may import (eslint.config.js):
// the site renderer (lambdas/publishing/renderer) renders pages to HTML through it, from the live table.

export { pagesShowing, type PagesToRender } from './server/pages-showing';
export {
  htmlFileFor,
  isAppShellPath,
  notFoundFileFor,
  notFoundPath,
  notFoundPaths,
  pathOfHtmlFile,
  publicPages,
  robotsTxt,
  sitemapXml,
  type PublicPage,
} from './server/public-pages';

export interface RenderedPage {
  html: string;
  meta: PageMetaData | undefined;
  content: Record<string, unknown>;
}

/** One route rendered to HTML, waiting for lazy pages and their content. */
export async function renderPage(
  path: string,
  { source, origin }: { source: ContentSource; origin: string },
): Promise<RenderedPage> {
  const cache = new ContentCache({ source });
  let meta: PageMetaData | undefined;
  const tree: ReactNode = (
    <PageMetaCollector value={(collected) => (meta = collected)}>
      <StaticRouter location={path}>
        <App cache={cache} origin={origin} />
      </StaticRouter>
    </PageMetaCollector>
  );
  const { prelude } = await prerenderToNodeStream(tree, {
    // Write the page in document order, readable without JavaScript, rather than as hidden
    // chunks that inline scripts reveal.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      throw error;
    },
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return { html, meta, content: cache.snapshot() };
}

export interface RenderedDocument {
  /** The whole HTML document: the app shell's template with the page, its head and its data. */
  html: string;
  /** True when the path showed the not-found page (a removed post, an unknown course). */
  notFound: boolean;
  /** The page's share card, for the renderer to draw beside it; none for the not-found page. */
  shareCard?: ShareCard;
}

/** A page as the site serves it, from the app shell template the web build made. */
export async function renderDocument(
  path: string,
  options: { source: ContentSource; origin: string; template: string },
): Promise<RenderedDocument> {
  const page = await renderPage(path, options);
  const { meta } = page;
  if (!meta) throw new Error(`${path} rendered no <PageMeta>`);
  const shareCard = meta.noIndex ? undefined : await shareCardOf(meta, options.source);
  const html = fillTemplate(options.template, {
    path,
    html: page.html,
    head: headTags(meta, options.origin, shareCard),
    content: page.content,
  });
  return { html, notFound: meta.noIndex === true, ...(shareCard ? { shareCard } : {}) };
}

/** The card a page describes, completed with its title, description and the company's name. */
async function shareCardOf(meta: PageMetaData, source: ContentSource): Promise<ShareCard> {
  const { settings } = await source.site();
  return {
    title: meta.title,
    description: meta.description,
    ...meta.card,
    brand: settings.companyName,
  };
}
