import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicContent } from '#lambdas/publishing/public-content';
import { folderPageStore } from '#lambdas/publishing/renderer/page-store';
import { renderWholeSite } from '#lambdas/publishing/renderer/site-renderer';
import { shareCardFolder } from '#shared/operations/site-files';
import { pngSignature } from '#test/support/png';

// Per decision 008: what a deploy uploads is assets and the app shell only, and the pages the deploy
// then renders from the live table carry the deployed address: no page, sitemap or robots.txt
// says localhost in the cloud.

const webRoot = resolve('dist/web');
const cloudOrigin = 'https://d111111abcdef8.cloudfront.net';
let pagesDir: string;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

beforeAll(async () => {
  pagesDir = await mkdtemp(join(tmpdir(), 'techsite-cloud-pages-'));
  await renderWholeSite({
    store: folderPageStore({ pagesDir, templateFile: join(webRoot, 'app-shell.html') }),
    source: publicContent,
    origin: cloudOrigin,
  });
}, 120_000);
afterAll(async () => {
  await rm(pagesDir, { recursive: true, force: true });
});

describe('what a deploy puts in the site bucket', () => {
  it('builds no page: the only HTML in the web build is the app shell', async () => {
    const html = (await filesUnder(webRoot)).filter((file) => file.endsWith('.html'));
    expect(html).toEqual([join(webRoot, 'app-shell.html')]);
  });

  it('holds no localhost in any built page or data file', async () => {
    for (const file of await filesUnder(webRoot)) {
      // Pages and data only: the router's bundle uses http://localhost as a URL base internally.
      if (!/\.(html|json|txt|xml|webmanifest)$/.test(file)) continue;
      expect(await readFile(file, 'utf8'), file).not.toContain('localhost');
    }
  });

  it('renders every page, the sitemap and robots.txt with the deployed address, never localhost', async () => {
    const files = await filesUnder(pagesDir);
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      expect(await readFile(file, 'utf8'), file).not.toContain('localhost');
    }
    const home = await readFile(join(pagesDir, 'index.html'), 'utf8');
    expect(home).toContain(`<link rel="canonical" href="${cloudOrigin}/"`);
    expect(await readFile(join(pagesDir, 'robots.txt'), 'utf8')).toContain(
      `Sitemap: ${cloudOrigin}/sitemap.xml`,
    );
    const sitemap = await readFile(join(pagesDir, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain(`<loc>${cloudOrigin}/blog</loc>`);
  });

  it("names each page's share card at the deployed address, drawn beside the page", async () => {
    const pages = (await filesUnder(pagesDir))
      .map((file) => relative(pagesDir, file))
      .filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(20);
    for (const file of pages) {
      const html = await readFile(join(pagesDir, file), 'utf8');
      if (html.includes('<meta name="robots" content="noindex" />')) {
        // Not-found pages are never shared: the site's default card.
        expect(html, file).toContain(
          `<meta property="og:image" content="${cloudOrigin}/images/og-default.png" />`,
        );
        continue;
      }
      const card = `${shareCardFolder}/${file.replace(/\.html$/, '.png')}`;
      expect(html, file).toContain(`<meta property="og:image" content="${cloudOrigin}/${card}" />`);
      const png = await readFile(join(pagesDir, card));
      expect([...png.subarray(0, 8)], card).toEqual(pngSignature);
    }
  });
});
