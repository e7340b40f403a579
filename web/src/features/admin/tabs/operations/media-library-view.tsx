import type { ReactNode } from 'react';
import { mediaMessages, type MediaItem } from '#shared/admin/media';
import { LoadMore } from '#web/features/admin/kit/load-more';
import type { AdminList } from '#web/features/admin/kit/use-admin-list';
import { MediaGrid } from './media-grid';
import { ErrorAlert } from '#web/components/error-alert';

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
      <ErrorAlert message={list.error} />
      {list.items.length > 0 ? (
        <MediaGrid items={list.items} action={action} />
      ) : (
        <p role="status" className="py-8 text-center text-slate-600 dark:text-slate-300">
          {list.loading ? 'Loading...' : list.error ? '' : mediaMessages.empty}
        </p>
      )}
      <LoadMore list={list} className="text-center" />
    </div>
  );
}
