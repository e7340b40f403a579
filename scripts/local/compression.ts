import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { compressibleTypes, minCompressedBytes } from '#shared/operations/cache-control';

// Compresses what the local site server sends as CloudFront does (docs/benchmarks.md): brotli when the
// browser takes it, else gzip, for the same content types and sizes, so Lighthouse and the bench
// measure the site as the cloud serves it.

export type ContentEncoding = 'br' | 'gzip';

/** The encoding to answer with: br before gzip, as CloudFront prefers; none for `identity`. */
export function chooseEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  const offered = new Map(
    (acceptEncoding ?? '').split(',').map((part) => {
      const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
      const quality = parameters.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
      return [name.trim(), quality === undefined ? 1 : Number(quality)] as const;
    }),
  );
  const accepts = (name: string) => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}

export const isCompressible = (contentType: string, size: number) =>
  size >= minCompressedBytes &&
  compressibleTypes.some((type) => contentType.split(';')[0]!.trim() === type);

// Bodies are compressed once and remembered by their content. Hashed assets, compressed once
// for good, get brotli's best level; pages, which change with every render, a quick one.
const compressed = new Map<string, Buffer>();
const maxRemembered = 500;

export function compress(body: Buffer, encoding: ContentEncoding, lasting = false): Buffer {
  const key = `${encoding}:${lasting}:${createHash('sha1').update(body).digest('hex')}`;
  const known = compressed.get(key);
  if (known) return known;
  const result =
    encoding === 'br'
      ? brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: lasting ? 11 : 5,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : gzipSync(body, { level: lasting ? 9 : 6 });
  if (compressed.size >= maxRemembered) compressed.delete(compressed.keys().next().value!);
  compressed.set(key, result);
  return result;
}
