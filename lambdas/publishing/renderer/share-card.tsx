import { initWasm, Resvg } from '@resvg/resvg-wasm';
import satori, { init as initLayout, type Font } from 'satori/standalone';
import { shareCardSize, type ShareCard } from '#shared/content/share-card';
import {
  fontAssets,
  fontFamilies,
  layoutWasmAsset,
  rasterWasmAsset,
} from '#shared/operations/share-card-assets';
import { readShareCardAsset } from './share-card-assets';

// Draws a page's share card (docs/decisions/018-share-cards.md): a card description in, a
// 1200×630 PNG out. satori lays the card out as SVG, resvg (WebAssembly, so it runs on the ARM64
// Lambda) turns it into PNG. The same description always gives the same bytes.

/** A picture the card can show: PNG and JPEG as they are, SVG drawn to PNG first. */
export interface CardPicture {
  bytes: Uint8Array;
  type: 'image/png' | 'image/jpeg' | 'image/svg+xml';
}

/** What a file holds, by its first bytes; undefined for what the card cannot show (WebP, GIF). */
export function cardPictureOf(bytes: Uint8Array): CardPicture | undefined {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) {
    return { bytes, type: 'image/png' };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { bytes, type: 'image/jpeg' };
  }
  const start = new TextDecoder().decode(bytes.subarray(0, 512)).trimStart();
  if (
    /^(<\?xml[\s\S]*?\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!doctype svg[^>]*>\s*)?<svg[\s>]/i.test(start)
  ) {
    return { bytes, type: 'image/svg+xml' };
  }
  return undefined;
}

let engines: Promise<Font[]> | undefined;

/** The WebAssembly modules and fonts, loaded once per process; answers the fonts. */
function loadEngines(): Promise<Font[]> {
  engines ??= (async () => {
    const [layoutWasm, rasterWasm, ...fontFiles] = await Promise.all([
      readShareCardAsset(layoutWasmAsset),
      readShareCardAsset(rasterWasmAsset),
      ...fontAssets.map((font) => readShareCardAsset(font.file)),
    ]);
    await Promise.all([initLayout(layoutWasm!), initWasm(rasterWasm!)]);
    return fontAssets.map((font, index): Font => ({
      name: font.family,
      data: Buffer.from(fontFiles[index]!),
      weight: font.weight,
      style: 'normal',
    }));
  })();
  // A failed load is tried again by the next card, not remembered.
  engines.catch(() => (engines = undefined));
  return engines;
}

const fontFamily = `${fontFamilies.latin}, ${fontFamilies['latin-ext']}`;
const { width, height } = shareCardSize;
/** The picture's panel beside the text, when there is one. */
const pictureWidth = 440;
const padding = 64;

// The site's brand blues (Tailwind's blue-900 → blue-600, the buttons' colour) and their tints.
const colours = {
  from: '#1e3a8a',
  to: '#2563eb',
  eyebrow: '#bfdbfe',
  description: '#dbeafe',
  highlightText: '#1e3a8a',
  white: '#ffffff',
};

/** Longer titles are set smaller; past three lines they end in an ellipsis. */
function titleSize(title: string, narrow: boolean): number {
  const size = title.length <= 40 ? 72 : title.length <= 80 ? 60 : 52;
  return narrow ? Math.round(size * 0.82) : size;
}

/** The card as satori lays it out. */
function cardLayout(card: ShareCard, pictureSrc: string | undefined) {
  const narrow = pictureSrc !== undefined;
  const brandInitial = card.brand.trim().charAt(0).toUpperCase();
  return (
    <div
      style={{
        width,
        height,
        display: 'flex',
        fontFamily,
        color: colours.white,
        backgroundImage: `linear-gradient(135deg, ${colours.from} 0%, ${colours.to} 100%)`,
      }}
    >
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          // Stretched to the card's height, padding included (a set height would add it).
          flexGrow: 1,
          flexBasis: 0,
          padding,
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center' }}>
          <div
            style={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              width: 52,
              height: 52,
              borderRadius: 14,
              backgroundColor: colours.white,
              color: colours.from,
              fontSize: 30,
              fontWeight: 800,
            }}
          >
            {brandInitial}
          </div>
          <div style={{ marginLeft: 18, fontSize: 30, fontWeight: 700, lineClamp: 1 }}>
            {card.brand}
          </div>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          {card.eyebrow && (
            <div
              style={{
                fontSize: 24,
                fontWeight: 700,
                letterSpacing: 2,
                textTransform: 'uppercase',
                color: colours.eyebrow,
                lineClamp: 1,
              }}
            >
              {card.eyebrow}
            </div>
          )}
          <div
            style={{
              marginTop: card.eyebrow ? 14 : 0,
              fontSize: titleSize(card.title, narrow),
              fontWeight: 800,
              lineHeight: 1.12,
              lineClamp: 3,
            }}
          >
            {card.title}
          </div>
          {card.description && (
            <div
              style={{
                marginTop: 20,
                fontSize: 28,
                lineHeight: 1.35,
                color: colours.description,
                lineClamp: 2,
              }}
            >
              {card.description}
            </div>
          )}
        </div>
        <div style={{ display: 'flex', height: 56 }}>
          {card.highlight && (
            <div
              style={{
                display: 'flex',
                alignItems: 'center',
                padding: '0 26px',
                borderRadius: 28,
                backgroundColor: colours.white,
                color: colours.highlightText,
                fontSize: 30,
                fontWeight: 800,
              }}
            >
              {card.highlight}
            </div>
          )}
        </div>
      </div>
      {pictureSrc && (
        <img
          src={pictureSrc}
          alt=""
          width={pictureWidth}
          height={height}
          // Cut from the right: our own illustrations keep their drawing there, their text left.
          style={{
            width: pictureWidth,
            height,
            flexShrink: 0,
            objectFit: 'cover',
            objectPosition: 'right',
          }}
        />
      )}
    </div>
  );
}

const dataUrl = (type: string, bytes: Uint8Array) =>
  `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

/** The picture as satori embeds it: SVG drawn to a PNG as tall as the card first. */
function pictureSource(picture: CardPicture): string {
  if (picture.type !== 'image/svg+xml') return dataUrl(picture.type, picture.bytes);
  const drawn = rasterise(picture.bytes, { mode: 'height', value: height });
  return dataUrl('image/png', drawn);
}

/**
 * resvg draws text only in TTF/OTF fonts, which this drawer does not carry: satori has already
 * turned the card's own text into paths, and text inside an SVG picture is left out (our own
 * illustrations' text repeats what the card says; uploads are raster, shared/admin/media.ts).
 */
function rasterise(
  svg: Uint8Array | string,
  fitTo: { mode: 'original' } | { mode: 'height'; value: number },
): Uint8Array {
  const resvg = new Resvg(svg, { fitTo });
  try {
    const image = resvg.render();
    try {
      return image.asPng();
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}

/** The card as a 1200×630 PNG; with a picture, the picture fills a panel beside the text. */
export async function drawShareCard(card: ShareCard, picture?: CardPicture): Promise<Uint8Array> {
  const fonts = await loadEngines();
  const pictureSrc = picture ? pictureSource(picture) : undefined;
  const svg = await satori(cardLayout(card, pictureSrc), { width, height, fonts });
  return rasterise(svg, { mode: 'original' });
}
