import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

// CloudFront compresses the site's text files for browsers that accept it (the distribution's
// behaviours use CACHING_OPTIMIZED with compression on); the local site server sends them as
// they are. Lighthouse in front of the bare site server would therefore measure a 258 KB vendor
// chunk and 70 KB pages going over its simulated mobile network uncompressed, which no visitor
// gets. The bench puts this stand-in for CloudFront's compression between the two: gzip at
// zlib's default level, the same figure the report's first-load "gz" columns use.

const compressible = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

// CloudFront compresses files from 1,000 bytes up (its documentation, "Serving compressed files").
const minimumBytes = 1000;

export interface CompressingProxy {
  url: string;
  close(): Promise<void>;
}

function forward(upstream: URL, incoming: IncomingMessage, outgoing: ServerResponse) {
  const proxied = request(
    {
      host: upstream.hostname,
      port: upstream.port,
      method: incoming.method,
      path: incoming.url,
      headers: { ...incoming.headers, host: upstream.host },
    },
    (answer) => {
      // Buffered whole (pages and assets are small), so the size threshold sees real sizes.
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const body = Buffer.concat(chunks);
        const type = String(answer.headers['content-type'] ?? '');
        const acceptsGzip = /\bgzip\b/.test(String(incoming.headers['accept-encoding'] ?? ''));
        const compress =
          acceptsGzip &&
          // The /api/* behaviour caches nothing, and CloudFront compresses only what it caches.
          !incoming.url?.startsWith('/api/') &&
          compressible.test(type) &&
          !answer.headers['content-encoding'] &&
          body.length >= minimumBytes;
        const headers = { ...answer.headers };
        delete headers['transfer-encoding'];
        const sent = compress ? gzipSync(body) : body;
        if (compress) {
          headers['content-encoding'] = 'gzip';
          headers.vary = headers.vary
            ? `${String(headers.vary)}, Accept-Encoding`
            : 'Accept-Encoding';
        }
        if (incoming.method !== 'HEAD') headers['content-length'] = String(sent.length);
        outgoing.writeHead(answer.statusCode ?? 502, headers);
        outgoing.end(incoming.method === 'HEAD' ? undefined : sent);
      });
    },
  );
  proxied.on('error', () => {
    if (!outgoing.headersSent) outgoing.writeHead(502);
    outgoing.end();
  });
  incoming.pipe(proxied);
}

/** Serves `upstreamUrl` on a free loopback port, gzipping text as CloudFront would. */
export function startCompressingProxy(upstreamUrl: string): Promise<CompressingProxy> {
  const upstream = new URL(upstreamUrl);
  const server = createServer((incoming, outgoing) => forward(upstream, incoming, outgoing));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    // Both loopbacks, like the site server: Chromium may resolve localhost to ::1.
    server.listen(0, () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        // localhost, like the site: a secure context for Lighthouse's best-practices audits.
        url: `http://localhost:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
