import { isBuiltin } from 'node:module';
import { join } from 'node:path';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bundleLambdas,
  lambdaBuildOptions,
  lambdaNames,
  type LambdaBundle,
} from '../../scripts/bench/lambda-bundles';
import { budgets } from '../../scripts/bench/targets';

// Issue 7's budget: every Lambda the stack deploys, bundled as the CDK bundles it, is at most
// 500 KB minified. The bench reports the same sizes (scripts/bench/lambda-bundles.ts).

const repositoryRoot = join(import.meta.dirname, '..', '..');

/**
 * The SDK packages our Lambdas may leave to the Node 22 runtime (decision 007). The runtime
 * ships the service clients and these helpers, not every @aws-sdk package (util-retry, for one,
 * is missing), so a new one is added here only once it is known to be there. util-dynamodb is
 * lib-dynamodb's own dependency, so it comes with it.
 */
const runtimeSdkPackages = [
  '@aws-sdk/client-cloudfront',
  '@aws-sdk/client-dynamodb',
  '@aws-sdk/client-s3',
  '@aws-sdk/client-secrets-manager',
  '@aws-sdk/client-sesv2',
  '@aws-sdk/lib-dynamodb',
  '@aws-sdk/s3-request-presigner',
  '@aws-sdk/util-dynamodb',
];

/** The render Lambda (infra/constructs/site-render.ts), which the stack deploys too. */
const renderLambda = 'site-render';

/**
 * Lambdas allowed more than the 500 KB, and why. The render Lambda renders the public site with
 * React (web/src/entry-server.tsx): react-dom/server, the router and every public page are its
 * whole job, about 1.4 MB; it runs on table changes and deploys, never on a visitor's request.
 */
const ownBudgets: Record<string, number> = { [renderLambda]: 1.5 * 1024 * 1024 };

/** One Lambda bundled as bundleLambdas bundles each, for those the bench does not list. */
async function bundleLambda(name: string): Promise<LambdaBundle> {
  const result = await build({
    ...lambdaBuildOptions,
    absWorkingDir: repositoryRoot,
    entryPoints: [join(repositoryRoot, 'lambdas', 'handlers', `${name}.ts`)],
    outfile: join(repositoryRoot, '.lambda-bundles', name, 'index.mjs'),
    write: false,
    metafile: true,
  });
  const [output] = Object.values(result.metafile.outputs).filter((file) => file.entryPoint);
  const code = result.outputFiles.find((file) => file.path.endsWith('index.mjs'));
  if (!output || !code) throw new Error(`esbuild built no bundle for ${name}`);
  const externalImports = output.imports.filter((entry) => entry.external).map((e) => e.path);
  return {
    name,
    minifiedBytes: code.contents.length,
    externalImports: [...new Set(externalImports)].sort(),
  };
}

/** Every Lambda the stack deploys: the bench's list, and the render Lambda until it lists it. */
const deployedLambdas = () => [...new Set([...lambdaNames(), renderLambda])];

let bundles: LambdaBundle[];

beforeAll(async () => {
  bundles = await bundleLambdas();
  if (!bundles.some((bundle) => bundle.name === renderLambda)) {
    bundles.push(await bundleLambda(renderLambda));
  }
}, 120_000);

describe('the Lambda bundles', () => {
  it('bundles every Lambda the stack deploys', () => {
    expect(bundles.map((bundle) => bundle.name)).toEqual(deployedLambdas());
    expect(bundles.length).toBeGreaterThanOrEqual(21);
  });

  it('keeps each at most 500 KB minified, or within its own stated budget', () => {
    const over = bundles
      .filter(
        (bundle) => bundle.minifiedBytes > (ownBudgets[bundle.name] ?? budgets.lambdaBundleBytes),
      )
      .map((bundle) => [bundle.name, bundle.minifiedBytes]);
    expect(over, `over ${budgets.lambdaBundleBytes} bytes or their own budget`).toEqual([]);
  });

  it("leaves only Node's built-ins and the runtime's AWS SDK packages unbundled", () => {
    for (const bundle of bundles) {
      const unexpected = bundle.externalImports.filter(
        (path) => !isBuiltin(path) && !runtimeSdkPackages.includes(path),
      );
      expect(unexpected, bundle.name).toEqual([]);
    }
  });
});
