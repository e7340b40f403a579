import type { AdminPage } from '#shared/admin/lists';
import type { MediaItem } from '#shared/admin/media';
import { pageOf } from '#lambdas/lib/paging';
import {
  getItem,
  isConditionFailed,
  putNewItem,
  queryCollection,
  withoutKeys,
  type ItemKeys,
} from './table';

// The media library (docs/product.md §3 media_library): one item per uploaded object, keyed by its S3 key,
// so two uploads can never claim the same object.

export const mediaKeys = (item: Pick<MediaItem, 'key' | 'createdAt'>): ItemKeys => ({
  pk: `MEDIA#${item.key}`,
  sk: 'MEDIA',
  gsi1pk: 'MEDIA',
  gsi1sk: `${item.createdAt}#${item.key}`,
});

export const mediaItem = (item: MediaItem) => ({
  ...mediaKeys(item),
  entityType: 'MediaItem',
  ...item,
});

/** Records a new item; false when an item already holds its key (a same-millisecond upload). */
export async function putMediaItemIfNew(item: MediaItem): Promise<boolean> {
  try {
    await putNewItem(mediaItem(item));
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/** The library's record of the object at `key`, or undefined when none was uploaded there. */
export function getMediaItem(key: string): Promise<MediaItem | undefined> {
  return getItem<MediaItem>({ pk: `MEDIA#${key}`, sk: 'MEDIA' });
}

/** The library newest first, optionally one folder, one page at a time. */
export async function findMediaItems(options: {
  folder?: string;
  limit: number;
  cursor?: string;
}): Promise<AdminPage<MediaItem>> {
  const items = (await queryCollection('MEDIA')).map((item) => withoutKeys<MediaItem>(item));
  const matching = options.folder ? items.filter((item) => item.folder === options.folder) : items;
  return pageOf(matching, (item) => mediaKeys(item).gsi1sk!, options);
}
