import { existsSync } from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median } from './statistics';

// Lighthouse's default (mobile) configuration, which throttles by simulation, on Debian's
// Chromium. Scores move a few points between runs on two cores, so each route is audited
// several times and every figure reported is its median over those runs.

export const lighthouseCategories = [
  'performance',
  'accessibility',
  'best-practices',
  'seo',
] as const;
export type LighthouseCategory = (typeof lighthouseCategories)[number];

export interface FailedAudit {
  category: LighthouseCategory;
  id: string;
  title: string;
}

export interface LighthouseRoute {
  path: string;
  runs: number;
  /** Median category scores, 0–100. */
  scores: Record<LighthouseCategory, number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /**
   * Lighthouse's measure of the host's speed (higher is faster; it expects about 1,000 or more).
   * Scores from a slow or busy machine are lower than a visitor's phone would give.
   */
  benchmarkIndex: number;
  /** Audits that failed in any run in the categories meant to score 100, to say why. */
  failedAudits: FailedAudit[];
  errors: string[];
}

const chromePath = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((path) =>
  existsSync(path),
);

// Keeps Chromium off the closed network (docs/local-stack.md's browser flags).
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

interface OneRun {
  scores: Partial<Record<LighthouseCategory, number>>;
  lcpMs?: number;
  cls?: number;
  tbtMs?: number;
  benchmarkIndex?: number;
  failedAudits: FailedAudit[];
  error?: string;
}

async function auditOnce(url: string, port: number): Promise<OneRun> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...lighthouseCategories],
  });
  if (!result) return { scores: {}, failedAudits: [], error: 'Lighthouse returned nothing' };
  const { lhr } = result;
  const scores: OneRun['scores'] = {};
  const failedAudits: FailedAudit[] = [];
  for (const category of lighthouseCategories) {
    const entry = lhr.categories[category];
    if (entry?.score !== null && entry?.score !== undefined) scores[category] = entry.score * 100;
    if (category === 'performance' || !entry) continue;
    for (const reference of entry.auditRefs) {
      const audit = lhr.audits[reference.id];
      if (reference.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        failedAudits.push({ category, id: audit.id, title: audit.title });
      }
    }
  }
  return {
    scores,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failedAudits,
    ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
  };
}

function auditSafely(url: string, port: number): Promise<OneRun> {
  return auditOnce(url, port).catch((error: unknown) => ({
    scores: {},
    failedAudits: [],
    error: error instanceof Error ? error.message : String(error),
  }));
}

const medianOf = (values: Array<number | undefined>) =>
  median(values.filter((value): value is number => value !== undefined));

/** Audits each path `runs` times in one Chromium and answers the medians. */
export async function auditRoutes(
  siteUrl: string,
  paths: string[],
  runs: number,
  progress: (message: string) => void = () => undefined,
): Promise<LighthouseRoute[]> {
  if (!chromePath) throw new Error('Chromium is missing: apt-get install -y chromium');
  const chrome = await launch({ chromePath, chromeFlags });
  try {
    const routes: LighthouseRoute[] = [];
    for (const path of paths) {
      const results: OneRun[] = [];
      for (let run = 1; run <= runs; run += 1) {
        progress(`Lighthouse ${path} (${run}/${runs})`);
        let result = await auditSafely(`${siteUrl}${path}`, chrome.port);
        // A lost trace (NO_NAVSTART and the like) happens now and then on a busy machine: one
        // more try, and the error stays in the report if that fails too.
        if (result.error) result = await auditSafely(`${siteUrl}${path}`, chrome.port);
        results.push(result);
      }
      const failed = new Map<string, FailedAudit>();
      for (const audit of results.flatMap((result) => result.failedAudits)) {
        failed.set(`${audit.category}/${audit.id}`, audit);
      }
      routes.push({
        path,
        runs,
        scores: Object.fromEntries(
          lighthouseCategories.map((category) => [
            category,
            medianOf(results.map((result) => result.scores[category])),
          ]),
        ) as Record<LighthouseCategory, number>,
        lcpMs: medianOf(results.map((result) => result.lcpMs)),
        cls: medianOf(results.map((result) => result.cls)),
        tbtMs: medianOf(results.map((result) => result.tbtMs)),
        benchmarkIndex: medianOf(results.map((result) => result.benchmarkIndex)),
        failedAudits: [...failed.values()],
        errors: results.flatMap((result) => (result.error ? [result.error] : [])),
      });
    }
    return routes;
  } finally {
    chrome.kill();
  }
}
