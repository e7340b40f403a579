import { isBuiltin } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleLambdas, lambdaNames, type LambdaBundle } from '#scripts/bench/lambda-bundles';
import { budgets, lambdaBudgetOf } from '#scripts/bench/targets';

// The bundle budget of docs/benchmarks.md and decision 007: every Lambda the stack deploys, bundled as the CDK bundles it, is at most
// 500 KB minified, or within its own stated budget (budgets.lambdaOwnBundleBytes). The bench
// reports the same sizes (scripts/bench/lambda-bundles.ts).

/**
 * The SDK packages our Lambdas may leave to the Node 22 runtime (decision 007). The runtime
 * ships the service clients and these helpers, not every @aws-sdk package (util-retry, for one,
 * is missing), so a new one is added here only once it is known to be there. util-dynamodb is
 * lib-dynamodb's own dependency, so it comes with it.
 */
const runtimeSdkPackages = [
  '@aws-sdk/client-cloudfront',
  // The learner sign-in's calls to the learner pool (lambdas/learning/learner-pool.ts).
  '@aws-sdk/client-cognito-identity-provider',
  '@aws-sdk/client-dynamodb',
  // Invokes the PDF Lambda (lambdas/documents/pdf-client.ts); the runtime ships every client.
  '@aws-sdk/client-lambda',
  '@aws-sdk/client-s3',
  '@aws-sdk/client-secrets-manager',
  '@aws-sdk/client-sesv2',
  '@aws-sdk/lib-dynamodb',
  '@aws-sdk/s3-request-presigner',
  '@aws-sdk/util-dynamodb',
];

let bundles: LambdaBundle[];

beforeAll(async () => {
  bundles = await bundleLambdas();
}, 120_000);

describe('the Lambda bundles', () => {
  it('bundles every Lambda the stack deploys', () => {
    expect(bundles.map((bundle) => bundle.name)).toEqual(lambdaNames());
    expect(lambdaNames()).toContain('site-render');
    expect(lambdaNames()).toContain('pdf-render');
    expect(lambdaNames()).toContain('money-documents');
    expect(bundles.length).toBeGreaterThanOrEqual(21);
  });

  it('keeps each at most 500 KB minified, or within its own stated budget', () => {
    const over = bundles
      .filter((bundle) => bundle.minifiedBytes > lambdaBudgetOf(bundle.name))
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
