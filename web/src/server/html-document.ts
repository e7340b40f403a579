import {
  prerenderedContentId,
  prerenderedPathAttribute,
  scriptSafeJson,
} from '../app/prerendered-page';
import { shareCardAlt, shareCardSize, type ShareCard } from '#shared/content/share-card';
import { companyName, fullTitle, shareImagePath, type PageMetaData } from '../lib/page-meta';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The page's own head: title, description, canonical, Open Graph, Twitter card and JSON-LD. The
 * share image is the page's card (`card`, drawn beside the page), else the site's default one;
 * both are 1200×630 PNGs.
 */
export function headTags(meta: PageMetaData, origin: string, card?: ShareCard): string {
  const title = escapeHtml(fullTitle(meta.title));
  const description = escapeHtml(meta.description);
  const url = escapeHtml(origin + meta.path);
  const image = escapeHtml(origin + shareImagePath(meta));
  const imageAlt = escapeHtml(card ? shareCardAlt(card) : companyName);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<meta name="robots" content="${meta.noIndex ? 'noindex' : 'index, follow'}" />`,
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${image}" />`,
    '<meta property="og:image:type" content="image/png" />',
    `<meta property="og:image:width" content="${shareCardSize.width}" />`,
    `<meta property="og:image:height" content="${shareCardSize.height}" />`,
    `<meta property="og:image:alt" content="${imageAlt}" />`,
    `<meta property="og:site_name" content="${escapeHtml(companyName)}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:image" content="${image}" />`,
    `<meta name="twitter:image:alt" content="${imageAlt}" />`,
    ...(meta.jsonLd ?? []).map(
      (item) => `<script type="application/ld+json">${scriptSafeJson(item)}</script>`,
    ),
  ].join('\n    ');
}

/**
 * Fills the built index.html: the head tags replace the template's title, description and
 * robots, the rendered app goes into #root, and the content it used follows as JSON for
 * hydration.
 */
export function fillTemplate(
  template: string,
  page: { path: string; html: string; head: string; content: Record<string, unknown> },
): string {
  const withHead = template
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/>\s*/, '')
    .replace(/<meta\s+name="robots"[^>]*\/>\s*/, '')
    .replace('</head>', `  ${page.head}\n  </head>`);
  const root = `<div id="root" ${prerenderedPathAttribute}="${escapeHtml(page.path)}">${page.html}</div>`;
  const data = `<script id="${prerenderedContentId}" type="application/json">${scriptSafeJson(page.content)}</script>`;
  if (!withHead.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  return withHead.replace('<div id="root"></div>', `${root}\n    ${data}`);
}
