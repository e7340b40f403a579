import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, platform, release, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import * as z from 'zod';
import {
  benchEndpoints,
  benchRequests,
  prepareCheckoutBatch,
  type BenchEndpoint,
  type BenchRequest,
} from './bench/api-endpoints';
import { loadEndpoint, type LoadRun } from './bench/api-load';
import { coldImportMs } from './bench/cold-import';
import type { DynamoDbCalls, RecordedRead } from './bench/dynamodb-call-counter';
import { floorClient, measureFloor, type FloorRun } from './bench/dynamodb-floor';
import { bundleLambdas } from './bench/lambda-bundles';
import { auditRoutes } from './bench/lighthouse-audit';
import type { ApiMeasurement, BenchReport, LambdaMeasurement } from './bench/report-shape';
import { renderMarkdown } from './bench/report-markdown';
import { measurePublishToLive } from './bench/publish-to-live';
import { measureRouteWeights } from './bench/route-weights';
import { measureSiteRenderScaling } from './bench/site-render-scaling';
import { dynamoDbCalls, refusedAnswers } from './bench/units';
import { summarizeLatencies } from './bench/statistics';
import { evaluateTargets } from './bench/targets';
import { startThrowAwayStack, type BenchStack } from './bench/throwaway-stack';
import { visitorAddresses } from './bench/visitors';
import { buildWeb, webBuildIsStale } from './local/web-build';

// `npm run bench`: builds the web, starts the local stack on free ports with a throw-away data
// folder, and writes bench/report.md and bench/report.json (docs/benchmarks.md explains them).

const options = z
  .object({
    BENCH_SECONDS: z.coerce.number().positive().default(5),
    BENCH_LIGHTHOUSE_RUNS: z.coerce.number().int().positive().default(3),
    BENCH_COLD_IMPORT_SAMPLES: z.coerce.number().int().positive().default(5),
    BENCH_PUBLISH_POSTS: z.coerce.number().int().min(0).default(20),
    /** posts:courses of each whole-site render, e.g. "10:5,100:20"; empty skips the renders. */
    BENCH_RENDER_SIZES: z
      .string()
      .regex(/^(\d+:\d+(,\d+:\d+)*)?$/, 'posts:courses,posts:courses,…')
      .default('10:5,100:20,1000:50')
      .transform((sizes) =>
        sizes
          .split(',')
          .filter(Boolean)
          .map((size) => {
            const [posts, courses] = size.split(':').map(Number);
            return { posts: posts!, courses: courses! };
          })
          .sort((a, b) => a.posts - b.posts),
      ),
    TECHSITE_REUSE_WEB_BUILD: z.string().optional(),
  })
  .parse(process.env);
const connectionLevels = [1, 10, 50];
const webRoot = resolve('dist/web');
const outDir = resolve('bench');
const began = performance.now();
const log = (message: string) =>
  console.log(
    `[bench ${((performance.now() - began) / 1000).toFixed(0).padStart(4)} s] ${message}`,
  );

