import { join, resolve } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { contentSecurityPolicy, inlineHashes } from '../../infra/site/content-security-policy';
import { appShellFile } from '#shared/operations/site-files';
import { useChromium, waitForHydrated } from '../support/browser';

// The Content-Security-Policy CloudFront sends (infra/site/content-security-policy.ts), made
// from this very build's app shell, applied to the pages the local stack rendered from it: the
// inline scripts (theme, early input, app start) run and the inlined stylesheet applies, by
// their hashes, with nothing refused. Locally no CSP is sent, so only this test would see a
// hash that does not match before a deploy does.

const chromium = useChromium();

const appShell = join(resolve('dist/web'), appShellFile);

function cloudPolicy(): string {
  const { scripts, styles } = inlineHashes([appShell]);
  return (
    contentSecurityPolicy({ scriptHashes: scripts, styleHashes: styles, connectSources: [] })
      .split('; ')
      // The local stack is plain HTTP: upgrading its requests to HTTPS would only break them.
      .filter((directive) => directive !== 'upgrade-insecure-requests')
      .join('; ')
  );
}

describe("the cloud's Content-Security-Policy on this build's pages", () => {
  it('found hashes for the inline scripts and the inlined stylesheet', () => {
    const { scripts, styles } = inlineHashes([appShell]);
    expect(scripts).toHaveLength(3);
    expect(styles).toHaveLength(1);
  });

  for (const path of ['/', '/contact']) {
    it(`lets ${path} paint styled, start its scripts and hydrate, refusing nothing`, async () => {
      const policy = cloudPolicy();
      const { context, page, errors } = await chromium.newPage();
      await page.route(
        (url) => url.pathname === path,
        async (route) => {
          const response = await route.fetch();
          await route.fulfill({
            response,
            headers: { ...response.headers(), 'content-security-policy': policy },
          });
        },
      );
      await page.addInitScript(() => {
        const refused: string[] = [];
        (window as unknown as { refused: string[] }).refused = refused;
        document.addEventListener('securitypolicyviolation', (event) =>
          refused.push(`${event.violatedDirective} ${event.blockedURI}`),
        );
      });
      await page.goto(`${inject('siteUrl')}${path}`);
      await waitForHydrated(page, '[data-testid="mobile-menu-button"]');

      const refused = await page.evaluate(
        () => (window as unknown as { refused: string[] }).refused,
      );
      expect(refused).toEqual([]);
      // The inlined stylesheet applied: the header is sticky, as its classes say.
      const position = await page
        .locator('header')
        .evaluate((element) => getComputedStyle(element).position);
      expect(position).toBe('sticky');
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
