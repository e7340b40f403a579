import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  measureFirstLoad,
  readViteManifest,
  type FirstLoad,
  type ViteManifest,
} from '#scripts/bench/first-load';
import { budgets } from '#scripts/bench/targets';

// The home page's first-load JavaScript (what its HTML loads, and every chunk that imports
// statically) stays within its budget (scripts/bench/targets.ts, docs/benchmarks.md). Every
// page is rendered into the build's app shell (lambdas/publishing/renderer), so the shell loads
// exactly what the home page loads. Lazy chunks load after the page is usable. The bench report
// measures every public route the same way (scripts/bench/first-load.ts).
const webRoot = resolve('dist/web');

let manifest: ViteManifest;
let home: FirstLoad;

beforeAll(async () => {
  manifest = await readViteManifest(webRoot);
  home = await measureFirstLoad(webRoot, 'app-shell.html', manifest);
});

describe('the home page bundle', () => {
  it('loads no more gzipped JavaScript first than its budget', () => {
    const total = home.js.gzipBytes;
    expect(total, `${(total / 1024).toFixed(1)} KB gzipped`).toBeLessThanOrEqual(
      budgets.homeFirstLoadJsGzipBytes,
    );
  });

  it("counts the app's entry chunk, the one the page loads", () => {
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry)!;
    expect(home.assets.map((asset) => asset.file)).toContain(entry.file);
  });

  it('ships no admin, auth, enrolment or payment code with marketing pages', () => {
    const scripts = home.assets.filter((asset) => asset.kind === 'script');
    for (const script of scripts) {
      const source = script.source ?? script.file;
      expect(source).not.toMatch(/features\/(admin|auth|enroll|checkout|payment)/);
      expect(source).not.toMatch(/aws-amplify/);
    }
  });
});
