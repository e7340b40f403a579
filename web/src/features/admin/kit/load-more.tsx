import { buttonClass } from './buttons';
import type { AdminList } from './use-admin-list';

/** 'Load more' under a paged admin list while the API has further pages. */
export function LoadMore({
  list,
  className,
}: {
  list: Pick<AdminList<unknown>, 'hasMore' | 'loadMore' | 'loadingMore'>;
  /** The row's spacing, e.g. 'mt-4 text-center'. */
  className: string;
}) {
  if (!list.hasMore) return null;
  return (
    <div className={className}>
      <button
        type="button"
        onClick={list.loadMore}
        disabled={list.loadingMore}
        className={buttonClass.secondary}
      >
        {list.loadingMore ? 'Loading...' : 'Load more'}
      </button>
    </div>
  );
}
