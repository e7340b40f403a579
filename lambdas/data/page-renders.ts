import { createHash } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, getItem, isConditionFailed, tableName, type ItemKeys } from './table';

// What the site renderer last did for each content item it rendered (decision 008): the version of
// the item it rendered, and whether its pages are live or failed to update. The admin compares
// it with the item as stored now: another version means its pages are still being updated.
// These items live outside the partitions the renderer watches, so recording one never
// triggers a render.

export type PageRenderState = 'done' | 'failed';

export interface PageRender {
  /** itemVersion() of the item image the pages were rendered from. */
  version: string;
  state: PageRenderState;
  /** Why the render failed, for the admin: the renderer's own words, never a stack. */
  error?: string;
  at: string;
  /** The render's ticket (takeRenderTicket): a record is never replaced by an older render's. */
  ticket?: number;
}

const pageRenderKeys = (item: { pk: string; sk: string }): ItemKeys => ({
  pk: `PAGE_RENDER#${item.pk}`,
  sk: `PAGE_RENDER#${item.sk}`,
});

/** The same for an item read through the SDK and one from a stream record: its attributes. */
export function itemVersion(item: Record<string, unknown>): string {
  return createHash('sha256').update(canonicalJson(item)).digest('base64url').slice(0, 22);
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * Records a render of the item, unless a render holding a later ticket recorded it already:
 * that one read the table later, so its version is the newer (decision 008, amended). A
 * record without a ticket (a test's) is written as it is.
 */
export async function recordPageRender(
  item: { pk: string; sk: string },
  render: PageRender,
): Promise<void> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...pageRenderKeys(item), entityType: 'PageRender', ...render },
        ...(render.ticket !== undefined && {
          ConditionExpression: 'attribute_not_exists(ticket) OR ticket < :ticket',
          ExpressionAttributeValues: { ':ticket': render.ticket },
        }),
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}

// The order of renders (decision 008, amended). Renders of one page may run at once: the cloud
// runs one Lambda per stream shard, a change of one item and a change of another that the same
// page shows may sit in different shards, and the render after a deploy runs beside them. Each
// render reads the table at its own moment and may finish in any order. So every render takes
// a ticket before it reads anything, and a file is written only by a render holding a later
// ticket than the one that last wrote it: the latest ticket read the table after the last
// change, so the last write of every file is the newest. Only PutItem is used (the render
// Lambda's one write action, infra/constructs/site-render.ts).

const sequenceKeys: ItemKeys = { pk: 'PAGE_RENDER#SEQUENCE', sk: 'PAGE_RENDER#SEQUENCE' };

/** A number larger than every ticket taken before: a counter kept by conditional puts. */
export async function takeRenderTicket(): Promise<number> {
  for (;;) {
    const { Item } = await db().send(
      new GetCommand({ TableName: tableName(), Key: sequenceKeys, ConsistentRead: true }),
    );
    const last = typeof Item?.last === 'number' ? Item.last : 0;
    try {
      await db().send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...sequenceKeys, entityType: 'PageRenderSequence', last: last + 1 },
          ConditionExpression: Item ? '#last = :last' : 'attribute_not_exists(pk)',
          ...(Item && {
            ExpressionAttributeNames: { '#last': 'last' },
            ExpressionAttributeValues: { ':last': last },
          }),
        }),
      );
      return last + 1;
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
      await pause(10 + Math.random() * 40);
    }
  }
}

/** Long enough for a page's card and HTML to be written; a crashed writer's claim lapses. */
const fileClaimMilliseconds = 30_000;

const fileClaimKeys = (store: string, file: string): ItemKeys => ({
  pk: `PAGE_FILE#${store}#${file}`,
  sk: 'PAGE_FILE',
});

/**
 * Runs `write` on a file of a page store unless a render with a later ticket wrote it already;
 * true when it ran. The same render may write a file twice (a moved page: removed, then a
 * redirect). One writer at a time per file: a claim (a conditional put with an expiry)
 * is held while it writes, so an older render can never land after a newer one. When a newer
 * render holds the claim, this waits until it has written, so a render that returns has left
 * every file of its pages at least as new as what it read.
 */
export async function writeInTurn(
  store: string,
  file: string,
  ticket: number,
  write: () => Promise<void>,
): Promise<boolean> {
  const key = fileClaimKeys(store, file);
  for (;;) {
    const now = Date.now();
    try {
      await db().send(
        new PutCommand({
          TableName: tableName(),
          Item: {
            ...key,
            entityType: 'PageFileClaim',
            ticket,
            busyUntil: now + fileClaimMilliseconds,
          },
          ConditionExpression:
            'attribute_not_exists(pk) OR (ticket <= :ticket AND (attribute_not_exists(busyUntil) OR busyUntil < :now))',
          ExpressionAttributeValues: { ':ticket': ticket, ':now': now },
        }),
      );
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
      const { Item } = await db().send(
        new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
      );
      const busy = typeof Item?.busyUntil === 'number' && Item.busyUntil >= Date.now();
      if (!busy && typeof Item?.ticket === 'number' && Item.ticket > ticket) return false;
      await pause(25 + Math.random() * 50);
      continue;
    }
    try {
      await write();
    } finally {
      // Released with the ticket kept: later renders compare with it.
      await db()
        .send(
          new PutCommand({
            TableName: tableName(),
            Item: { ...key, entityType: 'PageFileClaim', ticket },
            ConditionExpression: 'ticket = :ticket',
            ExpressionAttributeValues: { ':ticket': ticket },
          }),
        )
        .catch((error: unknown) => {
          // A claim that lapsed and was taken by a newer render is that render's now.
          if (!isConditionFailed(error)) throw error;
        });
    }
    return true;
  }
}

const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

export function getPageRender(item: { pk: string; sk: string }): Promise<PageRender | undefined> {
  const { pk, sk } = pageRenderKeys(item);
  return getItem<PageRender>({ pk, sk });
}

/** The item as stored now, with every attribute the stream sees, for itemVersion(). */
export async function getStoredImage(item: {
  pk: string;
  sk: string;
}): Promise<Record<string, unknown> | undefined> {
  const key = { pk: item.pk, sk: item.sk };
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
  );
  return Item;
}
