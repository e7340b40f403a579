import { mkdirSync, readFileSync, existsSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The Lambda@Edge function (origin response, default behaviour only) that answers a page the
// site bucket does not have with the prerendered 404 page and status 404. Without s3:ListBucket
// S3 answers a missing key with 403, so it maps 403 as well as 404. It replaces CloudFront's
// custom error responses, which apply to every behaviour: they turned the API's own 403 (a
// signed-in non-admin, design §4) into the 404 page.

/** What a build without dist/web serves instead of its 404 page. */
const fallbackPage =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Page Not Found</title></head>' +
  '<body><h1>Page Not Found</h1><p><a href="/">Back to Home</a></p></body></html>';

/** The prerendered 404 page of the built site, or a plain one without a build. */
export function notFoundPage(siteContentDir?: string): string {
  const file = siteContentDir && join(siteContentDir, '404.html');
  return file && existsSync(file) ? readFileSync(file, 'utf8') : fallbackPage;
}

/**
 * The function's source (Node.js, CommonJS): the page is part of the code, as Lambda@Edge has
 * no environment variables.
 */
export function notFoundFunctionCode(page: string): string {
  return `'use strict';
const page = ${JSON.stringify(page)};

exports.handler = async (event) => {
  const response = event.Records[0].cf.response;
  if (response.status !== '403' && response.status !== '404') return response;
  return {
    status: '404',
    statusDescription: 'Not Found',
    headers: {
      'content-type': [{ key: 'Content-Type', value: 'text/html; charset=utf-8' }],
      'cache-control': [{ key: 'Cache-Control', value: 'max-age=30' }],
    },
    body: page,
  };
};
`;
}

/** A folder holding index.js with the function's code, for Code.fromAsset (named by its hash). */
export function notFoundFunctionAsset(page: string): string {
  const code = notFoundFunctionCode(page);
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const dir = join(tmpdir(), `techsite-not-found-function-${hash}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.js'), code);
  return dir;
}
