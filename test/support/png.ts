import { inflateSync } from 'node:zlib';

// Reads a PNG back into pixels, for tests that look at what a drawing put where: 8-bit RGB or
// RGBA, not interlaced (what resvg writes). PNG's format: https://www.w3.org/TR/png/.

export const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export interface DecodedPng {
  width: number;
  height: number;
  /** RGBA, row after row. */
  pixels: Uint8Array;
}

/** The header's width and height (IHDR, the first chunk). */
export function pngSize(png: Uint8Array): { width: number; height: number } {
  const view = Buffer.from(png);
  if (view.toString('latin1', 12, 16) !== 'IHDR') throw new Error('No IHDR chunk first');
  return { width: view.readUInt32BE(16), height: view.readUInt32BE(20) };
}

export function decodePng(png: Uint8Array): DecodedPng {
  const view = Buffer.from(png);
  const { width, height } = pngSize(png);
  const bitDepth = view[24];
  const colourType = view[25];
  const channels = colourType === 6 ? 4 : colourType === 2 ? 3 : 0;
  if (bitDepth !== 8 || channels === 0 || view[28] !== 0) {
    throw new Error(`Unsupported PNG: depth ${bitDepth}, colour type ${colourType}`);
  }
  const data: Buffer[] = [];
  for (let at = 8; at < view.length;) {
    const length = view.readUInt32BE(at);
    if (view.toString('latin1', at + 4, at + 8) === 'IDAT') {
      data.push(view.subarray(at + 8, at + 8 + length));
    }
    at += length + 12;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const rows = new Uint8Array(stride * height);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)]!;
    for (let x = 0; x < stride; x += 1) {
      const value = raw[y * (stride + 1) + 1 + x]!;
      const left = x >= channels ? rows[y * stride + x - channels]! : 0;
      const up = y > 0 ? rows[(y - 1) * stride + x]! : 0;
      const upLeft = y > 0 && x >= channels ? rows[(y - 1) * stride + x - channels]! : 0;
      rows[y * stride + x] = (value + predictor(filter, left, up, upLeft)) & 0xff;
    }
  }
  const pixels = new Uint8Array(width * height * 4);
  for (let index = 0; index < width * height; index += 1) {
    for (let channel = 0; channel < 4; channel += 1) {
      pixels[index * 4 + channel] = channel < channels ? rows[index * channels + channel]! : 255;
    }
  }
  return { width, height, pixels };
}

function predictor(filter: number, left: number, up: number, upLeft: number): number {
  switch (filter) {
    case 0:
      return 0;
    case 1:
      return left;
    case 2:
      return up;
    case 3:
      return Math.floor((left + up) / 2);
    case 4: {
      const estimate = left + up - upLeft;
      const [toLeft, toUp, toUpLeft] = [left, up, upLeft].map((near) => Math.abs(estimate - near));
      return toLeft! <= toUp! && toLeft! <= toUpLeft! ? left : toUp! <= toUpLeft! ? up : upLeft;
    }
    default:
      throw new Error(`Unknown PNG filter ${filter}`);
  }
}

/** True when the two images hold the same pixels inside the rectangle. */
export function sameRegion(
  a: DecodedPng,
  b: DecodedPng,
  region: { x: number; y: number; width: number; height: number },
): boolean {
  for (let y = region.y; y < region.y + region.height; y += 1) {
    const start = (y * a.width + region.x) * 4;
    const end = start + region.width * 4;
    if (Buffer.compare(a.pixels.subarray(start, end), b.pixels.subarray(start, end)) !== 0) {
      return false;
    }
  }
  return true;
}
