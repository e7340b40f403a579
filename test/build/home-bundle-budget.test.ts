import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';

// Issue 3's budget: the home page's first-load JavaScript (the entry chunk and every chunk it
// imports statically) is at most 90 KB gzipped. Lazy chunks load after the page is usable.
const budgetBytes = 90 * 1024;
const webRoot = resolve('dist/web');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

let manifest: Manifest;
let firstLoad: ManifestChunk[];

/** The entry and its static imports, transitively: what the browser loads before it can run. */
function staticClosure(key: string, seen = new Map<string, ManifestChunk>()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key]!;
  seen.set(key, chunk);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

beforeAll(async () => {
  manifest = JSON.parse(await readFile(join(webRoot, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)![0];
  firstLoad = [...staticClosure(entry).values()];
});

describe('the home page bundle', () => {
  it('loads at most 90 KB of gzipped JavaScript first', async () => {
    let total = 0;
    for (const chunk of firstLoad) {
      total += gzipSync(await readFile(join(webRoot, chunk.file))).length;
    }
    expect(total, `${(total / 1024).toFixed(1)} KB gzipped`).toBeLessThanOrEqual(budgetBytes);
  });

  it('is what index.html loads', async () => {
    const html = await readFile(join(webRoot, 'index.html'), 'utf8');
    const entry = firstLoad.find((chunk) => chunk.isEntry)!;
    expect(html).toContain(`src="/${entry.file}"`);
  });

  it('ships no admin, auth, enrolment or payment code with marketing pages', () => {
    const sources = firstLoad.map((chunk) => chunk.src ?? chunk.file);
    for (const source of sources) {
      expect(source).not.toMatch(/features\/(admin|auth|enroll|checkout|payment)/);
      expect(source).not.toMatch(/aws-amplify/);
    }
  });
});
