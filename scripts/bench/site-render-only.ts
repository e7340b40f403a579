import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startDynamoDbLocal } from '../local/dynamodb-local';
import { freePort } from '../local/throwaway-settings';
import { measureSiteRenderScaling } from './site-render-scaling';
import { budgets, projectedRenderSeconds } from './targets';

// The bench's whole-site render alone (`npx tsx scripts/bench/site-render-only.ts`), for work on
// the renderer: a DynamoDB Local of its own with a throw-away data folder, as the bench's stack
// starts one, and the same render process (site-render-scaling.ts) at BENCH_RENDER_SIZES
// (posts:courses, as `npm run bench` reads it; by default 10:5 then the target's 1,000 posts).
// Reads the web build in dist/web (`npm run build:web`). Prints each size and the target.

const sizes = (process.env.BENCH_RENDER_SIZES ?? `10:5,${budgets.siteRender.posts}:50`)
  .split(',')
  .map((size) => {
    const [posts, courses] = size.split(':').map(Number);
    return { posts: posts!, courses: courses! };
  });
const dataDir = await mkdtemp(join(tmpdir(), 'techsite-bench-render-db-'));
const database = await startDynamoDbLocal({ port: await freePort(), dataDir });
const began = performance.now();
const log = (message: string) =>
  console.log(
    `[render ${((performance.now() - began) / 1000).toFixed(0).padStart(4)} s] ${message}`,
  );
try {
  const runs = await measureSiteRenderScaling({
    dynamoDbEndpoint: database.url,
    webRoot: resolve('dist/web'),
    sizes,
    log,
  });
  for (const run of runs) {
    log(
      `${run.posts} posts: ${run.pages} pages, fresh ${run.seconds.toFixed(1)} s ` +
        `(${run.msPerPage.toFixed(0)} ms a page), again unchanged ${run.unchangedSeconds?.toFixed(1)} s`,
    );
  }
  const projected = projectedRenderSeconds(runs, budgets.siteRender.posts);
  if (projected) {
    log(
      `${budgets.siteRender.posts} posts: ${projected.seconds.toFixed(1)} s` +
        `${projected.measured ? '' : ' (projected)'} against ${budgets.siteRender.maxSeconds} s`,
    );
  }
} finally {
  await database.stop();
  await rm(dataDir, { recursive: true, force: true });
}
