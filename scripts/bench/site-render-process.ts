import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DeleteTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  waitUntilTableNotExists,
} from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { db, tableName } from '#lambdas/data/table';
import { publicContent } from '#lambdas/publishing/public-content';
import { folderPageStore, type PageStore } from '#lambdas/publishing/renderer/page-store';
import { renderWholeSite } from '#lambdas/publishing/renderer/site-renderer';
import { ensureTable } from '../local/table-setup';
import { watchDynamoDbCalls } from './dynamodb-call-counter';
import type { SiteRenderRun } from './report-shape';
import { scaledSiteItems, type SiteSize } from './scaled-content';
import { appShellFile } from '#shared/operations/site-files';

// The whole-site render at several sizes, in a process of its own: the handlers' table name is
// read once per process (lambdas/lib/config.ts), so site-render-scaling.ts starts this one with
// TABLE_NAME set to a table of its own on the bench's DynamoDB Local. For each size the table is
// made afresh and filled, then every page is rendered from it as the render Lambda does, into a
// fresh folder, and rendered again into the same folder (the site unchanged). Prints a JSON line
// per size; anything else it prints is progress.

const launch = z
  .object({
    webRoot: z.string().min(1),
    sizes: z.array(z.object({ posts: z.number().int().min(0), courses: z.number().int().min(0) })),
  })
  .parse(JSON.parse(process.env.BENCH_SITE_RENDER ?? '{}'));

const client = new DynamoDBClient({
  endpoint: process.env.DYNAMODB_ENDPOINT,
  region: process.env.AWS_REGION,
});
const documents = DynamoDBDocumentClient.from(client);
/** The reads of the renderer's client, the handlers' own. */
const countedCalls = watchDynamoDbCalls(db());
const readsSoFar = () => countedCalls.calls().reads;

async function freshTable() {
  try {
    await client.send(new DeleteTableCommand({ TableName: tableName() }));
    await waitUntilTableNotExists(
      { client, maxWaitTime: 30, minDelay: 1 },
      { TableName: tableName() },
    );
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  await ensureTable(client, tableName());
}

async function writeItems(items: Record<string, unknown>[]) {
  const batches: Record<string, unknown>[][] = [];
  for (let start = 0; start < items.length; start += 25)
    batches.push(items.slice(start, start + 25));
  const writeBatch = async (batch: Record<string, unknown>[]) => {
    let requests = batch.map((item) => ({ PutRequest: { Item: item } }));
    while (requests.length > 0) {
      const { UnprocessedItems } = await documents.send(
        new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }),
      );
      requests = (UnprocessedItems?.[tableName()] ?? []) as typeof requests;
    }
  };
  const concurrency = 4;
  for (let start = 0; start < batches.length; start += concurrency) {
    await Promise.all(batches.slice(start, start + concurrency).map(writeBatch));
  }
}

async function htmlBytesIn(folder: string): Promise<number> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const pages = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html'));
  const sizes = await Promise.all(
    pages.map(async (entry) => (await stat(join(entry.parentPath, entry.name))).size),
  );
  return sizes.reduce((total, size) => total + size, 0);
}

/** A whole render into `store`, timed, with the reads it made. */
async function timedRender(store: PageStore) {
  const readsBefore = readsSoFar();
  const began = performance.now();
  const outcome = await renderWholeSite({
    store,
    source: publicContent,
    origin: 'https://www.example.com',
  });
  const seconds = (performance.now() - began) / 1000;
  return { seconds, pages: outcome.rendered, reads: readsSoFar() - readsBefore };
}

/**
 * A fresh site's render into an empty folder (every card drawn), then the same site rendered
 * again into it, as a deploy that changed nothing renders it (no card drawn: decision 018).
 */
async function renderOnce(): Promise<{
  seconds: number;
  pages: number;
  reads: number;
  bytes: number;
  unchangedSeconds: number;
}> {
  const pagesDir = await mkdtemp(join(tmpdir(), 'techsite-bench-render-'));
  try {
    const store = folderPageStore({
      pagesDir,
      templateFile: join(launch.webRoot, appShellFile),
    });
    const fresh = await timedRender(store);
    const bytes = await htmlBytesIn(pagesDir);
    const unchanged = await timedRender(store);
    return { ...fresh, bytes, unchangedSeconds: unchanged.seconds };
  } finally {
    await rm(pagesDir, { recursive: true, force: true });
  }
}

async function measure(size: SiteSize, warmUp: boolean): Promise<SiteRenderRun> {
  const began = performance.now();
  await freshTable();
  const items = scaledSiteItems(size);
  await writeItems(items);
  const filling = ((performance.now() - began) / 1000).toFixed(1);
  console.log(
    `${items.length} items for ${size.posts} posts and ${size.courses} courses written in ${filling} s`,
  );
  // The first render of the process also compiles the renderer; it is not the one measured.
  if (warmUp) await renderOnce();
  const run = await renderOnce();
  return {
    ...size,
    pages: run.pages,
    seconds: run.seconds,
    msPerPage: (run.seconds * 1000) / run.pages,
    reads: run.reads,
    averagePageBytes: Math.round(run.bytes / Math.max(1, run.pages)),
    unchangedSeconds: run.unchangedSeconds,
  };
}

try {
  for (const [index, size] of launch.sizes.entries()) {
    const run = await measure(size, index === 0);
    process.stdout.write(`${JSON.stringify({ run })}\n`);
  }
} finally {
  await client.send(new DeleteTableCommand({ TableName: tableName() })).catch(() => undefined);
  client.destroy();
  db().destroy();
}
