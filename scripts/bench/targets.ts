import type { LighthouseCategory } from './lighthouse-audit';
import type {
  ApiMeasurement,
  BenchReport,
  LiveLatency,
  SiteRenderRun,
  TargetResult,
} from './report-shape';
import {
  dynamoDbCalls,
  kilobytes,
  milliseconds,
  ratio,
  refusedAnswers,
  score,
  seconds,
} from './units';

// The targets of docs/benchmarks.md: the first ones, those for publishing and rendering
// (decision 008), and the tighter ones for a slow phone (first paint, first-load JavaScript, the public reads' overhead). The byte budgets
// are also enforced by tests (test/build/*-budget.test.ts); the timings and scores only here,
// since they depend on the machine.

export const budgets = {
  /**
   * 80 KB until 2026-11-27; 82 KB since the header measures the room its links need (so no page
   * scrolls sideways at any width) and a section's not-found page hydrates as itself: about
   * 0.9 KB that the first paint itself needs; 82.5 KB since the site's repeated shapes are made
   * once, which names more shared chunks in the entry's preload map (about 0.25 KB;
   * docs/decisions/013-own-router.md, Consequences).
   */
  homeFirstLoadJsGzipBytes: 82.5 * 1024,
  lambdaBundleBytes: 500 * 1024,
  /**
   * Lambdas allowed more, and why. The render Lambda renders the public site with React
   * (web/src/entry-server.tsx): react-dom/server, the router and every public page are its whole
   * job, about 1.4 MB, and Powertools Tracer (X-Ray) another 0.13 MB, as in every Lambda; it runs
   * on table changes and deploys, never on a visitor's request. It also draws each page's share
   * card (docs/decisions/018-share-cards.md): satori's standalone build, whose text shaping carries
   * HarfBuzz's WebAssembly as 0.5 MB of base64, is 0.94 MB and its font parser 0.12 MB; resvg's
   * WebAssembly and the fonts lie beside the bundle, not in it. The PDF Lambda draws every
   * document with pdf-lib, which brings its standard fonts' metrics and pako (0.43 MB of its
   * 0.57 MB), HarfBuzz's JavaScript (0.04 MB) and the QR code drawer (0.02 MB); HarfBuzz's
   * WebAssembly and the Noto fonts lie beside it (pdfRender.assetBytes, decision 026).
   */
  lambdaOwnBundleBytes: {
    'site-render': 2.75 * 1024 * 1024,
    'pdf-render': 600 * 1024,
  } as Record<string, number>,
  /**
   * The PDF Lambda's files beside its bundle (HarfBuzz's two WebAssembly modules, 1.1 MB, and
   * Noto Sans in Latin and nine Indian scripts, two weights, 1.0 MB of WOFF), and its first
   * document in a fresh process, from its start: import, HarfBuzz's start, the fonts read and
   * decoded, shaped, subset and saved (0.3 s on an idle core, 1.2–1.4 s on this machine under a
   * load of 9; docs/benchmarks.md). Checked by test/build/pdf-bundle.test.ts, on shared machines.
   */
  pdfRender: { assetBytes: 2.5 * 1024 * 1024, firstDocumentMs: 2000 },
  /**
   * The most of an API target's answers, over all its runs, that may be outside 2xx (or none at
   * all): a run whose requests the product refused measured the refusal, not the handler.
   */
  apiRefusedShare: 0.01,
  /** API p50 at most this many times that of its DynamoDB calls made bare. */
  apiP50Ratio: { default: 2, 'GET /api/courses': 1.5, 'GET /api/blog': 1.5 } as Record<
    string,
    number
  >,
  lighthouseMinimum: {
    performance: 98,
    accessibility: 100,
    'best-practices': 100,
    seo: 100,
  } satisfies Record<LighthouseCategory, number>,
  /** Largest Contentful Paint, Lighthouse's mobile defaults, median of the runs, every route. */
  lcpMs: 1200,
  /** From the admin API's answer until the post's page shows the change. */
  publishToLive: { p95Ms: 10_000, maxMs: 60_000 },
  /**
   * A whole-site render of 1,000 posts, well inside the render Lambda's 15 minutes; and its time
   * per page at the largest size at most this many times that at the smallest (linear growth).
   */
  siteRender: { posts: 1000, maxSeconds: 300, lambdaLimitSeconds: 900, perPageGrowth: 2 },
} as const;

