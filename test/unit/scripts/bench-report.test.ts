import { describe, expect, it } from 'vitest';
import { checkoutRequest } from '#shared/checkout/checkout-requests';
import { contactRequest } from '#shared/forms/contact';
import { normalizeIndianMobile } from '#shared/phone-number';
import { benchEndpoints, benchRequests } from '#scripts/bench/api-endpoints';
import { floorRequest } from '#scripts/bench/dynamodb-floor';
import { referencedAssets } from '#scripts/bench/first-load';
import type { LighthouseRoute } from '#scripts/bench/lighthouse-audit';
import type { ApiMeasurement, BenchReport } from '#scripts/bench/report-shape';
import { percentile, summarizeLatencies } from '#scripts/bench/statistics';
import { budgets, evaluateTargets } from '#scripts/bench/targets';
import { dynamoDbCalls } from '#scripts/bench/units';
import { visitorAddresses } from '#scripts/bench/visitors';

// The arithmetic behind `npm run bench`'s pass/fail column: the figures come from real runs,
// so the rules that judge them are checked here on numbers chosen to sit on the limits.

const size = (gzipBytes: number) => ({ rawBytes: gzipBytes * 3, gzipBytes });

function lighthouseRoute(path: string, performance: number): LighthouseRoute {
  return {
    path,
    runs: 3,
    scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
    lcpMs: 1500,
    cls: 0,
    tbtMs: 50,
    benchmarkIndex: 1500,
    failedAudits: [],
    errors: [],
  };
}

function apiRow(endpoint: string, connections: number, p50Ratio: number): ApiMeasurement {
  const summary = { requests: 100, p50Ms: 2, p95Ms: 4, p99Ms: 6, requestsPerSecond: 500 };
  return {
    endpoint,
    connections,
    api: { ...summary, p50Ms: 2 * p50Ratio, non2xx: 0, statuses: { 200: 100 }, errors: 0 },
    floor: { ...summary, calls: { reads: 1, writes: 0, transactions: 0, transactionItems: 0 } },
    p50Ratio,
  };
}

function measured(
  overrides: Partial<Pick<BenchReport, 'routes' | 'lighthouse' | 'api' | 'lambdas'>>,
) {
  return {
    routes: [
      { path: '/', htmlFile: 'index.html', html: size(10_000), js: size(80_000), css: size(9_000) },
    ],
    lighthouse: [lighthouseRoute('/', 98)],
    api: [apiRow('GET /api/courses', 1, 1.5)],
    lambdas: [{ name: 'health', minifiedBytes: 100_000, coldImportMs: 40 }],
    ...overrides,
  };
}

const verdict = (report: ReturnType<typeof measured>, target: string) =>
  evaluateTargets(report).find((result) => result.target === target)!;

describe('percentiles', () => {
  it('are nearest-rank over the samples', () => {
    const samples = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(percentile(samples, 50)).toBe(50);
    expect(percentile(samples, 95)).toBe(95);
    expect(percentile(samples, 99)).toBe(99);
  });

  it('are the only sample when there is one, and NaN when there are none', () => {
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });

  it('come with the rate over the elapsed time', () => {
    expect(summarizeLatencies([1, 2, 3, 4], 2000).requestsPerSecond).toBe(2);
  });
});

