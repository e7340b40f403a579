import { readdir, readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { logger } from '#lambdas/lib/logger';
import { redirectSuffix } from '#lambdas/publishing/renderer/page-store';
import { normalizePath } from '#web/app/prerendered-page';
import { htmlFileFor, isAppShellPath, notFoundFileFor } from '#web/entry-server';
import { cacheControl } from '#shared/operations/cache-control';
import { viewerAddressHeader } from '#lambdas/lib/rate-limit';
import { originVerifyHeader } from '#shared/operations/origin-verify';
import { invokeApi, peerAddress, type ApiAuthorizers } from './api-gateway';
import { chooseEncoding, compress, isCompressible } from './compression';
import type { RunningService } from './child-process';
import { isMediaPath, sendMediaFile } from './media-files';
import { siteUrl } from './listen-host';
import { localMetricsPage } from './metrics-page';
import { securityHeaders } from '#shared/operations/security-headers';
import { appShellFile, shareCardFolder } from '#shared/operations/site-files';

// Stands in for CloudFront: the rendered pages and the built assets from disk, compressed and
// cached as CloudFront's behaviours do, /api/* through the API Gateway adapter, /media/* from the
// media bucket.

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.eml': 'message/rfc822',
};

/** A file read whole, with the path that names its type. */
interface StaticFile {
  path: string;
  body: Buffer;
}

const missingFileCodes = new Set(['ENOENT', 'EISDIR', 'ENOTDIR']);

/**
 * The file, read at once, or undefined when there is none. Read rather than streamed after a
 * check: the renderer deletes pages while the server runs, and a page gone between a check and
 * an open must read as missing (404), not end the process with a stream error.
 */
async function readFileIfExists(path: string): Promise<StaticFile | undefined> {
  try {
    return { path, body: await readFile(path) };
  } catch (error) {
    if (missingFileCodes.has((error as NodeJS.ErrnoException).code ?? '')) return undefined;
    throw error;
  }
}

/** Clean URLs as the CloudFront function does: /about → about.html or about/index.html. */
async function resolveStatic(root: string, urlPath: string): Promise<StaticFile | undefined> {
  const relative = normalize(decodeURIComponent(urlPath)).replace(/^([/\\])+/, '');
  const base = resolve(root, relative);
  if (base !== root && !base.startsWith(root + sep)) return undefined;
  return (
    (await readFileIfExists(base)) ??
    (await readFileIfExists(`${base}.html`)) ??
    (await readFileIfExists(join(base, 'index.html')))
  );
}

