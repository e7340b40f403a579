import type { AdminPage } from '#shared/admin/lists';
import { matchesSearch, pageOf } from '#lambdas/lib/paging';
import { updateExistingItem, type ItemKeys } from './table';

// What the admin inboxes (contacts, applications, leads, bookings) share: the list filtered by
// status and searched, one page at a time, and the admin's status and notes on one record.

export interface AdminListOptions<S extends string> {
  q?: string;
  status?: S;
  limit: number;
  cursor?: string;
}

/**
 * One page of `items` (sorted newest first by `sortKeyOf`) that have the status asked for and
 * match the search in `searchedFields`. Admin volumes are small, so each collection is read whole
 * and filtered here, which keeps pages full and the search case-insensitive (a DynamoDB filter
 * can do neither).
 */
export function adminPageOf<T extends { status: string }>(
  items: T[],
  options: AdminListOptions<T['status']>,
  searchedFields: (item: T) => (string | undefined)[],
  sortKeyOf: (item: T) => string,
): AdminPage<T> {
  const matching = items.filter(
    (item) =>
      (!options.status || item.status === options.status) &&
      matchesSearch(options.q, searchedFields(item)),
  );
  return pageOf(matching, sortKeyOf, options);
}

/** An admin's status and notes (blank notes remove them); undefined when there is no such item. */
export function setStatusAndNotes<T>(
  key: Pick<ItemKeys, 'pk' | 'sk'>,
  changes: { status: string; notes?: string },
): Promise<T | undefined> {
  return updateExistingItem<T>(key, {
    set: {
      status: changes.status,
      updatedAt: new Date().toISOString(),
      ...(changes.notes ? { notes: changes.notes } : {}),
    },
    remove: changes.notes === '' ? ['notes'] : [],
  });
}
