import { readBundledAsset } from '#lambdas/lib/bundled-asset';
import { shareCardAssetsDir } from '#shared/operations/share-card-assets';

// Where the share-card drawer finds its WebAssembly and fonts: the render Lambda's bundle keeps
// copies beside its index.mjs (infra/constructs/site-render.ts copies them); the local stack,
// tests and the bench read the packages' own files from node_modules.

/** An asset's bytes, by its path under node_modules (shared/operations/share-card-assets.ts). */
export const readShareCardAsset = (file: string): Promise<Uint8Array> =>
  readBundledAsset(shareCardAssetsDir, file);
