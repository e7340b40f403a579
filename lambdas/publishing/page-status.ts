import {
  pageStatusMessages,
  type PageStatus,
  type PageStatusQuery,
} from '#shared/admin/page-status';
import { blogPostKeys } from '#lambdas/data/blog-posts';
import { caseStudyKeys } from '#lambdas/data/case-studies';
import { batchKeys, courseKeys } from '#lambdas/data/courses';
import { jobPostingKeys } from '#lambdas/data/job-postings';
import { getPageRender, getStoredImage, itemVersion } from '#lambdas/data/page-renders';
import { siteKeys } from '#lambdas/data/site-content';
import type { ItemKeys } from '#lambdas/data/table';
import { NotFoundError } from '#lambdas/lib/errors';

// Per decision 008: whether the public pages show an item as it is stored now. The site renderer records
// the version of each item it rendered (data/page-renders.ts); another version stored since
// means its pages are still being updated.

type TableKey = Pick<ItemKeys, 'pk' | 'sk'>;

/** The builders also make index keys from other fields; pk and sk come from the slug or id. */
const tableKey = ({ pk, sk }: ItemKeys): TableKey => ({ pk, sk });
const unused = { status: 'draft', publishedAt: '', createdAt: '' } as const;

/** The item the query names, and the course whose page shows it when that is another item. */
function keysOf(query: PageStatusQuery): { item: TableKey; course?: TableKey } {
  switch (query.kind) {
    case 'blog-post':
      return { item: tableKey(blogPostKeys({ ...unused, slug: query.slug })) };
    case 'case-study':
      return { item: tableKey(caseStudyKeys({ ...unused, slug: query.slug })) };
    case 'job-posting':
      return { item: tableKey(jobPostingKeys({ ...unused, id: query.id })) };
    case 'course':
      return { item: tableKey(courseKeys({ ...unused, slug: query.slug })) };
    case 'batch':
      return {
        item: tableKey(batchKeys(query.courseSlug, query.batchId)),
        course: tableKey(courseKeys({ ...unused, slug: query.courseSlug })),
      };
    case 'settings':
      return { item: siteKeys.settings() };
  }
}

/** A deleted publishable item leaves a tombstone (data/publishable-items.ts): no item either. */
const isLive = (image: Record<string, unknown> | undefined): image is Record<string, unknown> =>
  image !== undefined && !('deletedAt' in image);

/** Settings have no status: every page shows them. */
const isPublished = (image: Record<string, unknown>) =>
  !('status' in image) || image.status === 'published';

/** 404 when the item does not exist (never saved, or deleted). */
export async function pageStatusOf(query: PageStatusQuery): Promise<PageStatus> {
  const keys = keysOf(query);
  const [image, render, course] = await Promise.all([
    getStoredImage(keys.item),
    getPageRender(keys.item),
    keys.course && getStoredImage(keys.course),
  ]);
  if (!isLive(image) || (keys.course && !isLive(course))) {
    throw new NotFoundError(pageStatusMessages.notFound);
  }
  if (render?.version !== itemVersion(image)) return { state: 'updating' };
  if (render.state === 'failed') {
    return { state: 'failed', error: render.error ?? 'The renderer gave no reason' };
  }
  return isPublished(course ?? image) ? { state: 'live' } : { state: 'unpublished' };
}
