import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app';
import { ContentCache } from './lib/content/content-cache';
import type { ContentSource } from './lib/content/content-source';
import { PageMetaCollector, type PageMetaData } from './lib/page-meta';

// The prerender step's entry (scripts/prerender): renders one route to HTML, waiting for lazy
// pages and their content, and reports the page's meta and the content it used.

export interface RenderedPage {
  html: string;
  meta: PageMetaData | undefined;
  content: Record<string, unknown>;
}

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
