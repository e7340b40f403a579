import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  notFoundFunctionAsset,
  notFoundFunctionCode,
  notFoundPage,
} from '../../infra/site/not-found-function';
import { builtSiteFixture } from './stack-fixture';

// The Lambda@Edge function's own code, run here as CloudFront runs it on an origin response.

interface CloudFrontResponse {
  status: string;
  statusDescription?: string;
  headers: Record<string, Array<{ key: string; value: string }>>;
  body?: string;
}
type Handler = (event: unknown) => Promise<CloudFrontResponse>;

function load(code: string): Handler {
  const module = { exports: {} as { handler?: Handler } };
  new Function('module', 'exports', code)(module, module.exports);
  return module.exports.handler!;
}

const page = '<!doctype html><html><body><h1>Page Not Found</h1></body></html>';
const handler = load(notFoundFunctionCode(page));
const fromOrigin = (status: string): CloudFrontResponse => ({
  status,
  headers: { 'content-type': [{ key: 'Content-Type', value: 'application/xml' }] },
});
const answer = (response: CloudFrontResponse) =>
  handler({ Records: [{ cf: { request: { uri: '/blog/gone.html' }, response } }] });

describe('the not-found function', () => {
  it("answers S3's 403 and 404 for a missing key with the 404 page and status 404", async () => {
    for (const status of ['403', '404']) {
      const response = await answer(fromOrigin(status));
      expect(response).toMatchObject({ status: '404', statusDescription: 'Not Found', body: page });
      expect(response.headers['content-type']).toEqual([
        { key: 'Content-Type', value: 'text/html; charset=utf-8' },
      ]);
      expect(response.headers['cache-control']).toEqual([
        { key: 'Cache-Control', value: 'max-age=30' },
      ]);
    }
  });

  it('passes every other answer through untouched', async () => {
    for (const status of ['200', '304', '500']) {
      const original = fromOrigin(status);
      await expect(answer(original)).resolves.toBe(original);
    }
  });

  it("serves the built site's own 404 page, or a plain one without a build", () => {
    const site = builtSiteFixture();
    expect(notFoundPage(site)).toBe(readFileSync(join(site, '404.html'), 'utf8'));
    expect(notFoundPage(undefined)).toContain('Page Not Found');
    expect(notFoundPage(join(site, 'missing'))).toContain('<a href="/">');
  });

  it('writes the code to a folder named by its content, for the asset', () => {
    const first = notFoundFunctionAsset(page);
    expect(readFileSync(join(first, 'index.js'), 'utf8')).toBe(notFoundFunctionCode(page));
    expect(notFoundFunctionAsset(page)).toBe(first);
    expect(notFoundFunctionAsset(`${page}\n`)).not.toBe(first);
  });
});
