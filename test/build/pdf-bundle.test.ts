import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundledFilesHooks } from '../../infra/constructs/lambda-defaults';
import { lambdaBuildOptions } from '#scripts/bench/lambda-bundles';
import { budgets } from '#scripts/bench/targets';
import { bundledAssetName } from '#lambdas/lib/bundled-asset';
import { documentAssetFiles, documentAssetsDir } from '#shared/operations/document-font-assets';
import { aCertificateView } from '#test/support/certificates';
import { pdftotext } from '#test/support/pdf-tools';

// The PDF Lambda draws in the cloud with HarfBuzz and the Noto fonts (docs/decisions/026-fonts-
// for-every-indian-script.md): its drawers, bundled as the CDK bundles a Lambda, with the
// WebAssembly and fonts the CDK's bundling step copies beside it, draw a certificate for a name
// in Devanagari in a folder with only the runtime's AWS SDK, as /var/task has no node_modules, within the budget for
// its files and its first document in a fresh process (scripts/bench/targets.ts, pdfRender).

const run = promisify(execFile);
const repositoryRoot = resolve('.');
const learnerName = 'प्रिया शर्मा';
let outDir: string;

/**
 * Runs the bundle with Node in its own folder, as Lambda does: the PDF it draws, and how long
 * after the process started it had it.
 */
const runBundle = async () => {
  const { stdout } = await run(process.execPath, [join(outDir, 'index.mjs')], {
    cwd: outDir,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'SILENT' },
    maxBuffer: 10 * 1024 * 1024,
  });
  const { pdfBase64, firstDocumentMs } = JSON.parse(stdout) as {
    pdfBase64: string;
    firstDocumentMs: number;
  };
  return { pdf: new Uint8Array(Buffer.from(pdfBase64, 'base64')), firstDocumentMs };
};

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'techsite-pdf-bundle-'));
  const view = { ...aCertificateView(), learnerName };
  await build({
    ...lambdaBuildOptions,
    absWorkingDir: repositoryRoot,
    stdin: {
      contents: `
        import { handler } from './lambdas/documents/handlers/pdf-render';
        const { pdfBase64 } = await handler({ document: 'certificate', view: ${JSON.stringify(view)} });
        // performance.now() counts from the process's start, so Node's own start is included.
        process.stdout.write(JSON.stringify({ pdfBase64, firstDocumentMs: performance.now() }));
      `,
      resolveDir: repositoryRoot,
      loader: 'ts',
    },
    outfile: join(outDir, 'index.mjs'),
  });
  // The same copy commands the CDK runs after bundling the PDF Lambda (lambda-defaults.ts).
  const hooks = bundledFilesHooks({ dir: documentAssetsDir, files: documentAssetFiles });
  const script = hooks.afterBundling(repositoryRoot, outDir).join(' && ');
  await writeFile(join(outDir, 'copy.sh'), script);
  await run('sh', [join(outDir, 'copy.sh')]);
  // The one package the runtime provides beside /var/task: its AWS SDK (decision 007).
  await mkdir(join(outDir, 'node_modules'));
  await symlink(
    join(repositoryRoot, 'node_modules', '@aws-sdk'),
    join(outDir, 'node_modules', '@aws-sdk'),
  );
}, 60_000);
afterAll(async () => {
  await rm(outDir, { recursive: true, force: true });
});

describe('the PDF drawers, bundled as the PDF Lambda is', () => {
  it('draw a name in Devanagari from the files copied beside the bundle, without our node_modules', async () => {
    const { pdf, firstDocumentMs } = await runBundle();
    const text = await pdftotext(pdf);
    expect(text).toContain(learnerName);
    expect(text).toContain('CERTIFICATE OF COMPLETION');
    expect(firstDocumentMs).toBeLessThan(budgets.pdfRender.firstDocumentMs);
  });

  it('carry files beside the bundle within their budget', async () => {
    const sizes = await Promise.all(
      documentAssetFiles.map(
        async (file) => (await stat(join(outDir, bundledAssetName(file)))).size,
      ),
    );
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThan(budgets.pdfRender.assetBytes);
  });

  it('need those copies: without the fonts the bundle cannot draw', async () => {
    await rm(join(outDir, 'noto-sans-latin-400-normal.woff'));
    await expect(runBundle()).rejects.toThrow(/Cannot find module|ENOENT/);
  });
});
