import type { AdminPage } from '#shared/admin/lists';
import { adminPageOf, setStatusAndNotes, type AdminListOptions } from './admin-records';
import {
  deleteExistingItem,
  getItem,
  putNewItem,
  queryCollection,
  withoutKeys,
  type ItemKeys,
} from './table';

// One module for every admin inbox that records what visitors send (contact messages, leads,
// job applications): each is an item of its own, listed newest first in one collection,
// searched and paged for the admin, who sets its status and notes, or deletes it. An entity
// configures it once, its keys included; what only one entity does stays in its own module.

export interface InboxRecordShape<T> {
  /** The item's pk and sk: `<prefix>#<id>` and `<prefix>`. */
  prefix: string;
  /** The collection (gsi1pk) that lists them all. */
  collection: string;
  entityType: string;
  /** When it came in: the list's order. */
  receivedAt: (record: T) => string;
  /** The fields the admin's search looks in. */
  searchedFields: (record: T) => (string | undefined)[];
  /** Keys besides the primary and the collection's, e.g. another index. */
  moreKeys?: (record: T) => Partial<ItemKeys>;
}

export function inboxRecords<T extends { id: string; status: S }, S extends string>(
  shape: InboxRecordShape<T>,
) {
  const keyOf = (id: string) => ({ pk: `${shape.prefix}#${id}`, sk: shape.prefix });
  const keys = (record: T): ItemKeys => ({
    ...keyOf(record.id),
    gsi1pk: shape.collection,
    gsi1sk: `${shape.receivedAt(record)}#${record.id}`,
    ...shape.moreKeys?.(record),
  });
  const item = (record: T) => ({ ...keys(record), entityType: shape.entityType, ...record });
  const listNewestFirst = async (): Promise<T[]> =>
    (await queryCollection(shape.collection)).map((stored) => withoutKeys<T>(stored));
  /** The admin's page of `records` (newest first): filtered, searched, one page at a time. */
  const page = (records: T[], options: AdminListOptions<S>): AdminPage<T> =>
    adminPageOf(records, options, shape.searchedFields, (record) => keys(record).gsi1sk!);

  return {
    keys,
    item,
    put: (record: T): Promise<void> => putNewItem(item(record)),
    get: (id: string): Promise<T | undefined> => getItem<T>(keyOf(id)),
    listNewestFirst,
    page,
    /** The admin list: every record, newest first, filtered and searched, a page at a time. */
    find: async (options: AdminListOptions<S>): Promise<AdminPage<T>> =>
      page(await listNewestFirst(), options),
    update: (id: string, changes: { status: S; notes?: string }): Promise<T | undefined> =>
      setStatusAndNotes<T>(keyOf(id), changes),
    /** False when there was no such record. */
    remove: (id: string): Promise<boolean> => deleteExistingItem(keyOf(id)),
  };
}
