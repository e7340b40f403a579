import type { ContentChange } from '#shared/api/content-change';
import { pagesShowing } from '#web/entry-server';
import { indexShowsChange } from '#lambdas/data/index-freshness';
import { itemVersion, recordPageRender, takeRenderTicket } from '#lambdas/data/page-renders';
import { logger } from '#lambdas/lib/logger';
import { countMetric } from '#lambdas/lib/metrics';
import { productMetrics } from '#shared/operations/product-metrics';
import { contentChangeOf, type TableChange } from './content-changes';
import { renderPages, type RenderOutcome, type RenderTarget } from './site-renderer';

// A batch of table changes, rendered: the pages they show, then each item's render recorded for
// the admin (live, or failed with the reason). A failure is recorded and thrown, so the caller
// retries the batch (the event source mapping in the cloud, the local poller here). The ticket
// taken before the content is read orders this render among others of the same pages running at
// once: neither its files nor its records replace those of a render that read later (decision
// 008).

export async function renderTableChanges(
  changes: TableChange[],
  target: RenderTarget,
): Promise<RenderOutcome> {
  const contentChanges = changes
    .map(contentChangeOf)
    .filter((change): change is ContentChange => change !== undefined);
  let ticket = 0;
  try {
    await waitForIndexes(changes);
    ticket = await takeRenderTicket();
    const work = await pagesShowing(contentChanges, target.source);
    const outcome = await renderPages(work, target, ticket);
    await recordRenders(changes, ticket, { state: 'done' });
    return outcome;
  } catch (error) {
    countMetric(productMetrics.failedPageRenders);
    const reason = error instanceof Error ? error.message : String(error);
    await recordRenders(changes, ticket, { state: 'failed', error: reason.slice(0, 500) });
    throw error;
  }
}

async function recordRenders(
  changes: TableChange[],
  ticket: number,
  result: { state: 'done' } | { state: 'failed'; error: string },
) {
  const at = new Date().toISOString();
  // An item changed twice in one batch: its last image is the one its pages now show.
  const latest = new Map(changes.map((change) => [`${change.keys.pk}\n${change.keys.sk}`, change]));
  await Promise.all(
    [...latest.values()].flatMap(({ keys, after }) =>
      after ? [recordPageRender(keys, { ...result, version: itemVersion(after), at, ticket })] : [],
    ),
  );
}

/** Long enough for an index that lags, short enough that a publish is still live in seconds. */
const indexWaitMilliseconds = 10_000;

async function waitForIndexes(changes: TableChange[]) {
  const deadline = Date.now() + indexWaitMilliseconds;
  let waiting = changes;
  while (waiting.length > 0) {
    const shown = await Promise.all(waiting.map(indexShowsChange));
    waiting = waiting.filter((_, index) => !shown[index]);
    if (waiting.length === 0) return;
    if (Date.now() > deadline) {
      // Render anyway: the page is as fresh as the index allows, and the next change or deploy
      // renders it again.
      logger.warn('The index did not show a change in time', { items: waiting.length });
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
