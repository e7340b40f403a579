import { stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { build, type BuildOptions } from 'esbuild';
import { apiAreas, jobLambdas, lambdaEntry } from '#lambdas/api-routes';

// Builds every Lambda exactly as the CDK does (infra/constructs/lambda-defaults.ts, whose
// NodejsFunction turns these bundling options into esbuild flags), so the sizes the bench
// reports and the budget test checks are the sizes that get deployed.

const repositoryRoot = join(import.meta.dirname, '..', '..');

/**
 * lambda-defaults.ts's `bundling`, as the esbuild options NodejsFunction passes: ESM, node22,
 * minified, external source maps without sources, the AWS SDK external (the runtime's), and the
 * banner that gives ESM output a `require` for CommonJS dependencies. Keep the two in step.
 */
export const lambdaBuildOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  minify: true,
  sourcemap: 'external',
  sourcesContent: false,
  external: ['@aws-sdk/*'],
  mainFields: ['module', 'main'],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'error',
} satisfies BuildOptions;

export interface LambdaBundle {
  /** The Lambda's name; lambdaEntry says where its handler file is. */
  name: string;
  /** The built index.mjs (only when bundled to disk). */
  file?: string;
  minifiedBytes: number;
  /** What the bundle still imports at run time: Node's built-ins and the runtime's AWS SDK. */
  externalImports: string[];
}

/**
 * Every Lambda the stack deploys: one per API area, the scheduled reconcile job, the site
 * renderer and the PDF renderer (infra/constructs/pdf-render.ts).
 */
export function lambdaNames(): string[] {
  return [...apiAreas.map((area) => area.name), ...Object.keys(jobLambdas)];
}

/**
 * Bundles every Lambda in one esbuild run (it parses the shared code and the SDK once; without
 * code splitting each output is still a whole, standalone bundle). With `outDir`, each lands in
 * <outDir>/<name>/index.mjs, as the CDK's asset does; without, it stays in memory.
 */
export async function bundleLambdas(options: { outDir?: string } = {}): Promise<LambdaBundle[]> {
  const names = lambdaNames();
  // Without outDir nothing is written; the path only names the in-memory outputs.
  const outdir = options.outDir ?? join(repositoryRoot, '.lambda-bundles');
  const result = await build({
    ...lambdaBuildOptions,
    absWorkingDir: repositoryRoot,
    entryPoints: Object.fromEntries(
      names.map((name) => [`${name}/index`, join(repositoryRoot, lambdaEntry(name))]),
    ),
    outdir,
    outExtension: { '.js': '.mjs' },
    write: Boolean(options.outDir),
    metafile: true,
  });
  const externalImportsOf = (file: string) => {
    const output = result.metafile.outputs[relative(repositoryRoot, file)];
    if (!output) throw new Error(`esbuild's metafile names no ${file}`);
    const paths = output.imports.filter((entry) => entry.external).map((entry) => entry.path);
    return [...new Set(paths)].sort();
  };
  return Promise.all(
    names.map(async (name): Promise<LambdaBundle> => {
      const file = join(outdir, name, 'index.mjs');
      const externalImports = externalImportsOf(file);
      if (options.outDir) {
        return { name, file, minifiedBytes: (await stat(file)).size, externalImports };
      }
      const code = result.outputFiles?.find((output) => output.path === file);
      if (!code) throw new Error(`esbuild built no ${file} for ${name}`);
      return { name, minifiedBytes: code.contents.length, externalImports };
    }),
  );
}
