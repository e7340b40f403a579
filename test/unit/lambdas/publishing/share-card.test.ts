import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { ShareCard } from '#shared/content/share-card';
import { cardPictureOf, drawShareCard } from '#lambdas/publishing/renderer/share-card';
import { decodePng, pngSignature, pngSize, sameRegion } from '#test/support/png';

// The share card's drawing (docs/decisions/018-share-cards.md): a description in, a 1200×630
// PNG out, the same bytes each time, long text kept inside the card.

const card: ShareCard = {
  brand: 'Nexora Technologies',
  eyebrow: 'Web Development',
  title: 'Core Web Vitals in 2026',
  description: 'What to measure and what to fix first.',
  highlight: '₹34,999',
};

const width = 1200;
const height = 630;

describe('drawShareCard', () => {
  it('draws a PNG of 1200×630', async () => {
    const png = await drawShareCard(card);
    expect([...png.subarray(0, 8)]).toEqual(pngSignature);
    expect(pngSize(png)).toEqual({ width, height });
  });

  it('gives the same bytes for the same card, and others for another title', async () => {
    const [first, second, other] = await Promise.all([
      drawShareCard(card),
      drawShareCard({ ...card }),
      drawShareCard({ ...card, title: 'Core Web Vitals in 2027' }),
    ]);
    expect(Buffer.compare(first, second)).toBe(0);
    expect(Buffer.compare(first, other)).not.toBe(0);
  });

  it('wraps and cuts a long title and description inside the card, clear of its edges and foot', async () => {
    const short = decodePng(await drawShareCard(card));
    const long = decodePng(
      await drawShareCard({
        ...card,
        title: 'A Very Long Title About Performance Budgets For Indian Storefronts '.repeat(6),
        description: 'And a description that goes on and on about every metric. '.repeat(12),
      }),
    );
    // The text was drawn differently...
    expect(sameRegion(short, long, { x: 64, y: 150, width: 1000, height: 300 })).toBe(false);
    // ...but stays off the margins, the brand's line and the foot with the highlight.
    expect(sameRegion(short, long, { x: 0, y: 0, width: 60, height })).toBe(true);
    expect(sameRegion(short, long, { x: width - 60, y: 0, width: 60, height })).toBe(true);
    expect(sameRegion(short, long, { x: 0, y: 0, width, height: 125 })).toBe(true);
    expect(sameRegion(short, long, { x: 0, y: 495, width, height: height - 495 })).toBe(true);
  });

  it('shows a picture in a panel beside the text, PNG as it is and SVG drawn first', async () => {
    const plain = decodePng(await drawShareCard(card));
    const picture = await drawShareCard({ ...card, title: 'Another card as the picture' });
    const svg = await readFile('web/public/images/blog/core-web-vitals-practical-checklist.svg');
    const panel = { x: width - 400, y: 0, width: 400, height };
    for (const withPicture of [
      await drawShareCard(card, cardPictureOf(picture)),
      await drawShareCard(card, cardPictureOf(svg)),
    ]) {
      expect(pngSize(withPicture)).toEqual({ width, height });
      expect(sameRegion(plain, decodePng(withPicture), panel)).toBe(false);
    }
  });

  it('stays well under the 600 KB past which WhatsApp shows no preview', async () => {
    const png = await drawShareCard({ ...card, title: 'A title '.repeat(20) });
    expect(png.length).toBeLessThan(300 * 1024);
  });
});

describe('cardPictureOf', () => {
  it('knows PNG, JPEG and SVG by their first bytes', () => {
    const png = Uint8Array.from([...pngSignature, 0, 0]);
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]);
    const svg = new TextEncoder().encode(
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    expect(cardPictureOf(png)?.type).toBe('image/png');
    expect(cardPictureOf(jpeg)?.type).toBe('image/jpeg');
    expect(cardPictureOf(svg)?.type).toBe('image/svg+xml');
  });

  it('refuses what the card cannot show: WebP, GIF, an HTML error page', () => {
    const encode = (text: string) => new TextEncoder().encode(text);
    expect(cardPictureOf(encode('RIFF\0\0\0\0WEBPVP8 '))).toBeUndefined();
    expect(cardPictureOf(encode('GIF89a'))).toBeUndefined();
    expect(cardPictureOf(encode('<!doctype html><title>Not found</title>'))).toBeUndefined();
  });
});