type Measured = Pick<BenchReport, 'routes' | 'lighthouse' | 'api' | 'lambdas'> &
  Partial<Pick<BenchReport, 'publishToLive' | 'siteRender'>>;

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

function lcpTarget(report: Measured): TargetResult {
  const target = 'Largest Contentful Paint';
  const goal = `≤ ${milliseconds(budgets.lcpMs)} on every route (mobile, median)`;
  if (report.lighthouse.length === 0)
    return { target, goal, measured: 'not measured', pass: false };
  const slowest = [...report.lighthouse].sort(
    (a, b) => (b.lcpMs || Infinity) - (a.lcpMs || Infinity),
  )[0]!;
  return {
    target,
    goal,
    measured: `slowest ${milliseconds(slowest.lcpMs)} (${slowest.path})`,
    pass: report.lighthouse.every(
      (route) => Number.isFinite(route.lcpMs) && route.lcpMs <= budgets.lcpMs,
    ),
  };
}

/** The p50 ratio `endpoint` is allowed over its bare DynamoDB calls. */
export const apiRatioOf = (endpoint: string) =>
  budgets.apiP50Ratio[endpoint] ?? budgets.apiP50Ratio.default!;

/** The answers of an endpoint's runs pooled: per status, outside 2xx, and with no answer. */
function pooledAnswers(rows: readonly ApiMeasurement[]) {
  const pooled = { statuses: {} as Record<string, number>, non2xx: 0, errors: 0, total: 0 };
  for (const { api } of rows) {
    for (const [status, count] of Object.entries(api.statuses)) {
      pooled.statuses[status] = (pooled.statuses[status] ?? 0) + count;
    }
    pooled.non2xx += api.non2xx;
    pooled.errors += api.errors;
    pooled.total += api.requests + api.errors;
  }
  return pooled;
}

function apiTargets(report: Measured): TargetResult[] {
  const endpoints = [...new Set(report.api.map((row) => row.endpoint))];
  return endpoints.map((endpoint) => {
    const rows = report.api.filter((row) => row.endpoint === endpoint);
    const worst = [...rows].sort((a, b) => (b.p50Ratio || Infinity) - (a.p50Ratio || Infinity))[0]!;
    const allowed = apiRatioOf(endpoint);
    const fastEnough = rows.every(
      (row) => Number.isFinite(row.p50Ratio) && row.p50Ratio <= allowed,
    );
    const answers = pooledAnswers(rows);
    const refused = refusedAnswers(answers);
    const accepted = answers.total > 0 && refused.count <= answers.total * budgets.apiRefusedShare;
    const notAccepted =
      `${refused.count} of ${answers.total} answers not 2xx` +
      (refused.count ? ` (${percent(refused.count, answers.total)}; ${refused.byStatus})` : '');
    return {
      target: `${endpoint} p50 overhead`,
      goal:
        `≤ ${allowed}× its DynamoDB calls (${dynamoDbCalls(worst.floor.calls)}) made bare, p50, ` +
        `at every concurrency; ≤ ${budgets.apiRefusedShare * 100}% of answers not 2xx`,
      measured: `worst ${ratio(worst.p50Ratio)} at ${worst.connections} connections; ${notAccepted}`,
      pass: fastEnough && accepted,
      answers: {
        ...answers.statuses,
        ...(answers.errors ? { 'no answer': answers.errors } : {}),
      },
    };
  });
}

/** "2%", "0.5%": `part` of `whole` (more than none). */
const percent = (part: number, whole: number) => `${Number(((part / whole) * 100).toFixed(1))}%`;

/** A Lambda's bundle budget: its own where it has one, else the common one. */
export const lambdaBudgetOf = (name: string) =>
  budgets.lambdaOwnBundleBytes[name] ?? budgets.lambdaBundleBytes;

