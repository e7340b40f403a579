import { createHash } from 'node:crypto';
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
import { opaquePng, type Pixels } from './card-png';

// Draws a page's share card (docs/decisions/018-share-cards.md): a card description in, a
// 1200×630 PNG out. satori lays the card out as SVG, resvg (WebAssembly, so it runs on the ARM64
// Lambda) turns it into PNG. The same description always gives the same bytes. A picture is drawn
// to its panel once (PicturePanels) and laid over the card's pixels (card-png.ts).

/** A picture the card can show: PNG, JPEG or SVG. */
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

/** The card as satori lays it out; with a picture, its panel is left empty for the picture. */
function cardLayout(card: ShareCard, narrow: boolean) {
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
      {narrow && <div style={{ width: pictureWidth, height, flexShrink: 0 }} />}
    </div>
  );
}

const dataUrl = (type: string, bytes: Uint8Array) =>
  `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

/** How many pictures' panels a render keeps at once (each is 440×630 pixels, about 1.1 MB). */
const keptPanels = 16;

/**
 * The pictures of one render, each drawn to the card's panel once, by a hash of its bytes: many
 * pages show the same picture (a category's illustration), and drawing it, not the card's text,
 * is most of a card's cost. A render keeps a few, not all: uploads are one a post.
 */
export class PicturePanels {
  readonly #drawn = new Map<string, Pixels>();

  panelOf(picture: CardPicture): Pixels {
    const key = createHash('sha256').update(picture.bytes).digest('base64url');
    let panel = this.#drawn.get(key);
    if (!panel) {
      panel = drawPanel(picture);
      if (this.#drawn.size >= keptPanels) this.#drawn.delete(this.#drawn.keys().next().value!);
      this.#drawn.set(key, panel);
    }
    return panel;
  }
}

/**
 * The picture filling the panel as CSS's `object-fit: cover` with `object-position: right` (our
 * own illustrations keep their drawing on the right, their text left), over nothing.
 */
function drawPanel(picture: CardPicture): Pixels {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pictureWidth}" height="${height}">` +
    `<image width="${pictureWidth}" height="${height}" preserveAspectRatio="xMaxYMid slice" ` +
    `href="${dataUrl(picture.type, picture.bytes)}"/></svg>`;
  const panel = rasterise(svg);
  // resvg leaves out an image it cannot decode: the card then goes without it (drawPageCard).
  if (!panel.rgba.some((value, index) => index % 4 === 3 && value !== 0)) {
    throw new Error('The picture could not be drawn');
  }
  return panel;
}

/**
 * The SVG's pixels. resvg draws text only in TTF/OTF fonts, which this drawer does not carry:
 * satori has already turned the card's own text into paths, and text inside an SVG picture is
 * left out (our own illustrations' text repeats what the card says; uploads are raster,
 * shared/admin/media.ts).
 */
function rasterise(svg: string): Pixels {
  const resvg = new Resvg(svg, { fitTo: { mode: 'original' } });
  try {
    const image = resvg.render();
    try {
      return { width: image.width, height: image.height, rgba: image.pixels.slice() };
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}

/**
 * The card as a 1200×630 PNG; with a picture, the picture fills a panel beside the text. Pass the
 * render's `panels` so that a picture many cards show is drawn once.
 */
export async function drawShareCard(
  card: ShareCard,
  picture?: CardPicture,
  panels = new PicturePanels(),
): Promise<Uint8Array> {
  const fonts = await loadEngines();
  const panel = picture && panels.panelOf(picture);
  const svg = await satori(cardLayout(card, panel !== undefined), { width, height, fonts });
  return opaquePng(rasterise(svg), panel && { left: width - pictureWidth, pixels: panel });
}

/**
 * Cards that stand for every card's drawing: between them they take each branch of cardLayout
 * and titleSize, both fonts (the rupee sign is latin-ext) and a see-through picture cut to its
 * panel. A branch added to the layout wants a probe here.
 */
const probes: [ShareCard, CardPicture?][] = [
  [
    {
      brand: 'Probe',
      eyebrow: 'Eyebrow',
      title: 'Short title',
      description: 'Text',
      highlight: '₹1,499',
    },
  ],
  [
    {
      brand: 'probe',
      eyebrow: 'Eyebrow',
      title: 'A title of middling length, '.repeat(2),
      description: 'Text',
    },
    {
      type: 'image/svg+xml',
      bytes: new TextEncoder().encode(
        '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20">' +
          '<rect width="30" height="20" fill="#f97316" fill-opacity="0.6"/></svg>',
      ),
    },
  ],
  [{ brand: 'Probe', title: 'A long title that wraps to a third line and on past it. '.repeat(3) }],
];

let fingerprint: Promise<string> | undefined;

/**
 * A hash of how cards are drawn, from the probes' bytes, once per process: it changes whenever
 * the layout, satori, resvg, the fonts or the PNG writing change what a card looks like, with no
 * constant anyone must remember to bump (docs/decisions/018-share-cards.md).
 */
export function drawingFingerprint(): Promise<string> {
  fingerprint ??= (async () => {
    const hash = createHash('sha256');
    for (const [card, picture] of probes) hash.update(await drawShareCard(card, picture));
    return hash.digest('base64url').slice(0, 22);
  })();
  // A failed probe is tried again by the next card, not remembered.
  fingerprint.catch(() => (fingerprint = undefined));
  return fingerprint;
}
