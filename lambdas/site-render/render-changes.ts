import type { ContentChange } from '../../shared/api/content-change';
import { pagesShowing } from '../../web/src/entry-server';
import { itemVersion, recordPageRender } from '../data/page-renders';
import { contentChangeOf, type TableChange } from './content-changes';
import { renderPages, type RenderOutcome, type RenderTarget } from './site-renderer';

// A batch of table changes, rendered: the pages they show, then each item's render recorded for
// the admin (live, or failed with the reason). A failure is recorded and thrown, so the caller
// retries the batch (the event source mapping in the cloud, the local poller here).

export async function renderTableChanges(
  changes: TableChange[],
  target: RenderTarget,
): Promise<RenderOutcome> {
  const contentChanges = changes
    .map(contentChangeOf)
    .filter((change): change is ContentChange => change !== undefined);
  try {
    const work = await pagesShowing(contentChanges, target.source);
    const outcome = await renderPages(work, target);
    await recordRenders(changes, { state: 'done' });
    return outcome;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await recordRenders(changes, { state: 'failed', error: reason.slice(0, 500) });
    throw error;
  }
}

async function recordRenders(
  changes: TableChange[],
  result: { state: 'done' } | { state: 'failed'; error: string },
) {
  const at = new Date().toISOString();
  // An item changed twice in one batch: its last image is the one its pages now show.
  const latest = new Map(changes.map((change) => [`${change.keys.pk}\n${change.keys.sk}`, change]));
  await Promise.all(
    [...latest.values()].flatMap(({ keys, after }) =>
      after ? [recordPageRender(keys, { ...result, version: itemVersion(after), at })] : [],
    ),
  );
}
