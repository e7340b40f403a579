import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { ShareCard } from '#shared/content/share-card';
import {
  cardPictureOf,
  drawingFingerprint,
  drawShareCard,
  PicturePanels,
} from '#lambdas/publishing/renderer/share-card';
import { shareCardVersion } from '#lambdas/publishing/renderer/share-card-drawing';
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

  it('draws a picture once for the cards that share it, to the same bytes as drawn alone', async () => {
    const svg = cardPictureOf(
      await readFile('web/public/images/blog/core-web-vitals-practical-checklist.svg'),
    )!;
    const panels = new PicturePanels();
    const other = { ...card, title: 'Another post with the same picture' };
    const shared = [
      await drawShareCard(card, svg, panels),
      await drawShareCard(other, svg, panels),
    ];
    expect(Buffer.compare(shared[0]!, await drawShareCard(card, svg))).toBe(0);
    expect(Buffer.compare(shared[1]!, await drawShareCard(other, svg))).toBe(0);
    expect(Buffer.compare(shared[0]!, shared[1]!)).not.toBe(0);
  });

  it('lays a see-through picture over the card, and refuses one it cannot decode', async () => {
    const seeThrough = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
        '<rect width="10" height="10" fill="#ff0000" fill-opacity="0.5"/></svg>',
    );
    const drawn = decodePng(await drawShareCard(card, cardPictureOf(seeThrough)));
    const at = (100 * width + width - 100) * 4;
    // Half red over the card's blue: both show.
    expect(drawn.pixels[at]).toBeGreaterThan(120);
    expect(drawn.pixels[at + 2]).toBeGreaterThan(60);
    const broken = Uint8Array.from([...pngSignature, 1, 2, 3, 4]);
    await expect(drawShareCard(card, cardPictureOf(broken))).rejects.toThrow();
  });

  it('stays well under the 600 KB past which WhatsApp shows no preview', async () => {
    const png = await drawShareCard({ ...card, title: 'A title '.repeat(20) });
    expect(png.length).toBeLessThan(300 * 1024);
  });
});

describe('shareCardVersion', () => {
  it('changes with what the card shows and with how cards are drawn, and only then', async () => {
    const version = await shareCardVersion(card, undefined, 'drawing');
    expect(await shareCardVersion({ ...card }, undefined, 'drawing')).toBe(version);
    expect(await shareCardVersion({ ...card, title: 'Other' }, undefined, 'drawing')).not.toBe(
      version,
    );
    expect(await shareCardVersion(card, cardPictureOf(pngOf(card)), 'drawing')).not.toBe(version);
    expect(await shareCardVersion(card, undefined, 'another drawing')).not.toBe(version);
  });

  it("names this process's drawing by default, the same each time it is asked", async () => {
    const drawing = await drawingFingerprint();
    expect(drawing).toMatch(/^[\w-]{22}$/);
    expect(await drawingFingerprint()).toBe(drawing);
    expect(await shareCardVersion(card, undefined)).toBe(
      await shareCardVersion(card, undefined, drawing),
    );
  });
});

/** Stands for a picture's bytes: a PNG's signature is all cardPictureOf reads. */
const pngOf = (shown: ShareCard) =>
  Uint8Array.from([...pngSignature, ...new TextEncoder().encode(shown.title)]);

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
