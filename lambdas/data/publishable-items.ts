import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { AdminPage } from '#shared/admin/lists';
import { publicationStatus, type PublicationStatus } from '#shared/content/schemas';
import { ConflictError } from '#lambdas/lib/errors';
import { matchesSearch, pageOf } from '#lambdas/lib/paging';
import {
  db,
  getItem,
  isConditionFailed,
  queryCollection,
  savedNow,
  tableName,
  withoutKeys,
  type ItemKeys,
} from './table';
import { writeTransaction, type TransactionItem } from './transactions';

// The publishable items: what admins write, publish, edit and delete (blog posts, case studies,
// job postings), one module the entities configure with their keys and how fields become an item. A deleted item leaves a tombstone at its key: the seed writes the starting content
// wherever no item exists (lambdas/data/seed-content.ts, on every start and deploy), so without one a
// deleted seeded post would be back after the next restart. Tombstones have no index keys, so
// no list sees them, and reads by key treat them as missing.

export interface PublishableItem {
  id: string;
  status: PublicationStatus;
}

/** Kept in the table, never answered: when the item was first published (publicationDates). */
export type Stored<T> = T & { firstPublishedAt?: string };

const liveItemCondition = 'attribute_not_exists(deletedAt)';
const sameLiveItem = {
  ConditionExpression: `id = :id AND ${liveItemCondition}`,
  values: (id: string) => ({ ':id': id }),
};
/** A new item may take a free key or a tombstone's, never a live item's. */
const freeKeyCondition = `attribute_not_exists(pk) OR attribute_exists(deletedAt)`;

const isTombstone = (item: Record<string, unknown>) => 'deletedAt' in item;

type Key = { pk: string; sk: string };

/** What a deleted item leaves at its key; `movedTo`: its new key, so its old page answers 301. */
export const tombstoneItem = (
  entityType: string,
  key: Key,
  deletedAt: string,
  movedTo?: string,
) => ({
  ...key,
  entityType: `Deleted${entityType}`,
  deletedAt,
  ...(movedTo ? { movedTo } : {}),
});

/**
 * A slug change, as one transaction: the tombstone over the live item `id` at its old key (item
 * 0, refused when the item is gone or changed), and the item at its new key, which must be free
 * or a tombstone's (item 1, refused when a live item holds it).
 */
export const slugMoveItems = (
  tombstone: Record<string, unknown>,
  id: string,
  item: Record<string, unknown>,
): TransactionItem[] => [
  {
    Put: {
      TableName: tableName(),
      Item: tombstone,
      ConditionExpression: sameLiveItem.ConditionExpression,
      ExpressionAttributeValues: sameLiveItem.values(id),
    },
  },
  { Put: { TableName: tableName(), Item: item, ConditionExpression: freeKeyCondition } },
];

function publicFieldsOf<T>(item: Stored<T>): T {
  const entity = { ...item };
  delete entity.firstPublishedAt;
  return entity;
}

