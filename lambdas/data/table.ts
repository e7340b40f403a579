import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type QueryCommandInput,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { config } from '#lambdas/lib/config';
import { traced } from '#lambdas/lib/tracer';
import { currentAuditScope } from '#lambdas/lib/audit-scope';
import { auditedClient } from './audited-writes';
import { indexes, placementAttributes } from './table-definition';

// One document client per cold start, made on first use so the local stack can set its
// environment before any handler touches the table. Inside an admin write route it records what
// it writes in the audit trail (decision 022, audited-writes.ts).
let documentClient: DynamoDBDocumentClient | undefined;

export function db(): DynamoDBDocumentClient {
  const scope = currentAuditScope();
  return scope ? auditedClient(tableClient(), scope) : tableClient();
}

function tableClient(): DynamoDBDocumentClient {
  if (!documentClient) {
    const { AWS_REGION, DYNAMODB_ENDPOINT } = config();
    documentClient = DynamoDBDocumentClient.from(
      traced(new DynamoDBClient({ region: AWS_REGION, endpoint: DYNAMODB_ENDPOINT })),
      { marshallOptions: { removeUndefinedValues: true } },
    );
  }
  return documentClient;
}

export function tableName(): string {
  return config().TABLE_NAME;
}

/**
 * Attributes that exist only to place an item in the table or to answer a list without reading
 * whole items (a post's `listSummary`), never part of an entity.
 */
export interface ItemKeys {
  pk: string;
  sk: string;
  gsi1pk?: string;
  gsi1sk?: string;
  gsi2pk?: string;
  gsi2sk?: string;
  ttl?: number;
}

/**
 * When an admin last saved the item. Every save writes it, so even a save that changes nothing
 * else is a change on the table's stream, which the site renderer confirms (decision 008): the
 * admin's "live" never waits on a render that no change asked for.
 */
export const savedNow = () => ({ savedAt: new Date().toISOString() });

export function withoutKeys<T>(item: Record<string, unknown>): T {
  const entity = { ...item };
  for (const name of placementAttributes) delete entity[name];
  return entity as T;
}

/** One item by key; `consistent` reads what the last write wrote (for state machines). */
export async function getItem<T>(
  key: { pk: string; sk: string },
  { consistent = false } = {},
): Promise<T | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: consistent }),
  );
  return Item ? withoutKeys<T>(Item) : undefined;
}

/** Every item of a query, following pages; for collections small enough to read whole. */
export async function queryAll(
  input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>,
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({ ...input, TableName: tableName(), ExclusiveStartKey: startKey }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

export function queryPartition(pk: string, skPrefix?: string) {
  return queryAll(
    skPrefix
      ? {
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
        }
      : { KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk } },
  );
}

/** A gsi1 collection, newest first by default (docs/product.md §9: content sorts descending). */
export function queryCollection(
  gsi1pk: string,
  order: 'newest' | 'oldest' = 'newest',
  /** Only these attributes of each item: what a list shows, not whole items. */
  attributes?: readonly string[],
) {
  return queryAll({
    IndexName: indexes.gsi1.name,
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': gsi1pk },
    ScanIndexForward: order === 'oldest',
    ...(attributes && projection(attributes)),
  });
}

/**
 * The items of several gsi1 collections (an entity's statuses), merged newest first by
 * `listKeyOf`: admin lists and the dashboard, whose volumes are small enough to read whole.
 */
export async function queryCollectionsNewestFirst<T>(
  collections: readonly string[],
  listKeyOf: (entity: T) => string,
): Promise<T[]> {
  const lists = await Promise.all(collections.map((collection) => queryCollection(collection)));
  return lists
    .flat()
    .map((item) => withoutKeys<T>(item))
    .sort((a, b) => (listKeyOf(a) < listKeyOf(b) ? 1 : -1));
}

/** A ProjectionExpression naming `attributes` through placeholders (some are reserved words). */
function projection(attributes: readonly string[]) {
  return {
    ProjectionExpression: attributes.map((_, index) => `#a${index}`).join(', '),
    ExpressionAttributeNames: Object.fromEntries(
      attributes.map((attribute, index) => [`#a${index}`, attribute]),
    ),
  };
}

/** Writes a new item; an item already at its key makes it fail rather than be overwritten. */
export async function putNewItem(item: Record<string, unknown> & ItemKeys): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: item,
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** True when a conditional write lost: the item exists, the slot is taken, the limit is reached. */
export function isConditionFailed(error: unknown): boolean {
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}

/** Writes a new item once: false when one is at its key already (a claim someone else made). */
export async function putIfNew(item: Record<string, unknown> & ItemKeys): Promise<boolean> {
  try {
    await putNewItem(item);
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/**
 * An update whose condition may fail: undefined then, as when someone else got there first;
 * else the item as it now stands.
 */
export async function updateIf<T>(
  input: Omit<UpdateCommandInput, 'TableName' | 'ReturnValues'>,
): Promise<T | undefined> {
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({ TableName: tableName(), ...input, ReturnValues: 'ALL_NEW' }),
    );
    return Attributes ? withoutKeys<T>(Attributes) : undefined;
  } catch (error) {
    if (isConditionFailed(error)) return undefined;
    throw error;
  }
}

/**
 * Sets (and removes) attributes of an item that must already exist; answers the updated entity,
 * or undefined when there is no such item (nothing is created).
 */
export async function updateExistingItem<T>(
  key: { pk: string; sk: string },
  changes: { set: Record<string, unknown>; remove?: string[] },
): Promise<T | undefined> {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets = Object.entries(changes.set).map(([name, value], index) => {
    names[`#s${index}`] = name;
    values[`:s${index}`] = value;
    return `#s${index} = :s${index}`;
  });
  const removes = (changes.remove ?? []).map((name, index) => {
    names[`#r${index}`] = name;
    return `#r${index}`;
  });
  const expression = [
    sets.length ? `SET ${sets.join(', ')}` : '',
    removes.length ? `REMOVE ${removes.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: expression,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: names,
        ...(sets.length ? { ExpressionAttributeValues: values } : {}),
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? withoutKeys<T>(Attributes) : undefined;
  } catch (error) {
    if (isConditionFailed(error)) return undefined;
    throw error;
  }
}

/** Deletes an item that exists; false when there was none. */
export async function deleteExistingItem(key: { pk: string; sk: string }): Promise<boolean> {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: key,
        ConditionExpression: 'attribute_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}