describe('the targets', () => {
  it('pass a Lambda of exactly 500 KB and fail one byte more', () => {
    const atLimit = measured({
      lambdas: [{ name: 'content', minifiedBytes: budgets.lambdaBundleBytes, coldImportMs: 1 }],
    });
    const over = measured({
      lambdas: [{ name: 'content', minifiedBytes: budgets.lambdaBundleBytes + 1, coldImportMs: 1 }],
    });
    expect(verdict(atLimit, 'Lambda bundle size').pass).toBe(true);
    expect(verdict(over, 'Lambda bundle size').pass).toBe(false);
  });

  it('judge the API ratio at every concurrency, not on average', () => {
    const report = measured({
      api: [apiRow('POST /api/contact', 1, 1.2), apiRow('POST /api/contact', 50, 2.01)],
    });
    const result = verdict(report, 'POST /api/contact p50 overhead');
    expect(result.pass).toBe(false);
    expect(result.measured).toContain('50 connections');
  });

  it('pass an API ratio of exactly 2, and the public reads at exactly 1.5', () => {
    const contact = measured({ api: [apiRow('POST /api/contact', 10, 2)] });
    expect(verdict(contact, 'POST /api/contact p50 overhead').pass).toBe(true);
    const blog = (ratio: number) => measured({ api: [apiRow('GET /api/blog', 10, ratio)] });
    expect(verdict(blog(1.5), 'GET /api/blog p50 overhead').pass).toBe(true);
    expect(verdict(blog(1.51), 'GET /api/blog p50 overhead').pass).toBe(false);
  });

  it('fail Lighthouse performance when one route is below 98', () => {
    const report = measured({
      lighthouse: [lighthouseRoute('/', 99), lighthouseRoute('/services', 97)],
    });
    const result = verdict(report, 'Lighthouse performance');
    expect(result.pass).toBe(false);
    expect(result.measured).toContain('/services 97');
  });

  it('pass a Largest Contentful Paint of 1.2 s on every route, and fail one route slower', () => {
    const withLcp = (path: string, lcpMs: number) => ({ ...lighthouseRoute(path, 99), lcpMs });
    const atLimit = measured({ lighthouse: [withLcp('/', 900), withLcp('/blog', budgets.lcpMs)] });
    expect(verdict(atLimit, 'Largest Contentful Paint').pass).toBe(true);
    const slower = measured({ lighthouse: [withLcp('/', 900), withLcp('/blog', 1201)] });
    const result = verdict(slower, 'Largest Contentful Paint');
    expect(result.pass).toBe(false);
    expect(result.measured).toContain('/blog');
  });

  it('fail a Lighthouse category that could not be measured', () => {
    const report = measured({ lighthouse: [lighthouseRoute('/', Number.NaN)] });
    expect(verdict(report, 'Lighthouse performance').pass).toBe(false);
    expect(verdict(measured({ lighthouse: [] }), 'Lighthouse seo').pass).toBe(false);
  });

  it("pass the home page's JavaScript at 82.5 KB gzipped and fail it above", () => {
    const home = (gzipBytes: number) =>
      measured({
        routes: [
          { path: '/', htmlFile: 'index.html', html: size(1), js: size(gzipBytes), css: size(1) },
        ],
      });
    const target = 'Home first-load JavaScript';
    expect(budgets.homeFirstLoadJsGzipBytes).toBe(82.5 * 1024);
    expect(verdict(home(budgets.homeFirstLoadJsGzipBytes), target).pass).toBe(true);
    expect(verdict(home(budgets.homeFirstLoadJsGzipBytes + 1), target).pass).toBe(false);
  });
});

describe("an API target's answers", () => {
  const withAnswers = (ok: number, refused: Record<string, number>, errors = 0) => {
    const row = apiRow('POST /api/checkout', 10, 1.5);
    const non2xx = Object.values(refused).reduce((sum, count) => sum + count, 0);
    const statuses = { 201: ok, ...refused };
    return { ...row, api: { ...row.api, requests: ok + non2xx, non2xx, statuses, errors } };
  };
  const target = 'POST /api/checkout p50 overhead';

  it('fail when 2% are refused, and the measured text says how many and why', () => {
    const result = verdict(measured({ api: [withAnswers(98, { 429: 2 })] }), target);
    expect(result.pass).toBe(false);
    expect(result.measured).toContain('2 of 100 answers not 2xx (2%; 429: 2)');
    expect(result.answers).toEqual({ 201: 98, 429: 2 });
  });

  it('pass with none refused, and say so', () => {
    const result = verdict(measured({ api: [withAnswers(100, {})] }), target);
    expect(result.pass).toBe(true);
    expect(result.measured).toContain('0 of 100 answers not 2xx');
  });

  it('pass at exactly 1% over all the runs, and count requests with no answer as refused', () => {
    const atLimit = [withAnswers(150, {}), withAnswers(49, { 500: 1 })];
    expect(verdict(measured({ api: atLimit }), target).pass).toBe(true);
    const result = verdict(measured({ api: [withAnswers(99, { 503: 1 }, 1)] }), target);
    expect(result.pass).toBe(false);
    expect(result.measured).toContain('2 of 101 answers not 2xx (2%; 503: 1, 1 no answer)');
    expect(result.answers).toEqual({ 201: 99, 503: 1, 'no answer': 1 });
  });

  it('fail a target that got no answer at all', () => {
    const result = verdict(measured({ api: [withAnswers(0, {}, 0)] }), target);
    expect(result.pass).toBe(false);
  });
});

