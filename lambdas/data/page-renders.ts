import { createHash } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, getItem, tableName, type ItemKeys } from './table';

// What the site renderer last did for each content item it rendered (issue 11): the version of
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

export async function recordPageRender(
  item: { pk: string; sk: string },
  render: PageRender,
): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...pageRenderKeys(item), entityType: 'PageRender', ...render },
    }),
  );
}

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
