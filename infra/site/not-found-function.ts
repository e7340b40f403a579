import { mkdirSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sectionNotFoundPages } from '#web/server/public-pages';

// The Lambda@Edge function (origin response, default behaviour only) in front of the site
// bucket. A page the render Lambda moved is an object carrying S3's website redirect location
// (lambdas/publishing/renderer/s3-page-store.ts): it answers 301 to it. A page the bucket does not have
// answers the live rendered 404 page with status 404: an unknown item of a section ('/blog/nope')
// its section's ('blog/_not-found.html', which says 'Post Not Found' as the page does once
// hydrated), any other path 404.html. Without s3:ListBucket S3 answers a missing
// key with 403, so 403 maps as well as 404. It replaces CloudFront's custom error responses,
// which apply to every behaviour: they turned the API's own 403 (docs/architecture.md §4) into the 404 page.

/** The rendered 404 page's key in the site bucket (lambdas/publishing/renderer/site-renderer.ts). */
export const notFoundKey = '404.html';

/** Where each section's not-found page is kept (web/src/server/public-pages.ts). */
export const sectionNotFoundKeys = sectionNotFoundPages.map(({ file }) => file);

/** How long one edge instance keeps a 404 page it read, so a burst of misses reads it once. */
export const notFoundPageTtlSeconds = 60;

/** What the function serves when it cannot read the rendered 404 page. */
export const fallbackNotFoundPage =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Page Not Found</title></head>' +
  '<body><h1>Page Not Found</h1><p><a href="/">Back to Home</a></p></body></html>';

/**
 * The function's source (Node.js, CommonJS). Lambda@Edge has no environment variables, so the
 * bucket is the origin's, read from the event. The AWS SDK is the runtime's, required only when
 * a 404 page is first needed, so the common pass-through answers never load it.
 */
export function notFoundFunctionCode(): string {
  return `'use strict';
const notFoundKey = ${JSON.stringify(notFoundKey)};
const ttlMilliseconds = ${notFoundPageTtlSeconds * 1000};
const fallbackPage = ${JSON.stringify(fallbackNotFoundPage)};
// '/blog/' → 'blog/_not-found.html': an unknown item's page, after the clean-URL function made
// '/blog/nope' into '/blog/nope.html'.
const sectionPages = ${JSON.stringify(
    sectionNotFoundPages.map(({ section, file }) => ({ prefix: section, key: file })),
  )};
// A generated answer's body is at most 1 MB (Lambda@Edge quota); the S3 read must end in time.
const maxBodyBytes = 1000000;
const readTimeoutMilliseconds = 2000;

const clients = new Map();
const cached = new Map();

/** The section's not-found page for one unknown item of a section, else the site's. */
function notFoundKeyFor(uri) {
  for (const page of sectionPages) {
    if (uri.indexOf(page.prefix) !== 0) continue;
    const item = uri.substring(page.prefix.length);
    if (/^[^/]+\\.html$/.test(item)) return page.key;
  }
  return notFoundKey;
}

/** '<bucket>.s3.<region>.amazonaws.com' (or the legacy '<bucket>.s3.amazonaws.com'). */
function bucketOf(domainName) {
  const match = /^(.+)\\.s3(?:[.-]([a-z0-9-]+))?\\.amazonaws\\.com$/.exec(domainName || '');
  if (!match) return undefined;
  return { name: match[1], region: match[2] || 'us-east-1' };
}

function clientFor(region) {
  if (!clients.has(region)) {
    const { S3Client } = require('@aws-sdk/client-s3');
    clients.set(region, new S3Client({ region, followRegionRedirects: true }));
  }
  return clients.get(region);
}

async function readNotFoundPage(origin, key) {
  const bucket = bucketOf(origin && origin.s3 && origin.s3.domainName);
  if (!bucket) return fallbackPage;
  try {
    const { GetObjectCommand } = require('@aws-sdk/client-s3');
    const answer = await clientFor(bucket.region).send(
      new GetObjectCommand({ Bucket: bucket.name, Key: key }),
      { abortSignal: AbortSignal.timeout(readTimeoutMilliseconds) },
    );
    const page = await answer.Body.transformToString();
    return Buffer.byteLength(page) <= maxBodyBytes ? page : fallbackPage;
  } catch (error) {
    if (key !== notFoundKey) {
      console.error('Could not read a section 404 page; serving the site one', key, error);
      return notFoundPage(origin, notFoundKey);
    }
    console.error('Could not read the rendered 404 page; serving the plain one', error);
    return fallbackPage;
  }
}

async function notFoundPage(origin, key) {
  const now = Date.now();
  const kept = cached.get(key);
  if (kept && kept.expires > now) return kept.page;
  // Kept for a while even when it is the fallback, so a missing page is not retried per visit.
  const page = await readNotFoundPage(origin, key);
  cached.set(key, { page, expires: now + ttlMilliseconds });
  return page;
}

const header = (key, value) => [{ key, value }];

exports.handler = async (event) => {
  const { request, response } = event.Records[0].cf;
  const moved = response.headers['x-amz-website-redirect-location'];
  if (moved && moved[0] && moved[0].value) {
    return {
      status: '301',
      statusDescription: 'Moved Permanently',
      headers: {
        location: header('Location', moved[0].value),
        'cache-control': header('Cache-Control', 'max-age=60'),
      },
    };
  }
  if (response.status !== '403' && response.status !== '404') return response;
  return {
    status: '404',
    statusDescription: 'Not Found',
    headers: {
      'content-type': header('Content-Type', 'text/html; charset=utf-8'),
      'cache-control': header('Cache-Control', 'max-age=30'),
    },
    body: await notFoundPage(request.origin, notFoundKeyFor(request.uri || '')),
  };
};
`;
}

/** A folder holding index.js with the function's code, for Code.fromAsset (named by its hash). */
export function notFoundFunctionAsset(): string {
  const code = notFoundFunctionCode();
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const dir = join(tmpdir(), `techsite-not-found-function-${hash}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.js'), code);
  return dir;
}
