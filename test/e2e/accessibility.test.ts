import AxeBuilder from '@axe-core/playwright';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { useChromium } from '../support/browser';

// Axe finds no serious or critical violations on any public route, in either theme.

const chromium = useChromium();
let paths: string[];
beforeAll(async () => {
  const sitemap = await fetch(`${inject('siteUrl')}/sitemap.xml`).then((r) => r.text());
  paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1] || '/');
  paths.push('/no-such-page');
});

describe('accessibility', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`has no serious or critical axe violations on any public route (${colorScheme})`, async () => {
      // A stored choice keeps the consent banner from covering the pages under test.
      const context = await chromium.newContextWithConsent({ colorScheme });
      const page = await context.newPage();
      const problems: string[] = [];
      for (const path of paths) {
        await page.goto(`${inject('siteUrl')}${path}`, { waitUntil: 'networkidle' });
        const { violations } = await new AxeBuilder({ page }).analyze();
        for (const violation of violations) {
          if (violation.impact === 'serious' || violation.impact === 'critical') {
            const where = violation.nodes.map((node) => node.target.join(' ')).slice(0, 3);
            problems.push(`${path}: ${violation.id} (${violation.impact}) at ${where.join(', ')}`);
          }
        }
      }
      expect(problems).toEqual([]);
      await context.close();
    }, 180_000);
  }
});
