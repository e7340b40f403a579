import { useEffect, useSyncExternalStore } from 'react';
import * as apiPaths from '#shared/api/api-paths';
import type { AdminReviewList } from '#shared/learning/course-reviews';
import { adminGet } from '../../kit/admin-api';

// How many reviews wait for moderation, for the sidebar (decision 024): read once when the
// sidebar shows the section, and again whenever the Reviews section loads a list.

let pendingCount: number | undefined;
const listeners = new Set<() => void>();

export function notePendingReviews(count: number) {
  pendingCount = count;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function usePendingReviews(): number | undefined {
  const count = useSyncExternalStore(
    subscribe,
    () => pendingCount,
    () => undefined,
  );
  useEffect(() => {
    if (pendingCount !== undefined) return;
    adminGet<AdminReviewList>(apiPaths.adminReviews, { status: 'pending' })
      .then((list) => notePendingReviews(list.pendingCount))
      // The count is a hint; the section itself says what went wrong.
      .catch(() => undefined);
  }, []);
  return count;
}

/** The count beside "Reviews" in the sidebar; nothing while none wait. */
export function PendingReviewsBadge() {
  const count = usePendingReviews();
  if (!count) return null;
  return (
    <span
      data-testid="pending-reviews"
      className="pointer-events-none absolute top-1/2 right-3 inline-flex min-w-5 -translate-y-1/2 items-center justify-center rounded-full bg-amber-500 px-1.5 text-xs font-bold text-white"
    >
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{count} waiting for moderation</span>
    </span>
  );
}
