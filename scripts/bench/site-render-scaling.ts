import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { SiteRenderRun } from './report-shape';
import type { SiteSize } from './scaled-content';

// Full-site render scaling (decision 008): renders the whole site from tables of growing size on the
// bench's DynamoDB Local (site-render-process.ts, a process of its own with its own table), so
// the report can say whether the time per page stays flat and how far a render Lambda's
// 15 minutes reach.

/** Long enough for a thousand posts on a slow machine; a hung render still ends the bench. */
const timeoutMs = 30 * 60_000;

export async function measureSiteRenderScaling(options: {
  dynamoDbEndpoint: string;
  webRoot: string;
  sizes: SiteSize[];
  log(message: string): void;
}): Promise<SiteRenderRun[]> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'site-render-process.ts')],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        BENCH_SITE_RENDER: JSON.stringify({ webRoot: options.webRoot, sizes: options.sizes }),
        TABLE_NAME: 'techsite-bench-render',
        DYNAMODB_ENDPOINT: options.dynamoDbEndpoint,
        AWS_REGION: 'ap-south-1',
        AWS_ACCESS_KEY_ID: 'local',
        AWS_SECRET_ACCESS_KEY: 'local',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'WARN',
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      },
    },
  );
  const runs: SiteRenderRun[] = [];
  createInterface({ input: child.stdout! }).on('line', (line) => {
    if (!line.startsWith('{')) return options.log(`  [render] ${line}`);
    const { run } = JSON.parse(line) as { run: SiteRenderRun };
    options.log(
      `Rendered ${run.pages} pages (${run.posts} posts, ${run.courses} courses) in ` +
        `${run.seconds.toFixed(1)} s: ${run.msPerPage.toFixed(1)} ms per page`,
    );
    runs.push(run);
  });
  const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  if (code !== 0) {
    const done = runs.map((run) => run.posts).join(', ') || 'none';
    throw new Error(`the render process exited with code ${code} (sizes done: ${done})`);
  }
  return runs;
}
