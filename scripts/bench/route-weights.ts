import { htmlFileFor } from '#web/entry-server';
import { measureFirstLoad, readViteManifest } from './first-load';
import type { RouteWeight } from './report-shape';

// The first-load bytes of every public route, from the pages the stack rendered from its live
// table (`pagesDir`) and the assets of the web build they reference (`webRoot`).

export async function measureRouteWeights(options: {
  webRoot: string;
  pagesDir: string;
  paths: string[];
}): Promise<RouteWeight[]> {
  const manifest = await readViteManifest(options.webRoot);
  return Promise.all(
    options.paths.map(async (path) => {
      const { htmlFile, html, js, css } = await measureFirstLoad(
        options.webRoot,
        htmlFileFor(path),
        manifest,
        options.pagesDir,
      );
      return { path, htmlFile, html, js, css };
    }),
  );
}
