import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundledAssetName, shareCardAssetsDir } from '#shared/operations/share-card-assets';

// Where the share-card drawer finds its WebAssembly and fonts: the render Lambda's bundle keeps
// copies beside its index.mjs (infra/constructs/site-render.ts copies them); the local stack,
// tests and the bench read the packages' own files from node_modules.

const here = dirname(fileURLToPath(import.meta.url));
const resolvePackageFile = createRequire(import.meta.url).resolve;

/** An asset's bytes, by its path under node_modules (shared/operations/share-card-assets.ts). */
export async function readShareCardAsset(file: string): Promise<Uint8Array> {
  try {
    return await readFile(join(here, shareCardAssetsDir, bundledAssetName(file)));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  return readFile(resolvePackageFile(file));
}
