import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { attributesOf } from '../../web/build/html-tags';

// What a visitor's browser downloads before a rendered page can run: the module scripts,
// module preloads and stylesheets its HTML references (the entry and preloads the app-start
// script starts after the first paint among them, web/build/app-shell.ts), plus every chunk
// those import statically (Vite's manifest), in case a preload is ever missing; and the CSS
// inlined into the HTML. Lazy chunks (a page's own code, the footer, below-the-fold sections)
// load after the page is usable and are not counted.
// One implementation for the bench report and the bundle budget test.

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

export interface FirstLoadAsset {
  /** The built file, relative to the web root, e.g. assets/index-abc.js. */
  file: string;
  kind: 'script' | 'style';
  /** The source module Vite built it from, when the manifest names one. */
  source?: string;
  rawBytes: number;
  gzipBytes: number;
}

export interface ByteSize {
  rawBytes: number;
  gzipBytes: number;
}

export interface FirstLoad {
  /** The HTML file, relative to the folder it was read from. */
  htmlFile: string;
  html: ByteSize;
  assets: FirstLoadAsset[];
  js: ByteSize;
  /** External stylesheets and the CSS inlined into the HTML (also counted in `html`). */
  css: ByteSize;
}

export async function readViteManifest(webRoot: string): Promise<ViteManifest> {
  return JSON.parse(await readFile(join(webRoot, '.vite/manifest.json'), 'utf8')) as ViteManifest;
}

const isSameOrigin = (url: string | undefined): url is string =>
  !!url && url.startsWith('/') && !url.startsWith('//');

/**
 * The same-origin scripts and stylesheets an HTML page references, as root-relative paths, and
 * the CSS it carries inline.
 */
export function referencedAssets(html: string): {
  scripts: string[];
  styles: string[];
  inlineStyles: string[];
} {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const attributes = attributesOf(tag);
    const isScript = /^<script/i.test(tag);
    // The app-start script's entry and preloads, started once the page has painted.
    const started = [attributes['data-entry'], ...(attributes['data-preload'] ?? '').split(' ')];
    for (const url of isScript ? started : []) if (isSameOrigin(url)) scripts.add(url.slice(1));
    const url = isScript ? attributes.src : attributes.href;
    if (!isSameOrigin(url)) continue;
    const rel = attributes.rel?.toLowerCase();
    if (isScript && attributes.type === 'module') scripts.add(url.slice(1));
    else if (rel === 'modulepreload') scripts.add(url.slice(1));
    else if (rel === 'stylesheet') styles.add(url.slice(1));
  }
  const inlineStyles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(
    (match) => match[1]!,
  );
  return { scripts: [...scripts], styles: [...styles], inlineStyles };
}

/** The chunks `file` imports statically, transitively, itself included (keyed by built file). */
function staticClosure(manifest: ViteManifest, file: string): ManifestChunk[] {
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const byKey = new Map(Object.entries(manifest));
  const seen = new Map<string, ManifestChunk>();
  const visit = (chunk: ManifestChunk | undefined) => {
    if (!chunk || seen.has(chunk.file)) return;
    seen.set(chunk.file, chunk);
    for (const key of chunk.imports ?? []) visit(byKey.get(key));
  };
  visit(byFile.get(file));
  return [...seen.values()];
}

const sizeOf = (bytes: Buffer): ByteSize => ({
  rawBytes: bytes.length,
  gzipBytes: gzipSync(bytes).length,
});

const sum = (sizes: ByteSize[]): ByteSize => ({
  rawBytes: sizes.reduce((total, size) => total + size.rawBytes, 0),
  gzipBytes: sizes.reduce((total, size) => total + size.gzipBytes, 0),
});

/**
 * Measures the first-load JavaScript and CSS of one HTML page: the build's app shell, or a page
 * the site renderer wrote into `htmlRoot` (the assets are always the web build's).
 */
export async function measureFirstLoad(
  webRoot: string,
  htmlFile: string,
  manifest: ViteManifest,
  htmlRoot = webRoot,
): Promise<FirstLoad> {
  const htmlBytes = await readFile(join(htmlRoot, htmlFile));
  const referenced = referencedAssets(htmlBytes.toString('utf8'));
  const sourceOf = new Map(
    Object.entries(manifest).map(([key, chunk]) => [chunk.file, chunk.src ?? key]),
  );

  // The entry's own CSS is the page's stylesheet, linked or inlined by the build; a lazy
  // chunk's CSS loads with that chunk. So only the HTML says which CSS a page loads first.
  const scripts = new Set<string>();
  for (const file of referenced.scripts) {
    scripts.add(file);
    for (const chunk of staticClosure(manifest, file)) scripts.add(chunk.file);
  }

  const measure = async (file: string, kind: FirstLoadAsset['kind']): Promise<FirstLoadAsset> => {
    const source = sourceOf.get(file);
    return {
      file,
      kind,
      ...(source ? { source } : {}),
      ...sizeOf(await readFile(join(webRoot, file))),
    };
  };
  const assets = await Promise.all([
    ...[...scripts].map((file) => measure(file, 'script')),
    ...referenced.styles.map((file) => measure(file, 'style')),
  ]);
  return {
    htmlFile,
    html: sizeOf(htmlBytes),
    assets,
    js: sum(assets.filter((asset) => asset.kind === 'script')),
    css: sum([
      ...assets.filter((asset) => asset.kind === 'style'),
      ...referenced.inlineStyles.map((css) => sizeOf(Buffer.from(css))),
    ]),
  };
}
