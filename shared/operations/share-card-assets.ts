// The files the share-card drawer loads at run time (lambdas/publishing/renderer/share-card.ts):
// two WebAssembly modules and the font, by their path under node_modules. The render Lambda's
// bundle carries copies in `shareCardAssetsDir` beside its index.mjs (infra/constructs/
// site-render.ts), as a bundle has no node_modules (docs/decisions/018-share-cards.md).

export const shareCardAssetsDir = 'share-card-assets';

/** satori's layout engine (its standalone build leaves it out of the JavaScript). */
export const layoutWasmAsset = 'satori/layout.wasm';

/** resvg, which turns satori's SVG into PNG: WebAssembly, so the ARM64 Lambda needs no binary. */
export const rasterWasmAsset = '@resvg/resvg-wasm/index_bg.wasm';

/**
 * Inter, a close match for the system sans-serif the site is set in (it has no web font of its
 * own), as WOFF (satori reads no WOFF2). Latin-ext holds the rupee sign; it is a family of its
 * own, the fallback of the first, as satori reads only one font per family and weight.
 */
export const fontFamilies = { latin: 'Inter', 'latin-ext': 'InterLatinExt' } as const;

export const fontAssets = [400, 700, 800].flatMap((weight) =>
  (['latin', 'latin-ext'] as const).map((subset) => ({
    file: `@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`,
    family: fontFamilies[subset],
    weight: weight as 400 | 700 | 800,
  })),
);

/** Every file of the list, as the bundle's copy step names them. */
export const shareCardAssetFiles = [
  layoutWasmAsset,
  rasterWasmAsset,
  ...fontAssets.map((font) => font.file),
];
