// The files the PDF drawers load at run time (lambdas/lib/pdf-fonts/): HarfBuzz's two
// WebAssembly modules (shaping, and subsetting) and the Noto Sans fonts, by their path under
// node_modules. The PDF Lambda's bundle carries copies beside its index.mjs (infra/constructs/
// pdf-render.ts), since a bundle has no node_modules and harfbuzzjs looks for its module beside
// the code that loads it (docs/decisions/026-fonts-for-every-indian-script.md).

/** Beside the bundle's index.mjs, where harfbuzzjs's own loader looks for harfbuzz.wasm. */
export const documentAssetsDir = '.';

/** HarfBuzz for shaping; harfbuzzjs loads it itself. */
export const shapingWasmAsset = 'harfbuzzjs/dist/harfbuzz.wasm';

/** hb-subset, which cuts each embedded font down to the glyphs a document draws. */
export const subsetWasmAsset = 'harfbuzzjs/dist/harfbuzz-subset.wasm';

/** The Indian scripts a name may be written in, each drawn with its own Noto Sans family. */
export const indianScripts = [
  'devanagari',
  'bengali',
  'gurmukhi',
  'gujarati',
  'oriya',
  'tamil',
  'telugu',
  'kannada',
  'malayalam',
] as const;
export type IndianScript = (typeof indianScripts)[number];

/**
 * Noto Sans is split by Fontsource into Unicode ranges: `latin` (ASCII and Western European)
 * and `latin-ext` (Central European letters such as Ł, and the rupee sign ₹), then one family per
 * Indian script.
 */
export const documentFontFamilies = ['latin', 'latin-ext', ...indianScripts] as const;
export type DocumentFontFamily = (typeof documentFontFamilies)[number];

/** Regular and bold, the two weights the documents use. */
export const documentFontWeights = [400, 700] as const;
export type DocumentFontWeight = (typeof documentFontWeights)[number];

/** A family's WOFF file (WOFF rather than WOFF2: WOFF is zlib per table, simply inflated). */
export function documentFontFile(family: DocumentFontFamily, weight: DocumentFontWeight): string {
  if (family === 'latin' || family === 'latin-ext') {
    return `@fontsource/noto-sans/files/noto-sans-${family}-${weight}-normal.woff`;
  }
  return `@fontsource/noto-sans-${family}/files/noto-sans-${family}-${family}-${weight}-normal.woff`;
}

/** Every file of the list, as the bundle's copy step names them. */
export const documentAssetFiles = [
  shapingWasmAsset,
  subsetWasmAsset,
  ...documentFontFamilies.flatMap((family) =>
    documentFontWeights.map((weight) => documentFontFile(family, weight)),
  ),
];
