import { describe, expect, it } from 'vitest';
import { publicContent } from '#lambdas/publishing/public-content';
import { publicPages, renderPage } from '#web/entry-server';
import { contentReadBy, notFoundPath } from '#web/server/public-pages';

// Which pages a change renders again rests on what each page declares it reads
// (web/src/server/public-pages.ts): here every page is rendered from the live table and the
// content it really read is compared with the declaration.

describe('what each public page reads', () => {
  it('is exactly what contentReadBy declares, for every page and the 404 page', async () => {
    const paths = [...(await publicPages(publicContent)).map((page) => page.path), notFoundPath];
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) {
      const { content } = await renderPage(path, {
        source: publicContent,
        origin: 'https://example.com',
      });
      const read = Object.keys(content).filter((key) => key !== 'site');
      expect(read.sort(), path).toEqual([...contentReadBy(path)].sort());
      expect(Object.keys(content), path).toContain('site');
    }
  }, 60_000);
});
