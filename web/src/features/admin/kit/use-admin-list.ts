import { useCallback, useEffect, useState } from 'react';
import type { AdminPage } from '../../../../../shared/admin/lists';
import { errorMessage } from '../../../lib/api-client';
import { adminGet, type AdminQuery } from './admin-api';

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
  /** Changes the loaded items in place, e.g. after a status update or delete. */
  setItems: (update: (items: T[]) => T[]) => void;
}

/**
 * One admin list (design §4 paging): the first page for `query`, reloaded when the query
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

  useEffect(() => {
    let current = true;
    adminGet<AdminPage<T>>(path, JSON.parse(queryKey) as AdminQuery).then(
      (page) => {
        if (!current) return;
        setItemsState(page.items);
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
  }, [path, queryKey, requestKey, failureText]);

  const loadMore = useCallback(() => {
    if (!cursor) return;
    setLoadingMore(true);
    adminGet<AdminPage<T>>(path, { ...(JSON.parse(queryKey) as AdminQuery), cursor })
      .then((page) => {
        setItemsState((loaded) => [...loaded, ...page.items]);
        setCursor(page.nextCursor);
        setMoreError('');
      })
      .catch((caught: unknown) => setMoreError(errorMessage(caught, failureText)))
      .finally(() => setLoadingMore(false));
  }, [cursor, path, queryKey, failureText]);

  return {
    items,
    loading: loaded.key !== requestKey,
    loadingMore,
    error: loaded.key === requestKey ? loaded.error || moreError : '',
    hasMore: Boolean(cursor),
    loadMore,
    refresh: useCallback(() => setReloads((count) => count + 1), []),
    setItems: setItemsState,
  };
}
