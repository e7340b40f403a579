import { crc32, deflateSync } from 'node:zlib';

// Every share card's last step (docs/decisions/018-share-cards.md): its picture, drawn once per
// render to the panel's size, is laid over the card's own pixels here and the whole is written
// as PNG, so resvg never decodes, clips and masks the picture again for every card that shows
// it. PNG's format: https://www.w3.org/TR/png/.

/** Pixels as resvg gives them: RGBA, row after row, each colour already multiplied by alpha. */
export interface Pixels {
  width: number;
  height: number;
  rgba: Uint8Array;
}

const signature = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(data, crc32(head.subarray(4))) >>> 0, 0);
  return Buffer.concat([head, data, tail]);
}

/**
 * An opaque card (its background fills it) as an 8-bit RGB PNG, with `panel` laid over it at
 * column `left`: the panel's colours over the card's as its alpha says. The same pixels always
 * give the same bytes.
 */
export function opaquePng(card: Pixels, panel?: { left: number; pixels: Pixels }): Uint8Array {
  const { width, height } = card;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(paethRows(opaqueRgb(card, panel), width * 3, height))),
    chunk('IEND', new Uint8Array()),
  ]);
}

/** The card's colours, the panel's over them, as RGB. */
function opaqueRgb(card: Pixels, panel?: { left: number; pixels: Pixels }): Uint8Array {
  const { width, height, rgba } = card;
  const rgb = new Uint8Array(width * height * 3);
  for (let pixel = 0; pixel < width * height; pixel += 1) {
    rgb[pixel * 3] = rgba[pixel * 4]!;
    rgb[pixel * 3 + 1] = rgba[pixel * 4 + 1]!;
    rgb[pixel * 3 + 2] = rgba[pixel * 4 + 2]!;
  }
  if (!panel) return rgb;
  const over = panel.pixels;
  const rows = Math.min(height, over.height);
  const columns = Math.min(width - panel.left, over.width);
  for (let y = 0; y < rows; y += 1) {
    for (let x = 0; x < columns; x += 1) {
      const on = (y * over.width + x) * 4;
      const at = (y * width + panel.left + x) * 3;
      const cover = 255 - over.rgba[on + 3]!;
      for (let channel = 0; channel < 3; channel += 1) {
        rgb[at + channel] =
          over.rgba[on + channel]! + Math.round((rgb[at + channel]! * cover) / 255);
      }
    }
  }
  return rgb;
}

/**
 * PNG's scanlines, each with the Paeth filter (each byte less the best guess from its left,
 * upper and upper-left neighbours): about an eighth smaller than simpler filters for a photo in
 * the panel, which keeps such a card under WhatsApp's 600 KB, at a few milliseconds a card.
 */
function paethRows(rgb: Uint8Array, stride: number, height: number): Uint8Array {
  const rows = new Uint8Array((stride + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const line = y * stride;
    const out = y * (stride + 1);
    rows[out] = 4;
    for (let x = 0; x < stride; x += 1) {
      const left = x >= 3 ? rgb[line + x - 3]! : 0;
      const up = y > 0 ? rgb[line - stride + x]! : 0;
      const upLeft = y > 0 && x >= 3 ? rgb[line - stride + x - 3]! : 0;
      const guess = left + up - upLeft;
      const toLeft = Math.abs(guess - left);
      const toUp = Math.abs(guess - up);
      const toUpLeft = Math.abs(guess - upLeft);
      const predicted =
        toLeft <= toUp && toLeft <= toUpLeft ? left : toUp <= toUpLeft ? up : upLeft;
      rows[out + 1 + x] = rgb[line + x]! - predicted;
    }
  }
  return rows;
}
