import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundledFilesHooks } from '../../infra/constructs/lambda-defaults';
import { lambdaBuildOptions } from '#scripts/bench/lambda-bundles';
import { shareCardAssetFiles, shareCardAssetsDir } from '#shared/operations/share-card-assets';
import { pngSignature, pngSize } from '#test/support/png';

// The render Lambda draws share cards in the cloud (docs/decisions/018-share-cards.md): the
// drawer, bundled as the CDK bundles a Lambda, with the WebAssembly and fonts the CDK's bundling
// step copies beside it, draws a card in a folder with no node_modules, as /var/task has none.

const run = promisify(execFile);
const repositoryRoot = resolve('.');
let outDir: string;

/** Runs the bundle with Node in its own folder, as Lambda does, and answers its output. */
const runBundle = () =>
  run(process.execPath, [join(outDir, 'index.mjs')], {
    cwd: outDir,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'SILENT' },
    maxBuffer: 10 * 1024 * 1024,
  });

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'techsite-share-card-bundle-'));
  await build({
    ...lambdaBuildOptions,
    absWorkingDir: repositoryRoot,
    stdin: {
      contents: `
        import { drawShareCard } from './lambdas/publishing/renderer/share-card';
        const png = await drawShareCard({ brand: 'Nexora Technologies', title: 'Bundled', highlight: '₹34,999' });
        process.stdout.write(Buffer.from(png).toString('base64'));
      `,
      resolveDir: repositoryRoot,
      loader: 'ts',
    },
    outfile: join(outDir, 'index.mjs'),
  });
  // The same copy commands the CDK runs after bundling the render Lambda (lambda-defaults.ts).
  const hooks = bundledFilesHooks({ dir: shareCardAssetsDir, files: shareCardAssetFiles });
  const script = hooks.afterBundling(repositoryRoot, outDir).join(' && ');
  await writeFile(join(outDir, 'copy.sh'), script);
  await run('sh', [join(outDir, 'copy.sh')]);
}, 60_000);
afterAll(async () => {
  await rm(outDir, { recursive: true, force: true });
});

describe('the share-card drawer, bundled as the render Lambda is', () => {
  it('draws a 1200×630 PNG from the files copied beside the bundle, without node_modules', async () => {
    const { stdout } = await runBundle();
    const png = Buffer.from(stdout, 'base64');
    expect([...png.subarray(0, 8)]).toEqual(pngSignature);
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  });

  it('needs those copies: without them the bundle cannot draw', async () => {
    await rm(join(outDir, shareCardAssetsDir), { recursive: true, force: true });
    await expect(runBundle()).rejects.toThrow(/Cannot find module|ENOENT/);
  });
});