/** `T` is the item as answered; it carries every one of the admin's `Fields`. */
export function publishableItems<T extends PublishableItem & Fields, Fields>(options: {
  entityType: string;
  /** The full item as written: keys, entityType and the entity's attributes. */
  itemOf(entity: Stored<T>): ItemKeys & Record<string, unknown>;
  /** The gsi1 collection holding the items of a status. */
  collectionOf(status: PublicationStatus): string;
  /** Unique per item, newest first: the admin list's order and paging position. */
  listKeyOf(entity: T): string;
  searchFieldsOf(entity: T): string[];
  /** 409 when a new item's key (its slug) is taken. */
  keyTakenMessage: string;
  /** The item the admin's fields make: a new one when `previous` is null. May refuse with a 4xx. */
  fromFields(fields: Fields, previous: Stored<T> | null, now: string): Stored<T>;
}) {
  const { entityType, itemOf, collectionOf, listKeyOf, searchFieldsOf, keyTakenMessage } = options;
  const { fromFields } = options;
  const savedItemOf = (entity: Stored<T>) => ({ ...itemOf(entity), ...savedNow() });
  const keyOf = (entity: Stored<T>) => {
    const { pk, sk } = itemOf(entity);
    return { pk, sk };
  };
  const tombstoneAt = (key: Key, movedTo?: string) =>
    tombstoneItem(entityType, key, new Date().toISOString(), movedTo);

  async function listStoredByStatus(status: PublicationStatus): Promise<Stored<T>[]> {
    const items = await queryCollection(collectionOf(status));
    return items.map((item) => withoutKeys<Stored<T>>(item));
  }

  /** Drafts and published items, newest first. Admin volumes are small: read whole. */
  async function listStored(): Promise<Stored<T>[]> {
    const lists = await Promise.all(publicationStatus.options.map(listStoredByStatus));
    return lists.flat().sort((a, b) => listKeyOf(b).localeCompare(listKeyOf(a)));
  }

  async function findStoredById(id: string): Promise<Stored<T> | undefined> {
    return (await listStored()).find((entity) => entity.id === id);
  }

  async function putItem(
    item: Record<string, unknown>,
    condition: { ConditionExpression: string; ExpressionAttributeValues?: Record<string, unknown> },
  ): Promise<boolean> {
    try {
      await db().send(new PutCommand({ TableName: tableName(), Item: item, ...condition }));
      return true;
    } catch (error) {
      if (isConditionFailed(error)) return false;
      throw error;
    }
  }

  /** Writes `next` over `previous`, moving it when its key (slug) changed; false when gone. */
  async function replace(previous: Stored<T>, next: Stored<T>): Promise<boolean> {
    const from = keyOf(previous);
    const to = savedItemOf(next);
    if (from.pk === to.pk && from.sk === to.sk) {
      return putItem(to, {
        ConditionExpression: sameLiveItem.ConditionExpression,
        ExpressionAttributeValues: sameLiveItem.values(previous.id),
      });
    }
    const moved = await writeTransaction(slugMoveItems(tombstoneAt(from, to.pk), previous.id, to));
    if (moved.ok) return true;
    if (moved.failedConditions.includes(0)) return false;
    throw new ConflictError(keyTakenMessage);
  }

  /** Rebuilds the item of this id from what is stored; undefined when there is none. */
  async function update(
    id: string,
    build: (previous: Stored<T>) => Stored<T>,
  ): Promise<T | undefined> {
    const previous = await findStoredById(id);
    if (!previous) return undefined;
    const next = build(previous);
    return (await replace(previous, next)) ? publicFieldsOf(next) : undefined;
  }

  return {
    /** One live item by its table key (a public read); undefined for none or a tombstone. */
    async getByKey(key: { pk: string; sk: string }): Promise<T | undefined> {
      const item = await getItem<Stored<T> & Record<string, unknown>>(key);
      return item && !isTombstone(item) ? publicFieldsOf(item) : undefined;
    },

    async listByStatus(status: PublicationStatus): Promise<T[]> {
      return (await listStoredByStatus(status)).map(publicFieldsOf);
    },

    /** The admin list (docs/architecture.md §4): filtered, searched, one page at a time. */
    async find(query: {
      q?: string;
      status?: PublicationStatus;
      limit: number;
      cursor?: string;
    }): Promise<AdminPage<T>> {
      const matching = (await listStored())
        .map(publicFieldsOf)
        .filter(
          (entity) =>
            (!query.status || entity.status === query.status) &&
            matchesSearch(query.q, searchFieldsOf(entity)),
        );
      return pageOf(matching, listKeyOf, query);
    },

    /** By id, however it stands (draft or published). */
    async get(id: string): Promise<T | undefined> {
      const found = await findStoredById(id);
      return found && publicFieldsOf(found);
    },

    /** Writes a new item; 409 when a live item holds its key. */
    async create(fields: Fields, now = new Date()): Promise<T> {
      const entity = fromFields(fields, null, now.toISOString());
      if (!(await putItem(savedItemOf(entity), { ConditionExpression: freeKeyCondition }))) {
        throw new ConflictError(keyTakenMessage);
      }
      return publicFieldsOf(entity);
    },

    /** Replaces the item's fields (a new slug moves it); undefined when there is none. */
    replace(id: string, fields: Fields, now = new Date()): Promise<T | undefined> {
      return update(id, (previous) => fromFields(fields, previous, now.toISOString()));
    },

    /** Publishes or unpublishes, with the dates that go with it; undefined when there is none. */
    setStatus(id: string, status: PublicationStatus, now = new Date()): Promise<T | undefined> {
      return update(id, (previous) =>
        fromFields({ ...previous, status }, previous, now.toISOString()),
      );
    },

    /** Deletes the item of this id, leaving a tombstone; false when there is none. */
    async delete(id: string): Promise<boolean> {
      const previous = await findStoredById(id);
      if (!previous) return false;
      return putItem(tombstoneAt(keyOf(previous)), {
        ConditionExpression: sameLiveItem.ConditionExpression,
        ExpressionAttributeValues: sameLiveItem.values(id),
      });
    },
  };
}
