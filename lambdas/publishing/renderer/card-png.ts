import { crc32, deflateSync } from 'node:zlib';

// The share card's last step when it shows a picture (docs/decisions/018-share-cards.md): the
// picture, drawn once per render to the panel's size, is laid over the card's own pixels here
// and the whole is written as PNG, so resvg never decodes, clips and masks the picture again for
// every card that shows it. PNG's format: https://www.w3.org/TR/png/.

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
 * column `left`: the panel's colours over the card's as its alpha says. Each row is written with
 * PNG's "sub" filter (each byte less the one a pixel to its left), which suits the card's smooth
 * gradient and costs one pass; the same pixels always give the same bytes.
 */
export function opaquePng(card: Pixels, panel?: { left: number; pixels: Pixels }): Uint8Array {
  const { width, height, rgba } = card;
  const stride = width * 3 + 1;
  const rows = Buffer.alloc(stride * height);
  const right = panel ? panel.left + panel.pixels.width : 0;
  for (let y = 0; y < height; y += 1) {
    let at = y * stride;
    rows[at++] = 1;
    let [leftRed, leftGreen, leftBlue] = [0, 0, 0];
    for (let x = 0; x < width; x += 1) {
      const from = (y * width + x) * 4;
      let [red, green, blue] = [rgba[from]!, rgba[from + 1]!, rgba[from + 2]!];
      if (panel && x >= panel.left && x < right && y < panel.pixels.height) {
        const over = panel.pixels.rgba;
        const on = (y * panel.pixels.width + x - panel.left) * 4;
        const cover = 255 - over[on + 3]!;
        red = over[on]! + Math.round((red * cover) / 255);
        green = over[on + 1]! + Math.round((green * cover) / 255);
        blue = over[on + 2]! + Math.round((blue * cover) / 255);
      }
      rows[at++] = red - leftRed;
      rows[at++] = green - leftGreen;
      rows[at++] = blue - leftBlue;
      [leftRed, leftGreen, leftBlue] = [red, green, blue];
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', new Uint8Array()),
  ]);
}