async function measureLambdas(): Promise<LambdaMeasurement[]> {
  // Inside the repository, so a bundle finds the AWS SDK in node_modules as a deployed one finds
  // the Node 22 runtime's (the SDK is external, infra/constructs/lambda-defaults.ts).
  await mkdir(resolve('.scratch'), { recursive: true });
  const dir = await mkdtemp(join(resolve('.scratch'), 'bench-lambdas-'));
  try {
    const bundles = await bundleLambdas({ outDir: dir });
    const measured: LambdaMeasurement[] = [];
    // One at a time: parallel imports would measure each other.
    for (const bundle of bundles) {
      log(`Cold import of ${bundle.name}`);
      measured.push({
        name: bundle.name,
        minifiedBytes: bundle.minifiedBytes,
        coldImportMs: await coldImportMs(bundle.file!, options.BENCH_COLD_IMPORT_SAMPLES),
      });
    }
    return measured;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The pages the bench measures (docs/benchmarks.md): home, services, a post, a project, the catalogue and a course. */
function lighthousePaths(paths: string[]): string[] {
  const first = (prefix: string) => {
    const path = paths.find((candidate) => candidate.startsWith(prefix));
    if (!path) throw new Error(`No public route starts with ${prefix}`);
    return path;
  };
  return ['/', '/services', first('/blog/'), '/portfolio/1', '/learning', first('/learning/')];
}

/** How many API-then-floor slices a run is cut into (see `alternate`). */
const slicesPerRun = 3;

/**
 * Runs `measure` (an API slice, then its floor) `slicesPerRun` times over `seconds` in all and
 * pools what each measured: the API and its floor then share the machine's ups and downs, which
 * on a shared VM move a single run's figures by a third.
 */
async function alternate(
  seconds: number,
  measure: (sliceSeconds: number) => Promise<{ load: LoadRun; floor: FloorRun }>,
): Promise<{ load: LoadRun; floor: FloorRun }> {
  const load: LoadRun = { latenciesMs: [], elapsedMs: 0, statuses: {}, non2xx: 0, errors: 0 };
  const floor: FloorRun = { latenciesMs: [], elapsedMs: 0 };
  for (let slice = 0; slice < slicesPerRun; slice += 1) {
    const measured = await measure(seconds / slicesPerRun);
    load.latenciesMs.push(...measured.load.latenciesMs);
    load.elapsedMs += measured.load.elapsedMs;
    load.non2xx += measured.load.non2xx;
    load.errors += measured.load.errors;
    for (const [status, count] of Object.entries(measured.load.statuses)) {
      load.statuses[status] = (load.statuses[status] ?? 0) + count;
    }
    floor.latenciesMs.push(...measured.floor.latenciesMs);
    floor.elapsedMs += measured.floor.elapsedMs;
  }
  return { load, floor };
}

/**
 * The DynamoDB calls one request to `endpoint` makes, averaged over a few sent one by one, and
 * the reads of the last of them, as sent.
 */
async function callsPerRequest(
  stack: BenchStack,
  siteUrl: string,
  endpoint: BenchEndpoint,
  nextRequest: () => BenchRequest,
): Promise<{ calls: DynamoDbCalls; reads: RecordedRead[] }> {
  const requests = 20;
  const before = await stack.dynamoDbCalls();
  const load = await loadEndpoint({
    siteUrl,
    endpoint,
    connections: 1,
    amount: requests,
    nextRequest,
  });
  const after = await stack.dynamoDbCalls();
  const refused = refusedAnswers(load);
  // Counted from refused requests, the calls would be those of the refusal.
  if (refused.count) log(`${endpoint.name}: ${refused.byStatus} while counting its calls`);
  const answered = Math.max(1, load.latenciesMs.length);
  // Rounded: the scheduled reconcile job may add a call or two of its own meanwhile.
  const perRequest = (field: keyof DynamoDbCalls) =>
    Math.round((after[field] - before[field]) / answered);
  const calls = {
    reads: perRequest('reads'),
    writes: perRequest('writes'),
    transactions: perRequest('transactions'),
    transactionItems: perRequest('transactionItems'),
  };
  return { calls, reads: await stack.dynamoDbReads(calls.reads) };
}

async function measureApi(stack: BenchStack): Promise<ApiMeasurement[]> {
  // The load goes to the IPv4 loopback directly: no name lookup in the figures.
  const siteUrl = stack.siteUrl.replace('//localhost:', '//127.0.0.1:');
  const db = floorClient(stack.dynamoDbEndpoint);
  try {
    const checkout = await prepareCheckoutBatch(siteUrl, db, stack.tableName);
    const readKey = { pk: `COURSE#${checkout.courseSlug}`, sk: 'COURSE' };
    const nextVisitor = visitorAddresses();
    const rows: ApiMeasurement[] = [];
    for (const endpoint of benchEndpoints(checkout)) {
      const nextRequest = benchRequests(endpoint, nextVisitor);
      // A short unmeasured warm-up, so the first run does not measure JIT compilation.
      log(`Warming up ${endpoint.name}`);
      await loadEndpoint({ siteUrl, endpoint, connections: 10, amount: 200, nextRequest });
      const { calls, reads } = await callsPerRequest(stack, siteUrl, endpoint, nextRequest);
      log(`${endpoint.name} makes ${dynamoDbCalls(calls)} per request`);
      const floorOptions = { db, tableName: stack.tableName, calls, reads, readKey };
      await measureFloor({ ...floorOptions, count: 200, concurrency: 10 });
      for (const connections of connectionLevels) {
        log(`${endpoint.name}: ${connections} connection(s) for ${options.BENCH_SECONDS} s`);
        const { load, floor } = await alternate(options.BENCH_SECONDS, async (seconds) => {
          const slice = await loadEndpoint({
            siteUrl,
            endpoint,
            connections,
            seconds,
            nextRequest,
          });
          const floorSlice = await measureFloor({
            ...floorOptions,
            count: Math.max(1, slice.latenciesMs.length),
            concurrency: connections,
          });
          return { load: slice, floor: floorSlice };
        });
        const api = summarizeLatencies(load.latenciesMs, load.elapsedMs);
        const floorSummary = summarizeLatencies(floor.latenciesMs, floor.elapsedMs);
        rows.push({
          endpoint: endpoint.name,
          connections,
          api: { ...api, non2xx: load.non2xx, statuses: load.statuses, errors: load.errors },
          floor: { ...floorSummary, calls },
          p50Ratio: api.p50Ms / floorSummary.p50Ms,
        });
        const refused = refusedAnswers(load);
        log(
          `${endpoint.name}: ${api.requests + load.errors} requests at ${connections} ` +
            `connection(s), ${refused.count} not 2xx${refused.count ? ` (${refused.byStatus})` : ''}`,
        );
      }
    }
    return rows;
  } finally {
    db.destroy();
  }
}

async function main() {
  const reuse = options.TECHSITE_REUSE_WEB_BUILD === '1';
  if (!reuse && webBuildIsStale(webRoot)) {
    log('Building the web app');
    buildWeb();
  } else {
    log('The web build in dist/web is current; using it');
  }

  const loadAverage: BenchReport['loadAverage'] = {
    lambdas: loadavg()[0]!,
    lighthouse: Number.NaN,
    api: Number.NaN,
    publishToLive: Number.NaN,
    siteRender: Number.NaN,
  };
  log('Bundling the Lambdas as the CDK does');
  const lambdas = await measureLambdas();

  log('Starting the local stack');
  const stack = await startThrowAwayStack(webRoot);
  // Ctrl-C still stops the emulators and removes the throw-away data folder.
  process.once('SIGINT', () => void stack.stop().finally(() => process.exit(130)));
  const notMeasured: string[] = [];
  let routes: BenchReport['routes'] = [];
  let paths: string[] = [];
  let lighthouse: BenchReport['lighthouse'] = [];
  let api: ApiMeasurement[] = [];
  let publishToLive: BenchReport['publishToLive'];
  let siteRender: BenchReport['siteRender'];
  const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
  try {
    log(`Local stack ready at ${stack.siteUrl}`);
    paths = await stack.publicPaths();
    log(`Measuring first-load bytes of the ${paths.length} pages the stack rendered`);
    routes = await measureRouteWeights({ webRoot, pagesDir: stack.pagesDir, paths });
    loadAverage.lighthouse = loadavg()[0]!;
    // The site as `npm start` serves it: compressed and cached as CloudFront does.
    try {
      lighthouse = await auditRoutes(
        stack.siteUrl,
        lighthousePaths(paths),
        options.BENCH_LIGHTHOUSE_RUNS,
        log,
      );
    } catch (error) {
      notMeasured.push(`Lighthouse: ${reasonOf(error)}`);
    }
    loadAverage.api = loadavg()[0]!;
    api = await measureApi(stack);

    if (options.BENCH_PUBLISH_POSTS > 0) {
      log(`Publishing ${options.BENCH_PUBLISH_POSTS} posts, timing each until its page is live`);
      loadAverage.publishToLive = loadavg()[0]!;
      try {
        publishToLive = await measurePublishToLive(stack, {
          posts: options.BENCH_PUBLISH_POSTS,
          log,
        });
      } catch (error) {
        notMeasured.push(`Publish → page live: ${reasonOf(error)}`);
      }
    }
    if (options.BENCH_RENDER_SIZES.length > 0) {
      log('Rendering the whole site from tables of growing size');
      loadAverage.siteRender = loadavg()[0]!;
      try {
        siteRender = await measureSiteRenderScaling({
          dynamoDbEndpoint: stack.dynamoDbEndpoint,
          webRoot,
          sizes: options.BENCH_RENDER_SIZES,
          log,
        });
      } catch (error) {
        notMeasured.push(`Whole-site render: ${reasonOf(error)}`);
      }
    }
  } finally {
    log('Stopping the local stack');
    await stack.stop();
  }

  const cpuList = cpus();
  const measured = { routes, lighthouse, api, lambdas, publishToLive, siteRender };
  const report: BenchReport = {
    generatedAt: new Date().toISOString(),
    machine: {
      cpus: cpuList.length,
      cpuModel: cpuList[0]?.model.trim() ?? 'unknown',
      memoryGb: Math.round(totalmem() / 1024 ** 3),
      node: process.version,
      platform: `${platform()} ${release()}`,
    },
    loadAverage,
    settings: {
      benchSeconds: options.BENCH_SECONDS,
      connections: connectionLevels,
      lighthouseRuns: options.BENCH_LIGHTHOUSE_RUNS,
      publishPosts: options.BENCH_PUBLISH_POSTS,
      renderSizes: options.BENCH_RENDER_SIZES,
    },
    durationSeconds: (performance.now() - began) / 1000,
    ...measured,
    targets: evaluateTargets(measured),
    notMeasured,
  };
  await mkdir(outDir, { recursive: true });
  await writeFile(join(outDir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(join(outDir, 'report.md'), renderMarkdown(report));
  const failed = report.targets.filter((target) => !target.pass);
  log(`Wrote bench/report.md and bench/report.json in ${Math.round(report.durationSeconds)} s`);
  for (const target of report.targets) {
    console.log(`  ${target.pass ? 'pass' : 'FAIL'}  ${target.target}: ${target.measured}`);
  }
  // The report is the product of this command; failed targets are in it, not an exit code.
  if (failed.length) console.log(`  ${failed.length} target(s) not met`);
}

await main();
