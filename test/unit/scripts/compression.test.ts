import { describe, expect, it } from 'vitest';
import { chooseEncoding, isCompressible } from '#scripts/local/compression';

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, as CloudFront does', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
  });

  it('sends nothing compressed to a client that takes neither, or refuses them with q=0', () => {
    expect(chooseEncoding(undefined)).toBeUndefined();
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
  });
});

describe('isCompressible', () => {
  it('compresses text from 1,000 bytes, never images already compressed', () => {
    expect(isCompressible('text/html; charset=utf-8', 1000)).toBe(true);
    expect(isCompressible('text/javascript; charset=utf-8', 250_000)).toBe(true);
    expect(isCompressible('text/html; charset=utf-8', 999)).toBe(false);
    expect(isCompressible('image/webp', 50_000)).toBe(false);
    expect(isCompressible('font/woff2', 50_000)).toBe(false);
  });
});
