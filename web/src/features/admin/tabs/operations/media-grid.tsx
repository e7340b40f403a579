import type { ReactNode } from 'react';
import type { MediaItem } from '#shared/admin/media';
import { formatDate } from '#web/features/admin/kit/format';

const kilobytes = (size: number) =>
  size >= 1024 * 1024 ? `${(size / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(size / 1024)} KB`;

/** The library as thumbnails; `action` renders each image's button (copy its URL, pick it). */
export function MediaGrid({
  items,
  action,
}: {
  items: MediaItem[];
  action: (item: MediaItem) => ReactNode;
}) {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
      {items.map((item) => (
        <li
          key={item.key}
          className="overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
        >
          <img
            src={item.url}
            alt={item.altText ?? item.originalName}
            loading="lazy"
            className="aspect-square w-full bg-slate-100 object-cover dark:bg-slate-800"
          />
          <div className="space-y-1 p-3 text-xs">
            <p className="truncate font-medium text-slate-900 dark:text-white" title={item.key}>
              {item.originalName}
            </p>
            <p className="text-slate-500 dark:text-slate-400">
              {item.folder} · {kilobytes(item.size)} · {formatDate(item.createdAt)}
            </p>
            {action(item)}
          </div>
        </li>
      ))}
    </ul>
  );
}