function lambdaTarget(report: Measured): TargetResult {
  const target = 'Lambda bundle size';
  const goal = `every bundle ≤ ${kilobytes(budgets.lambdaBundleBytes)} minified (site-render ≤ ${kilobytes(lambdaBudgetOf('site-render'))}, pdf-render ≤ ${kilobytes(lambdaBudgetOf('pdf-render'))})`;
  if (report.lambdas.length === 0) return { target, goal, measured: 'not measured', pass: false };
  const over = report.lambdas.filter(
    (lambda) => lambda.minifiedBytes > lambdaBudgetOf(lambda.name),
  );
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

/**
 * The seconds a render of `posts` posts takes: measured when a run had that many, else
 * extrapolated from the largest run along the growth between the two largest (never below
 * linear), with the other pages as many as they were.
 */
export function projectedRenderSeconds(
  runs: readonly SiteRenderRun[],
  posts: number,
): { seconds: number; measured: boolean } | undefined {
  const measured = runs.find((run) => run.posts === posts);
  if (measured) return { seconds: measured.seconds, measured: true };
  const largest = runs.at(-1);
  if (!largest || largest.posts === 0) return undefined;
  const pages = largest.pages - largest.posts + posts;
  return {
    seconds: largest.seconds * (pages / largest.pages) ** renderGrowthExponent(runs),
    measured: false,
  };
}

/**
 * How the render time grows with the pages between the two largest runs: 1 is linear, 2 is
 * quadratic (time ∝ pages^k); 1 when there is only one run, and never below 1.
 */
export function renderGrowthExponent(runs: readonly SiteRenderRun[]): number {
  const [smaller, larger] = runs.slice(-2);
  if (!smaller || !larger || larger.pages <= smaller.pages) return 1;
  const exponent =
    Math.log(larger.seconds / smaller.seconds) / Math.log(larger.pages / smaller.pages);
  return Number.isFinite(exponent) ? Math.max(1, exponent) : 1;
}

/** The most posts a render finishes within `limitSeconds`, along the same growth. */
export function postsWithinSeconds(runs: readonly SiteRenderRun[], limitSeconds: number): number {
  const largest = runs.at(-1);
  if (!largest || largest.seconds <= 0) return Number.NaN;
  const pages =
    largest.pages * (limitSeconds / largest.seconds) ** (1 / renderGrowthExponent(runs));
  return Math.floor(pages - (largest.pages - largest.posts));
}

function renderTimeTarget(runs: readonly SiteRenderRun[] | undefined): TargetResult {
  const { posts, maxSeconds, lambdaLimitSeconds } = budgets.siteRender;
  const target = `Whole-site render of ${posts.toLocaleString('en')} posts`;
  const goal = `≤ ${seconds(maxSeconds * 1000)} (the render Lambda stops at ${seconds(lambdaLimitSeconds * 1000)})`;
  const projected = runs && projectedRenderSeconds(runs, posts);
  if (!runs || !projected) return { target, goal, measured: 'not measured', pass: false };
  const how = projected.measured ? '' : ` projected from ${runs.at(-1)!.posts} posts`;
  return {
    target,
    goal,
    measured: `${seconds(projected.seconds * 1000)}${how}`,
    pass: projected.seconds <= maxSeconds,
  };
}

function renderGrowthTarget(runs: readonly SiteRenderRun[] | undefined): TargetResult {
  const { perPageGrowth } = budgets.siteRender;
  const target = 'Whole-site render grows linearly';
  const goal = `time per page at the largest size ≤ ${perPageGrowth}× that at the smallest`;
  const smallest = runs?.[0];
  const largest = runs?.at(-1);
  if (!smallest || !largest || largest === smallest) {
    return { target, goal, measured: 'not measured (needs two sizes)', pass: false };
  }
  const growth = largest.msPerPage / smallest.msPerPage;
  return {
    target,
    goal,
    measured:
      `${milliseconds(smallest.msPerPage)} per page at ${smallest.posts} posts, ` +
      `${milliseconds(largest.msPerPage)} at ${largest.posts} (${ratio(growth)})`,
    pass: growth <= perPageGrowth,
  };
}

export function evaluateTargets(report: Measured): TargetResult[] {
  return [
    ...(['performance', 'accessibility', 'best-practices', 'seo'] as const).map((category) =>
      lighthouseTarget(report, category),
    ),
    lcpTarget(report),
    homeFirstLoadTarget(report),
    ...apiTargets(report),
    lambdaTarget(report),
    liveTarget('New post live after publishing', report.publishToLive?.publish),
    liveTarget('Edited post live after saving', report.publishToLive?.edit),
    renderTimeTarget(report.siteRender),
    renderGrowthTarget(report.siteRender),
  ];
}
