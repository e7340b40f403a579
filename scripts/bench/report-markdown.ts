import type { BenchReport, LiveLatency } from './report-shape';
import {
  budgets,
  postsWithinSeconds,
  projectedRenderSeconds,
  renderGrowthExponent,
} from './targets';
import {
  dynamoDbCalls,
  kilobytes,
  milliseconds,
  ratio,
  refusedAnswers,
  score,
  seconds,
} from './units';

// bench/report.md: the same figures as report.json, as tables a reviewer can read.
// docs/benchmarks.md explains what each figure means and how it is measured.

const table = (header: string[], rows: string[][]) =>
  [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');

const rate = (perSecond: number) => perSecond.toFixed(0);

/** "0", or "5 (429: 3, 2 no answer)". */
const refusedCell = (answers: Parameters<typeof refusedAnswers>[0]) => {
  const { count, byStatus } = refusedAnswers(answers);
  return count === 0 ? '0' : `${count} (${byStatus})`;
};

function publishToLiveSection({ publishToLive }: BenchReport): string[] {
  if (!publishToLive) return [];
  const row = (change: string, latency: LiveLatency) => [
    change,
    String(latency.samplesMs.length),
    milliseconds(latency.p50Ms),
    milliseconds(latency.p95Ms),
    milliseconds(latency.maxMs),
    String(latency.timedOut),
  ];
  return [
    '## Publish → page live',
    '',
    `As the admin, ${publishToLive.posts} posts published one after another through ` +
      "`POST /api/admin/blog`, then each one retitled with `PUT`: the time from the API's " +
      'answer until `GET /blog/<slug>` answers 200 with the title in its HTML (asked every 50 ms, ' +
      'for up to 60 s).',
    '',
    table(
      ['Change', 'Posts', 'p50', 'p95', 'max', 'Not live in 60 s'],
      [row('New post, published', publishToLive.publish), row('Title changed', publishToLive.edit)],
    ),
    '',
  ];
}

function siteRenderSection({ siteRender }: BenchReport): string[] {
  if (!siteRender?.length) return [];
  const { posts, lambdaLimitSeconds } = budgets.siteRender;
  const projected = projectedRenderSeconds(siteRender, posts);
  const exponent = renderGrowthExponent(siteRender);
  const within = postsWithinSeconds(siteRender, lambdaLimitSeconds);
  return [
    '## Whole-site render at growing sizes',
    '',
    "`renderWholeSite` from a table of its own on DynamoDB Local, holding the seed's other " +
      'content and the number of published posts and courses below, into a folder (the render ' +
      'Lambda writes to S3 instead). "Time" is a fresh site, every share card drawn; "Again" the ' +
      'same site rendered once more into that folder, as a deploy that changed nothing renders it ' +
      '(no card drawn again; not a target).',
    '',
    table(
      ['Posts', 'Courses', 'Pages', 'Time', 'Per page', 'Again', 'DynamoDB reads', 'Average page'],
      siteRender.map((run) => [
        String(run.posts),
        String(run.courses),
        String(run.pages),
        seconds(run.seconds * 1000),
        milliseconds(run.msPerPage),
        run.unchangedSeconds === undefined ? 'n/a' : seconds(run.unchangedSeconds * 1000),
        String(run.reads),
        kilobytes(run.averagePageBytes),
      ]),
    ),
    '',
    `Between the two largest sizes the time grows as pages^${exponent.toFixed(2)} ` +
      '(1 is linear). ' +
      (projected
        ? `${posts.toLocaleString('en')} posts: ${seconds(projected.seconds * 1000)}` +
          `${projected.measured ? '' : ' (projected)'}; `
        : '') +
      `at that growth about ${Number.isNaN(within) ? 'n/a' : within.toLocaleString('en')} posts ` +
      `fit in the render Lambda's ${seconds(lambdaLimitSeconds * 1000)} on this machine.`,
    '',
  ];
}

function headerSection(report: BenchReport): string[] {
  const { machine, settings } = report;
  return [
    '# Benchmark report',
    '',
    `Generated ${report.generatedAt} by \`npm run bench\` in ${Math.round(report.durationSeconds)} s on ` +
      `${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGb} GB, Node ${machine.node} (${machine.platform}). ` +
      `API runs of ${settings.benchSeconds} s each; Lighthouse median of ${settings.lighthouseRuns} runs. ` +
      'How each figure is measured: docs/benchmarks.md.',
    '',
    `The machine's 1-minute load average as each part began: Lambda cold imports ` +
      `${report.loadAverage.lambdas.toFixed(1)}, Lighthouse ${report.loadAverage.lighthouse.toFixed(1)}, ` +
      `API ${report.loadAverage.api.toFixed(1)}, publishing ${report.loadAverage.publishToLive.toFixed(1)}, ` +
      `whole-site render ${report.loadAverage.siteRender.toFixed(1)} ` +
      `(above ${machine.cpus}, other work was competing for the CPUs).`,
    '',
  ];
}

function targetsSection(report: BenchReport): string[] {
  const sections = [
    '## Targets',
    '',
    table(
      ['Target', 'Goal', 'Measured', 'Result'],
      report.targets.map((target) => [
        target.target,
        target.goal,
        target.measured,
        target.pass ? 'pass' : '**FAIL**',
      ]),
    ),
    '',
  ];
  if (report.notMeasured.length) {
    sections.push('Not measured:', '', ...report.notMeasured.map((reason) => `- ${reason}`), '');
  }
  return sections;
}

function routesSection(report: BenchReport): string[] {
  return [
    '## First-load bytes per public route',
    '',
    'What the rendered HTML makes the browser fetch before the page runs (module scripts, ' +
      'module preloads and their static imports, stylesheets, the scripts it starts once it ' +
      'has painted), and the CSS it carries inline, also counted in its HTML. Lazy chunks are ' +
      'not included.',
    '',
    table(
      ['Route', 'HTML', 'HTML gz', 'JS', 'JS gz', 'CSS', 'CSS gz'],
      report.routes.map((route) => [
        route.path,
        kilobytes(route.html.rawBytes),
        kilobytes(route.html.gzipBytes),
        kilobytes(route.js.rawBytes),
        kilobytes(route.js.gzipBytes),
        kilobytes(route.css.rawBytes),
        kilobytes(route.css.gzipBytes),
      ]),
    ),
    '',
  ];
}

function lighthouseSection(report: BenchReport): string[] {
  const sections = [
    '## Lighthouse (mobile, simulated throttling)',
    '',
    table(
      [
        'Route',
        'Performance',
        'Accessibility',
        'Best practices',
        'SEO',
        'LCP',
        'CLS',
        'TBT',
        'Host index',
      ],
      report.lighthouse.map((route) => [
        route.path,
        score(route.scores.performance),
        score(route.scores.accessibility),
        score(route.scores['best-practices']),
        score(route.scores.seo),
        milliseconds(route.lcpMs),
        Number.isNaN(route.cls) ? 'n/a' : route.cls.toFixed(3),
        milliseconds(route.tbtMs),
        score(route.benchmarkIndex),
      ]),
    ),
    '',
    'Pages are served as `npm start` serves them: brotli-compressed and cached as CloudFront does. "Host index" is Lighthouse\'s ' +
      'benchmarkIndex of this machine during the runs (higher is faster).',
    '',
  ];
  const failed = report.lighthouse.flatMap((route) =>
    route.failedAudits.map(
      (audit) => `- ${route.path}: ${audit.category} — \`${audit.id}\` ${audit.title}`,
    ),
  );
  const errors = report.lighthouse.flatMap((route) =>
    route.errors.map((error) => `- ${route.path}: ${error}`),
  );
  if (failed.length) sections.push('Failed audits (any run):', '', ...failed, '');
  if (errors.length) sections.push('Lighthouse errors:', '', ...errors, '');

  return sections;
}

function apiSection(report: BenchReport): string[] {
  return [
    '## API latency against the bare DynamoDB floor',
    '',
    'Loopback load, every request a new connection from a visitor address of its own. The floor is, per ' +
      'request, the DynamoDB calls the handler makes for one (counted), sent bare one after ' +
      'another with the AWS SDK at the same concurrency (a read a GetItem, a write a PutItem, a ' +
      'transaction a TransactWriteItems of as many new items); ' +
      '"× floor" is API p50 ÷ floor p50.',
    '',
    table(
      [
        'Endpoint',
        'Conn.',
        'Requests',
        'p50',
        'p95',
        'p99',
        'req/s',
        'non-2xx',
        'Floor calls',
        'Floor p50',
        'Floor p95',
        'Floor p99',
        'Floor req/s',
        '× floor (p50)',
      ],
      report.api.map((row) => [
        row.endpoint,
        String(row.connections),
        String(row.api.requests),
        milliseconds(row.api.p50Ms),
        milliseconds(row.api.p95Ms),
        milliseconds(row.api.p99Ms),
        rate(row.api.requestsPerSecond),
        refusedCell(row.api),
        dynamoDbCalls(row.floor.calls),
        milliseconds(row.floor.p50Ms),
        milliseconds(row.floor.p95Ms),
        milliseconds(row.floor.p99Ms),
        rate(row.floor.requestsPerSecond),
        ratio(row.p50Ratio),
      ]),
    ),
    '',
  ];
}

function lambdasSection(report: BenchReport): string[] {
  return [
    '## Lambda bundles',
    '',
    "Built as the CDK builds them (esbuild, ESM, node22, minified, the runtime's AWS SDK " +
      'external); cold import is the median time to import the bundle, and the SDK it uses, in ' +
      'a fresh Node process.',
    '',
    table(
      ['Lambda', 'Minified', 'Cold import'],
      report.lambdas.map((lambda) => [
        lambda.name,
        kilobytes(lambda.minifiedBytes),
        milliseconds(lambda.coldImportMs),
      ]),
    ),
    '',
  ];
}

export function renderMarkdown(report: BenchReport): string {
  return [
    ...headerSection(report),
    ...targetsSection(report),
    ...routesSection(report),
    ...lighthouseSection(report),
    ...apiSection(report),
    ...publishToLiveSection(report),
    ...siteRenderSection(report),
    ...lambdasSection(report),
  ].join('\n');
}