describe('the bodies the bench sends', () => {
  const endpoint = (name: string) =>
    benchEndpoints({ courseSlug: 'aws-basics', batchId: 'batch-1' }).find(
      (candidate) => candidate.name === name,
    )!;
  const many = <T>(next: () => T) => Array.from({ length: 500 }, next);

  it('check out from a learner, phone and client no other checkout used, each one valid', () => {
    const requests = many(benchRequests(endpoint('POST /api/checkout'), visitorAddresses()));
    const orders = requests.map((request) => checkoutRequest.parse(JSON.parse(request.body!)));
    const distinct = (values: string[]) => new Set(values).size;
    expect(distinct(orders.map((order) => order.student.email))).toBe(requests.length);
    expect(distinct(orders.map((order) => order.student.name))).toBe(requests.length);
    expect(distinct(orders.map((order) => order.student.phone))).toBe(requests.length);
    expect(distinct(requests.map((request) => request.visitor))).toBe(requests.length);
    for (const order of orders) {
      // As sent, not only once the schema has tidied it.
      expect(normalizeIndianMobile(order.student.phone)).toBe(order.student.phone);
      expect(order).toMatchObject({ courseSlug: 'aws-basics', batchId: 'batch-1' });
    }
  });

  it('send contact messages from people of their own, each one valid', () => {
    const requests = many(benchRequests(endpoint('POST /api/contact'), visitorAddresses()));
    const messages = requests.map((request) => contactRequest.parse(JSON.parse(request.body!)));
    expect(new Set(messages.map((message) => message.email)).size).toBe(requests.length);
    expect(new Set(messages.map((message) => message.phone)).size).toBe(requests.length);
    // A filled honeypot is answered 200 but stored nowhere: the bench would measure no work.
    expect(messages.filter((message) => message.website)).toEqual([]);
  });

  it('send no body with a GET', () => {
    const [request] = many(benchRequests(endpoint('GET /api/courses'), visitorAddresses()));
    expect(request).not.toHaveProperty('body');
  });
});

describe('the assets a page references', () => {
  it('are its module scripts, module preloads and stylesheets, not icons or other sites', () => {
    const html = `<head>
      <script>inline()</script>
      <script type="module" crossorigin src="/assets/index-a.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/vendor-b.js">
      <link rel="stylesheet" crossorigin href="/assets/index-c.css">
      <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
      <link rel="stylesheet" href="https://fonts.example.com/font.css">
      <script type="application/ld+json">{}</script>
    </head>`;
    expect(referencedAssets(html)).toEqual({
      scripts: ['assets/index-a.js', 'assets/vendor-b.js'],
      styles: ['assets/index-c.css'],
      inlineStyles: [],
    });
  });

  it('include what the app-start script starts after painting, and the CSS inlined', () => {
    const html = `<head><style>body{margin:0}</style></head><body>
      <script id="app-start" data-entry="/assets/index-a.js" data-preload="/assets/runtime-r.js /assets/vendor-b.js">start()</script>
    </body>`;
    expect(referencedAssets(html)).toEqual({
      scripts: ['assets/index-a.js', 'assets/runtime-r.js', 'assets/vendor-b.js'],
      styles: [],
      inlineStyles: ['body{margin:0}'],
    });
  });
});

describe("the floor under an endpoint's latency", () => {
  const calls = (reads: number, writes: number, transactions = 0, transactionItems = 0) => ({
    reads,
    writes,
    transactions,
    transactionItems,
  });

  it('makes the calls the handler makes, in kind and number, and at least one', () => {
    expect(floorRequest(calls(2, 1))).toEqual([
      { kind: 'read' },
      { kind: 'read' },
      { kind: 'write' },
    ]);
    expect(floorRequest(calls(0, 2, 1, 4))).toEqual([
      { kind: 'write' },
      { kind: 'write' },
      { kind: 'transaction', items: 4 },
    ]);
    expect(floorRequest(calls(0, 0))).toEqual([{ kind: 'read' }]);
  });

  it("sends the handler's own reads again where one request's reads were recorded", () => {
    const query = {
      command: 'QueryCommand' as const,
      input: { TableName: 't', KeyConditionExpression: 'pk = :pk' },
    };
    const get = { command: 'GetCommand' as const, input: { TableName: 't', Key: { pk: 'a' } } };
    expect(floorRequest(calls(2, 1), [query, get])).toEqual([
      { kind: 'read', replay: query },
      { kind: 'read', replay: get },
      { kind: 'write' },
    ]);
    // Reads that are not one request's, in number, are not taken for its own.
    expect(floorRequest(calls(2, 0), [query])).toEqual([{ kind: 'read' }, { kind: 'read' }]);
  });

  it('names those calls in the report', () => {
    expect(dynamoDbCalls(calls(1, 2))).toBe('1 read + 2 writes');
    expect(dynamoDbCalls(calls(3, 0))).toBe('3 reads');
    expect(dynamoDbCalls(calls(2, 2, 1, 4))).toBe('2 reads + 2 writes + 1 transaction of 4 items');
    expect(dynamoDbCalls(calls(0, 0))).toBe('no calls');
  });
});
