import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { ContentChange, ListedPost } from '#shared/api/content-change';
import { publicContentKeyPrefixes } from '#lambdas/data/table-definition';

// From a change of the table to what changed in the public content (shared/api/content-change),
// by the item's key. Only the partitions of `publicContentKeyPrefixes` (table-definition.ts)
// hold what public pages show: the cloud's stream filter and the local poller pass only them.

/** One item's change: its image before and after (absent when it did not exist). */
export interface TableChange {
  keys: { pk: string; sk: string };
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

/** A stream record, as Lambda's event and the streams API both carry it. */
export interface StreamRecord {
  dynamodb?: {
    Keys?: Record<string, unknown>;
    OldImage?: Record<string, unknown>;
    NewImage?: Record<string, unknown>;
  };
}

const imageOf = (image?: Record<string, unknown>) =>
  image && unmarshall(image as Record<string, AttributeValue>);

/** The table change a stream record tells of; undefined for items no public page shows. */
export function tableChangeOf(record: StreamRecord): TableChange | undefined {
  const keys = imageOf(record.dynamodb?.Keys);
  const pk = keys?.pk;
  if (typeof pk !== 'string' || !publicContentKeyPrefixes.some((prefix) => pk.startsWith(prefix))) {
    return undefined;
  }
  return {
    keys: { pk, sk: String(keys!.sk) },
    before: imageOf(record.dynamodb?.OldImage),
    after: imageOf(record.dynamodb?.NewImage),
  };
}

const isPublished = (image?: Record<string, unknown>) =>
  image !== undefined && !('deletedAt' in image) && image.status === 'published';

const listedPost = (image?: Record<string, unknown>): ListedPost | undefined =>
  isPublished(image)
    ? {
        slug: String(image!.slug),
        category: String(image!.category),
        publishedAt: String(image!.publishedAt),
      }
    : undefined;

/** What the public pages see of one item's change; undefined when they show none of it. */
export function contentChangeOf({ keys, before, after }: TableChange): ContentChange | undefined {
  const { pk, sk } = keys;
  const shownBefore = isPublished(before);
  const shownAfter = isPublished(after);
  if (pk === 'SITE') return { kind: 'site' };
  if (pk === 'SERVICE') return { kind: 'services' };
  if (pk.startsWith('POST#')) {
    if (!shownBefore && !shownAfter) return undefined;
    const movedTo = typeof after?.movedTo === 'string' ? after.movedTo : undefined;
    return {
      kind: 'blog-post',
      before: listedPost(before),
      after: listedPost(after),
      ...(movedTo?.startsWith('POST#') ? { movedTo: movedTo.slice('POST#'.length) } : {}),
    };
  }
  if (pk.startsWith('CASE_STUDY#')) {
    return shownBefore || shownAfter ? { kind: 'case-studies' } : undefined;
  }
  if (pk.startsWith('JOB#')) return shownBefore || shownAfter ? { kind: 'jobs' } : undefined;
  if (pk.startsWith('COURSE#')) {
    const slug = pk.slice('COURSE#'.length);
    if (sk !== 'COURSE') return { kind: 'course', slug, listed: false };
    return shownBefore || shownAfter ? { kind: 'course', slug, listed: true } : undefined;
  }
  return undefined;
}
