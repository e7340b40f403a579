import type { PageStatusQuery } from '#shared/admin/page-status';
import { buttonClass } from '#web/features/admin/kit/buttons';
import { publicPagePath } from '#web/features/admin/kit/page-status-line';
import type { PublishedContent } from './publishing-tab';

/**
 * A published item's row buttons: Publish or Unpublish, Edit, View (on the website, once
 * published) and Delete.
 */
export function PublishingRowActions<Listed extends PublishedContent>({
  item,
  page,
  busy,
  onTogglePublished,
  onEdit,
  onDelete,
}: {
  item: Listed;
  /** The public page that shows the item once published. */
  page: PageStatusQuery;
  /** A change to this item is on its way: Publish and Delete wait. */
  busy: boolean;
  onTogglePublished: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const published = item.status === 'published';
  return (
    <div className="flex flex-wrap gap-1">
      <button
        type="button"
        className={buttonClass.rowAction}
        disabled={busy}
        onClick={onTogglePublished}
        aria-label={`${published ? 'Unpublish' : 'Publish'} ${item.title}`}
      >
        {published ? 'Unpublish' : 'Publish'}
      </button>
      <button
        type="button"
        className={buttonClass.rowAction}
        onClick={onEdit}
        aria-label={`Edit ${item.title}`}
      >
        Edit
      </button>
      {published && (
        <a
          href={publicPagePath(page)}
          target="_blank"
          rel="noreferrer"
          className={buttonClass.rowAction}
          aria-label={`View ${item.title} on the website (opens in a new tab)`}
        >
          View
        </a>
      )}
      <button
        type="button"
        className={buttonClass.rowDanger}
        disabled={busy}
        onClick={onDelete}
        aria-label={`Delete ${item.title}`}
      >
        Delete
      </button>
    </div>
  );
}
