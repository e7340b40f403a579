import {
  prerenderedContentId,
  prerenderedPathAttribute,
  scriptSafeJson,
} from '../app/prerendered-page';
import { companyName, defaultShareImage, fullTitle, type PageMetaData } from '../lib/page-meta';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const absolute = (origin: string, pathOrUrl: string) =>
  /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : origin + pathOrUrl;

/** The page's own head: title, description, canonical, Open Graph, Twitter card and JSON-LD. */
export function headTags(meta: PageMetaData, origin: string): string {
  const title = escapeHtml(fullTitle(meta.title));
  const description = escapeHtml(meta.description);
  const url = escapeHtml(origin + meta.path);
  const image = escapeHtml(absolute(origin, meta.image ?? defaultShareImage));
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
    `<meta property="og:site_name" content="${escapeHtml(companyName)}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
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
