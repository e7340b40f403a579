import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { renderPage } from '../web/src/entry-server';
import { fillTemplate, headTags } from './prerender/html-template';
import { htmlFileFor, publicPaths } from './prerender/prerender-routes';
import { staticContentSource } from './prerender/static-content-source';

// After `vite build`: writes every public route as its own HTML page (so search engines and
// link previews see real content), the 404 page, the app shell, sitemap.xml and robots.txt.
// SITE_URL is the deployed origin used in canonical URLs, Open Graph tags and the sitemap.

const outDir = resolve('dist/web');
const origin = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const source = staticContentSource();

const template = await readFile(join(outDir, 'index.html'), 'utf8');
// The untouched template is the shell for client-only routes (admin, checkout).
await writeFile(join(outDir, 'app-shell.html'), template);

async function prerender(path: string, file: string) {
  const page = await renderPage(path, { source, origin });
  if (!page.meta) throw new Error(`${path} rendered no <PageMeta>`);
  const html = fillTemplate(template, {
    path: path === '/404' ? '/404' : path,
    html: page.html,
    head: headTags(page.meta, origin),
    content: page.content,
  });
  const target = join(outDir, file);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, html);
  return page.meta;
}

const paths = await publicPaths(source);
for (const path of paths) {
  const meta = await prerender(path, htmlFileFor(path));
  if (meta.noIndex) throw new Error(`${path} rendered the not-found page`);
}
await prerender('/404', '404.html');

const today = new Date().toISOString().slice(0, 10);
const sitemap = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ...paths.map((path) => `  <url><loc>${origin}${path}</loc><lastmod>${today}</lastmod></url>`),
  '</urlset>',
  '',
].join('\n');
await writeFile(join(outDir, 'sitemap.xml'), sitemap);
await writeFile(
  join(outDir, 'robots.txt'),
  `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${origin}/sitemap.xml\n`,
);
console.log(
  `Prerendered ${paths.length} pages, 404.html, sitemap.xml and robots.txt for ${origin}`,
);
