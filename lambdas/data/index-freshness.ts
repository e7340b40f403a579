import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { getStoredImage, itemVersion } from './page-renders';
import { indexes } from './table-definition';
import { db, tableName } from './table';

// A stream record can arrive before the index that lists its item shows the write: DynamoDB
// updates global secondary indexes asynchronously (usually within a second). A page rendered
// from the index then would list the post as it was, and no later record would correct it. So
// the renderer first waits until the index shows each change it renders (decision 008).

export interface IndexedChange {
  keys: { pk: string; sk: string };
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

const indexKeyOf = (image?: Record<string, unknown>) =>
  typeof image?.gsi1pk === 'string' && typeof image.gsi1sk === 'string'
    ? { pk: image.gsi1pk, sk: image.gsi1sk }
    : undefined;

async function indexedAt(index: { pk: string; sk: string }, keys: IndexedChange['keys']) {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: indexes.gsi1.name,
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk = :sk',
      ExpressionAttributeValues: { ':pk': index.pk, ':sk': index.sk },
    }),
  );
  return Items.find((item) => item.pk === keys.pk && item.sk === keys.sk);
}

/**
 * True when gsi1 shows the change: the new image listed where it belongs (or a newer write of
 * the item, whose own record follows), and the item gone from where it was listed before.
 */
export async function indexShowsChange({ keys, before, after }: IndexedChange): Promise<boolean> {
  const to = indexKeyOf(after);
  const from = indexKeyOf(before);
  if (to) {
    const listed = await indexedAt(to, keys);
    const version = itemVersion(after!);
    if (!listed || itemVersion(listed) !== version) {
      const stored = await getStoredImage(keys);
      const superseded = stored !== undefined && itemVersion(stored) !== version;
      if (!superseded) return false;
    }
  }
  if (from && !(to && to.pk === from.pk && to.sk === from.sk)) {
    if (await indexedAt(from, keys)) return false;
  }
  return true;
}
