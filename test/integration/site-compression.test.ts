import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';
import { cacheControl } from '#shared/operations/cache-control';

// Per docs/benchmarks.md: the local site server compresses and caches as CloudFront does (the distribution's
// settings are asserted in test/infra/site.test.ts against the same values), so what Lighthouse
// and the bench measure locally is what the cloud serves.

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** GET with the given Accept-Encoding, the body as it came over the wire (not decoded). */
function rawGet(path: string, acceptEncoding?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      new URL(path, inject('siteUrl')),
      { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () =>
          resolve({
            status: answer.statusCode!,
            headers: answer.headers,
            body: Buffer.concat(chunks),
          }),
        );
        answer.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const decode = (answer: RawAnswer) =>
  answer.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(answer.body)
    : answer.headers['content-encoding'] === 'gzip'
      ? gunzipSync(answer.body)
      : answer.body;

/** The home page's first script, a hashed asset. */
async function firstScript(): Promise<string> {
  const html = decode(await rawGet('/', 'gzip')).toString('utf8');
  // The entry script, which #app-start starts once the page has painted (decision 003).
  const src = /<script[^>]+data-entry="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!src) throw new Error('The home page names no script under /assets/');
  return src;
}

describe('the local site server', () => {
  it('answers a page brotli-compressed, gzip-compressed or plain, as asked, revalidated on each visit', async () => {
    const [plain, br, gzip] = await Promise.all([
      rawGet('/about'),
      rawGet('/about', 'gzip, deflate, br'),
      rawGet('/about', 'gzip'),
    ]);

    expect([plain.status, br.status, gzip.status]).toEqual([200, 200, 200]);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decode(br).equals(plain.body)).toBe(true);
    expect(decode(gzip).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    for (const answer of [plain, br, gzip]) {
      expect(answer.headers['cache-control']).toBe(cacheControl.revalidated);
      expect(answer.headers.vary).toBe('Accept-Encoding');
    }
  });

  it('answers hashed assets compressed and cached for a year', async () => {
    const script = await firstScript();
    const [plain, br] = await Promise.all([rawGet(script), rawGet(script, 'br')]);

    expect(br.headers['content-encoding']).toBe('br');
    expect(decode(br).equals(plain.body)).toBe(true);
    expect(br.headers['cache-control']).toBe(cacheControl.hashedAssets);
    expect(plain.headers['cache-control']).toBe(cacheControl.hashedAssets);
  });

  it('leaves a PNG as it is (compressed already), and a body under 1,000 bytes, as CloudFront does', async () => {
    const [png, svg] = await Promise.all([
      rawGet('/images/og-default.png', 'br'),
      rawGet('/favicon.svg', 'br'),
    ]);
    expect(png.status).toBe(200);
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.body.subarray(1, 4).toString()).toBe('PNG');
    expect(svg.status).toBe(200);
    expect(svg.body.length).toBeLessThan(1000);
    expect(svg.headers['content-encoding']).toBeUndefined();
    expect(svg.body.toString()).toContain('<svg');
  });
});
