import { basename, join } from 'node:path';
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import {
  type ICommandHooks,
  NodejsFunction,
  OutputFormat,
  SourceMapMode,
} from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { lambdaEntry } from '#lambdas/api-routes';

// The one place that says how every Lambda is built and run, so a handler's construct only
// says what is particular to it: its entry, its environment and its grants.

export const repositoryRoot = join(import.meta.dirname, '..', '..');

export interface HandlerFunctionOptions {
  /** The Lambda's name in lambdas/api-routes.ts, which says where its handler file is. */
  name: string;
  environment?: Record<string, string>;
  timeout?: Duration;
  memorySize?: number;
  /**
   * Files the handler reads at run time (WebAssembly, fonts), by their path under node_modules:
   * copied into `dir` beside the bundle's index.mjs, as a bundle has no node_modules.
   */
  bundledFiles?: { dir: string; files: string[] };
}

export class LambdaDefaults extends Construct {
  readonly functions: NodejsFunction[] = [];

  /** Creates the Lambda for the handler file of `name` (lambdaEntry) with the shared defaults. */
  handlerFunction(scope: Construct, options: HandlerFunctionOptions): NodejsFunction {
    const id = `${pascalCase(options.name)}Function`;
    // An explicit log group with a retention, instead of the deprecated logRetention custom resource.
    const logGroup = new LogGroup(scope, `${id}Logs`, {
      retention: RetentionDays.ONE_MONTH,
      // Logs are diagnostics, not records: a torn-down stack need not keep them.
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const fn = new NodejsFunction(scope, id, {
      entry: join(repositoryRoot, lambdaEntry(options.name)),
      handler: 'handler',
      projectRoot: repositoryRoot,
      depsLockFilePath: join(repositoryRoot, 'package-lock.json'),
      // The Node major the tests run on (.ci/run); when to move to Node 24: decision 029.
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: options.memorySize ?? 512,
      timeout: options.timeout ?? Duration.seconds(15),
      logGroup,
      // X-Ray for every request; Powertools Tracer adds the AWS and PhonePe calls (lambdas/lib/tracer.ts).
      tracing: Tracing.ACTIVE,
      environment: {
        NODE_OPTIONS: '--enable-source-maps',
        LOG_LEVEL: 'INFO',
        POWERTOOLS_SERVICE_NAME: `techsite-${options.name}`,
        ...options.environment,
      },
      bundling: {
        format: OutputFormat.ESM,
        target: 'node22',
        minify: true,
        sourceMap: true,
        sourceMapMode: SourceMapMode.EXTERNAL,
        sourcesContent: false,
        // The Node 22 runtime's AWS SDK v3, not a bundled copy: it is ~60% of every bundle and of
        // its cold import (docs/decisions/007-runtime-aws-sdk.md). Everything else is bundled.
        externalModules: ['@aws-sdk/*'],
        mainFields: ['module', 'main'],
        // Some dependencies are CommonJS and call require(); ESM output has none of its own.
        banner:
          "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
        ...(options.bundledFiles ? { commandHooks: bundledFilesHooks(options.bundledFiles) } : {}),
      },
    });
    Validations.of(fn).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'Node.js 22 on purpose: the runtime the code is built and tested for; docs/decisions/029-node-22.md says when to move.',
    });
    Validations.of(fn).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason:
        'The AWS-managed basic execution role only lets the function write its own CloudWatch logs.',
    });
    Validations.of(fn).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'Active tracing: X-Ray accepts trace segments only with resource *, which is what CDK grants for Tracing.ACTIVE.',
    });
    this.functions.push(fn);
    return fn;
  }
}

/** The bundling step that copies a handler's run-time files beside its bundle. */
export function bundledFilesHooks({ dir, files }: { dir: string; files: string[] }): ICommandHooks {
  const quote = (path: string) => `'${path.replace(/'/g, `'\\''`)}'`;
  return {
    beforeBundling: () => [],
    beforeInstall: () => [],
    afterBundling: (inputDir, outputDir) => [
      `mkdir -p ${quote(join(outputDir, dir))}`,
      ...files.map(
        (file) =>
          `cp ${quote(join(inputDir, 'node_modules', file))} ${quote(join(outputDir, dir, basename(file)))}`,
      ),
    ],
  };
}

/** `admin-contacts` → `AdminContacts`, as the area's construct ids spell it. */
export function pascalCase(name: string): string {
  return name.replace(/(^|-)([a-z])/g, (_match, _dash: string, letter: string) =>
    letter.toUpperCase(),
  );
}
