import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Where a Lambda finds the files it reads at run time (WebAssembly, fonts): its bundle keeps
// copies in a folder beside its index.mjs (infra/constructs/lambda-defaults.ts, bundledFiles);
// the local stack, tests and the bench read the packages' own files from node_modules.

const here = dirname(fileURLToPath(import.meta.url));
const resolvePackageFile = createRequire(import.meta.url).resolve;

/** A file's name in the bundle's folder: its base name (the CDK's copy step names it so). */
export const bundledAssetName = (file: string) => file.slice(file.lastIndexOf('/') + 1);

/** A file's bytes, by its path under node_modules, from the bundle's `dir` when it is there. */
export async function readBundledAsset(dir: string, file: string): Promise<Uint8Array> {
  try {
    return await readFile(join(here, dir, bundledAssetName(file)));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  return readFile(resolvePackageFile(file));
}
