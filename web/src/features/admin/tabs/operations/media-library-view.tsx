import type { ReactNode } from 'react';
import { mediaMessages, type MediaItem } from '../../../../../../shared/admin/media';
import { buttonClass } from '../../kit/buttons';
import type { AdminList } from '../../kit/use-admin-list';
import { MediaGrid } from './media-grid';

/** One loaded page or more of the library, with its loading, error and empty states. */
export function MediaLibraryView({
  list,
  action,
}: {
  list: AdminList<MediaItem>;
  action: (item: MediaItem) => ReactNode;
}) {
  return (
    <div className="space-y-4">
      {list.error && (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
        >
          {list.error}
        </p>
      )}
      {list.items.length > 0 ? (
        <MediaGrid items={list.items} action={action} />
      ) : (
        <p role="status" className="py-8 text-center text-slate-600 dark:text-slate-300">
          {list.loading ? 'Loading...' : list.error ? '' : mediaMessages.empty}
        </p>
      )}
      {list.hasMore && (
        <div className="text-center">
          <button
            type="button"
            onClick={list.loadMore}
            disabled={list.loadingMore}
            className={buttonClass.secondary}
          >
            {list.loadingMore ? 'Loading...' : 'Load more'}
          </button>
        </div>
      )}
    </div>
  );
}