/** Sends a file as CloudFront would: its cache header, compressed when the browser takes it. */
function sendFile(
  request: IncomingMessage,
  response: ServerResponse,
  file: StaticFile,
  statusCode = 200,
): void {
  const type = contentTypes[extname(file.path)] ?? 'application/octet-stream';
  const hashedAsset = file.path.includes(`${sep}assets${sep}`);
  const shareCard = file.path.includes(`${sep}${shareCardFolder}${sep}`);
  const encoding = isCompressible(type, file.body.length)
    ? chooseEncoding(request.headers['accept-encoding'])
    : undefined;
  const body = encoding ? compress(file.body, encoding, hashedAsset) : file.body;
  response.writeHead(statusCode, {
    ...securityHeaders,
    'content-type': type,
    'cache-control': hashedAsset
      ? cacheControl.hashedAssets
      : shareCard
        ? cacheControl.shareCards
        : cacheControl.revalidated,
    vary: 'Accept-Encoding',
    'content-length': body.length,
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

async function listOutbox(response: ServerResponse, outboxDir: string, file?: string) {
  if (file) {
    const message = await resolveStatic(outboxDir, file);
    if (!message) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('No such message');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
    response.end(message.body);
    return;
  }
  const names = (await readdir(outboxDir).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .reverse();
  const rows = names.map((name) => `<li><a href="/dev/outbox/${name}">${name}</a></li>`).join('');
  response.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(
    `<!doctype html><title>Local outbox</title><h1>Local outbox (${names.length})</h1>` +
      `<p>Mail the local stack would have sent through SES. <a href="/dev/metrics">Metrics</a></p>` +
      `<ul>${rows}</ul>`,
  );
}

/**
 * What CloudFront adds to every /api/* request it forwards, replacing whatever the caller sent
 * (decision 004): the viewer's address, which the per-client limits count
 * (lambdas/lib/rate-limit.ts), and the origin secret the handlers check
 * (lambdas/lib/origin-verify.ts). The viewer here is the connection's far end.
 */
function cloudFrontHeaders(request: IncomingMessage): Record<string, string> {
  const originVerify = process.env.ORIGIN_VERIFY_SECRET;
  return {
    [viewerAddressHeader]: peerAddress(request),
    ...(originVerify ? { [originVerifyHeader]: originVerify } : {}),
  };
}

/** A moved page's new path, as the cloud's origin-response function answers it with 301. */
async function movedTo(pagesDir: string, urlPath: string): Promise<string | undefined> {
  const file = resolve(pagesDir, htmlFileFor(normalizePath(decodeURIComponent(urlPath))));
  if (!file.startsWith(pagesDir + sep)) return undefined;
  return readFile(file + redirectSuffix, 'utf8').catch(() => undefined);
}

export async function startSiteServer(options: {
  /** The address to listen on (HOST; loopback unless the developer opens it up). */
  host: string;
  port: number;
  /** The web build: assets and the app shell. */
  webRoot: string;
  /** The rendered pages, sitemap.xml and robots.txt (lambdas/publishing/renderer). */
  pagesDir: string;
  outboxDir: string;
  /** The product metrics' EMF lines, shown at /dev/metrics (scripts/local/metrics-page.ts). */
  metricsFile: string;
  authorizers: ApiAuthorizers;
  /** Served as /runtime-config.json, as the cloud's site bucket serves it (infra/constructs/site.ts). */
  runtimeConfig: Record<string, string>;
}): Promise<RunningService> {
  const webRoot = resolve(options.webRoot);
  const pagesDir = resolve(options.pagesDir);
  const outboxDir = resolve(options.outboxDir);
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    try {
      if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
        const result = await invokeApi(request, options.authorizers, cloudFrontHeaders(request));
        response.writeHead(result.statusCode, result.headers);
        response.end(result.body);
        return;
      }
      if (url.pathname === '/dev/outbox' || url.pathname.startsWith('/dev/outbox/')) {
        await listOutbox(response, outboxDir, url.pathname.slice('/dev/outbox/'.length));
        return;
      }
      if (url.pathname === '/dev/metrics') {
        response.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
        });
        response.end(await localMetricsPage(options.metricsFile));
        return;
      }
      if (url.pathname === '/runtime-config.json') {
        response.writeHead(200, {
          ...securityHeaders,
          'content-type': contentTypes['.json']!,
          'cache-control': cacheControl.revalidated,
        });
        response.end(JSON.stringify(options.runtimeConfig));
        return;
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, { allow: 'GET, HEAD' }).end();
        return;
      }
      if (isMediaPath(url.pathname)) {
        await sendMediaFile(response, url.pathname, request.method);
        return;
      }
      const location = await movedTo(pagesDir, url.pathname);
      if (location) {
        response.writeHead(301, { ...securityHeaders, location, 'cache-control': 'no-cache' });
        response.end();
        return;
      }
      const file =
        (await resolveStatic(pagesDir, url.pathname)) ??
        (await resolveStatic(webRoot, url.pathname));
      if (file) return sendFile(request, response, file);
      const shell = await readFileIfExists(join(webRoot, appShellFile));
      if (shell && isAppShellPath(url.pathname)) return sendFile(request, response, shell);
      // Unknown routes get the rendered 404 page with its status: an unknown item of a section
      // (/blog/nope) its section's, which says what the page says once hydrated.
      const notFound =
        (await readFileIfExists(join(pagesDir, notFoundFileFor(url.pathname)))) ??
        (await readFileIfExists(join(pagesDir, '404.html')));
      if (notFound) return sendFile(request, response, notFound, 404);
      if (shell) return sendFile(request, response, shell, 404);
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    } catch (error) {
      logger.error('Local site server failed a request', { error, path: url.pathname });
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
      response.end('Internal error');
    }
  });
  await new Promise<void>((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolvePromise);
  });
  return {
    name: 'site and API',
    url: siteUrl(options.host, options.port),
    stop: () =>
      new Promise<void>((resolvePromise) => {
        server.closeAllConnections();
        server.close(() => resolvePromise());
      }),
  };
}
