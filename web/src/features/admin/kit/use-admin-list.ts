import { useCallback, useEffect, useState } from 'react';
import type { AdminPage } from '#shared/admin/lists';
import { errorMessage } from '#web/lib/api-client';
import { adminGet, type AdminQuery } from './admin-api';
import { LocalEdits, type ListEdit } from './local-edits';

export interface AdminList<T> {
  items: T[];
  /** First page loading (or reloading after a filter change or refresh). */
  loading: boolean;
  loadingMore: boolean;
  /** The last load's error text, '' when it worked. */
  error: string;
  hasMore: boolean;
  loadMore: () => void;
  refresh: () => void;
  /**
   * Changes the loaded items in place, e.g. after a status update or delete; the change also
   * applies to loads already under way (see LocalEdits), so it must be idempotent.
   */
  setItems: (edit: ListEdit<T>) => void;
}

/**
 * One admin list (docs/product.md §7 Admin: limit and cursor): the first page for `query`, reloaded when the query
 * changes or on refresh, and further pages appended by `loadMore`.
 */
export function useAdminList<T>(
  path: string,
  query: AdminQuery,
  failureText = 'Failed to load the list. Please try again.',
): AdminList<T> {
  const queryKey = JSON.stringify(query);
  const [reloads, setReloads] = useState(0);
  const requestKey = `${path}|${queryKey}|${reloads}`;
  // What the last finished load answered, and for which request: while they differ, it loads.
  const [loaded, setLoaded] = useState<{ key: string; error: string }>({ key: '', error: '' });
  const [items, setItemsState] = useState<T[]>([]);
  const [cursor, setCursor] = useState<string>();
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState('');
  const [edits] = useState(() => new LocalEdits<T>());

  useEffect(() => {
    let current = true;
    const editsBefore = edits.mark();
    adminGet<AdminPage<T>>(path, JSON.parse(queryKey) as AdminQuery).then(
      (page) => {
        if (!current) return;
        setItemsState(edits.replaySince(editsBefore, page.items));
        setCursor(page.nextCursor);
        setMoreError('');
        setLoaded({ key: requestKey, error: '' });
      },
      (caught: unknown) => {
        if (current) setLoaded({ key: requestKey, error: errorMessage(caught, failureText) });
      },
    );
    return () => {
      current = false;
    };
  }, [path, queryKey, requestKey, failureText, edits]);

  const loadMore = useCallback(() => {
    if (!cursor) return;
    setLoadingMore(true);
    const editsBefore = edits.mark();
    adminGet<AdminPage<T>>(path, { ...(JSON.parse(queryKey) as AdminQuery), cursor })
      .then((page) => {
        // On the whole list, so a replayed "add" finds a row that is already loaded.
        setItemsState((loaded) => edits.replaySince(editsBefore, [...loaded, ...page.items]));
        setCursor(page.nextCursor);
        setMoreError('');
      })
      .catch((caught: unknown) => setMoreError(errorMessage(caught, failureText)))
      .finally(() => setLoadingMore(false));
  }, [cursor, path, queryKey, failureText, edits]);

  const setItems = useCallback(
    (edit: ListEdit<T>) => {
      edits.record(edit);
      setItemsState(edit);
    },
    [edits],
  );

  return {
    items,
    loading: loaded.key !== requestKey,
    loadingMore,
    error: loaded.key === requestKey ? loaded.error || moreError : '',
    hasMore: Boolean(cursor),
    loadMore,
    refresh: useCallback(() => setReloads((count) => count + 1), []),
    setItems,
  };
}
