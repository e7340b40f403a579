import type { LighthouseCategory } from './lighthouse-audit';
import type { BenchReport, LiveLatency, TargetResult } from './report-shape';
import { dynamoDbCalls, kilobytes, milliseconds, ratio, score, seconds } from './units';

// Issue 7's targets, and issue 11's for publishing. The byte budgets are also
// enforced by tests (test/build/*-budget.test.ts); the timings and scores only here, since they
// depend on the machine.

export const budgets = {
  homeFirstLoadJsGzipBytes: 90 * 1024,
  lambdaBundleBytes: 500 * 1024,
  /** API p50 at most this many times the bare DynamoDB call's p50. */
  apiP50Ratio: 2,
  lighthouseMinimum: {
    performance: 95,
    accessibility: 100,
    'best-practices': 100,
    seo: 100,
  } satisfies Record<LighthouseCategory, number>,
  /** From the admin API's answer until the post's page shows the change. */
  publishToLive: { p95Ms: 10_000, maxMs: 60_000 },
} as const;

type Measured = Pick<BenchReport, 'routes' | 'lighthouse' | 'api' | 'lambdas'> &
  Partial<Pick<BenchReport, 'publishToLive'>>;

function lighthouseTarget(report: Measured, category: LighthouseCategory): TargetResult {
  const minimum = budgets.lighthouseMinimum[category];
  const goal = minimum === 100 ? '= 100 on every route' : `≥ ${minimum} on every route`;
  const target = `Lighthouse ${category}`;
  if (report.lighthouse.length === 0)
    return { target, goal, measured: 'not measured', pass: false };
  const below = report.lighthouse.filter(
    (route) => Number.isNaN(route.scores[category]) || route.scores[category] < minimum,
  );
  const worst = [...report.lighthouse].sort(
    (a, b) => (a.scores[category] || 0) - (b.scores[category] || 0),
  )[0]!;
  return {
    target,
    goal,
    measured:
      below.length === 0
        ? `lowest ${score(worst.scores[category])} (${worst.path})`
        : below.map((route) => `${route.path} ${score(route.scores[category])}`).join(', '),
    pass: below.length === 0,
  };
}

function homeFirstLoadTarget(report: Measured): TargetResult {
  const home = report.routes.find((route) => route.path === '/');
  const target = 'Home first-load JavaScript';
  const goal = `≤ ${kilobytes(budgets.homeFirstLoadJsGzipBytes)} gzipped`;
  if (!home) return { target, goal, measured: 'not measured', pass: false };
  return {
    target,
    goal,
    measured: `${kilobytes(home.js.gzipBytes)} gzipped`,
    pass: home.js.gzipBytes <= budgets.homeFirstLoadJsGzipBytes,
  };
}

function apiTargets(report: Measured): TargetResult[] {
  const endpoints = [...new Set(report.api.map((row) => row.endpoint))];
  return endpoints.map((endpoint) => {
    const rows = report.api.filter((row) => row.endpoint === endpoint);
    const worst = [...rows].sort((a, b) => (b.p50Ratio || Infinity) - (a.p50Ratio || Infinity))[0]!;
    const pass = rows.every(
      (row) => Number.isFinite(row.p50Ratio) && row.p50Ratio <= budgets.apiP50Ratio,
    );
    return {
      target: `${endpoint} p50 overhead`,
      goal: `≤ ${budgets.apiP50Ratio}× its DynamoDB calls (${dynamoDbCalls(worst.floor.calls)}) made bare, p50, at every concurrency`,
      measured: `worst ${ratio(worst.p50Ratio)} at ${worst.connections} connections`,
      pass,
    };
  });
}

function lambdaTarget(report: Measured): TargetResult {
  const target = 'Lambda bundle size';
  const goal = `every bundle ≤ ${kilobytes(budgets.lambdaBundleBytes)} minified`;
  if (report.lambdas.length === 0) return { target, goal, measured: 'not measured', pass: false };
  const over = report.lambdas.filter((lambda) => lambda.minifiedBytes > budgets.lambdaBundleBytes);
  const largest = [...report.lambdas].sort((a, b) => b.minifiedBytes - a.minifiedBytes)[0]!;
  return {
    target,
    goal,
    measured: `largest ${largest.name} ${kilobytes(largest.minifiedBytes)}; ${over.length} of ${report.lambdas.length} over`,
    pass: over.length === 0,
  };
}

function liveTarget(target: string, latency: LiveLatency | undefined): TargetResult {
  const { p95Ms, maxMs } = budgets.publishToLive;
  const goal = `p95 ≤ ${seconds(p95Ms)} and every one ≤ ${seconds(maxMs)}`;
  if (!latency) return { target, goal, measured: 'not measured', pass: false };
  const never = latency.timedOut ? `; ${latency.timedOut} not live within ${seconds(maxMs)}` : '';
  return {
    target,
    goal,
    measured:
      `p50 ${milliseconds(latency.p50Ms)}, p95 ${milliseconds(latency.p95Ms)}, ` +
      `max ${milliseconds(latency.maxMs)} over ${latency.samplesMs.length}${never}`,
    pass: latency.p95Ms <= p95Ms && latency.maxMs <= maxMs && latency.timedOut === 0,
  };
}

export function evaluateTargets(report: Measured): TargetResult[] {
  return [
    ...(['performance', 'accessibility', 'best-practices', 'seo'] as const).map((category) =>
      lighthouseTarget(report, category),
    ),
    homeFirstLoadTarget(report),
    ...apiTargets(report),
    lambdaTarget(report),
    liveTarget('New post live after publishing', report.publishToLive?.publish),
    liveTarget('Edited post live after saving', report.publishToLive?.edit),
  ];
}
