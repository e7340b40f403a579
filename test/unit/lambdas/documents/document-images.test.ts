import { describe, expect, it } from 'vitest';
import { readDocumentImages } from '#lambdas/documents/document-images';
import { logoPng, signaturePng } from '#test/support/document-branding';

// The PDF Lambda reads the logo and signature a document names (decision 028): each key once
// per container, and a picture it cannot read is left out, never failing the document.

const branding = (logoKey: string, signatureKey: string) => ({
  logoKey,
  signatory: { name: 'Meera Iyer', designation: 'Director', signatureKey },
});

describe('readDocumentImages', () => {
  it('reads the logo and the signature by their keys, each once while the container lives', async () => {
    const reads: string[] = [];
    const read = async (key: string) => {
      reads.push(key);
      return key.endsWith('1.png') ? logoPng : signaturePng;
    };
    const first = await readDocumentImages(branding('cache/1.png', 'cache/2.png'), read);
    const again = await readDocumentImages(branding('cache/1.png', 'cache/2.png'), read);
    expect(first).toEqual({ logo: logoPng, signature: signaturePng });
    expect(again).toEqual(first);
    expect(reads).toEqual(['cache/1.png', 'cache/2.png']);
  });

  it('leaves out a picture that is missing or cannot be read, and reads it again next time', async () => {
    let reads = 0;
    const failing = async (key: string) => {
      reads += 1;
      if (key.startsWith('gone/')) return undefined;
      throw new Error('S3 is unreachable');
    };
    expect(await readDocumentImages(branding('gone/1.png', 'down/2.png'), failing)).toEqual({});
    expect(await readDocumentImages(branding('gone/1.png', 'down/2.png'), failing)).toEqual({});
    expect(reads).toBe(4);
  });

  it('reads nothing when the document names no picture', async () => {
    const read = async () => {
      throw new Error('not expected');
    };
    expect(await readDocumentImages(undefined, read)).toEqual({});
    expect(await readDocumentImages({ signatory: { name: 'A', designation: 'B' } }, read)).toEqual(
      {},
    );
  });
});
