import { marshall } from '@aws-sdk/util-dynamodb';
import { describe, expect, it } from 'vitest';
import { contentChangeOf, tableChangeOf } from '#lambdas/publishing/renderer/content-changes';

// From a change of the table to what the public pages see of it (decision 008).

const post = (overrides: Record<string, unknown> = {}) => ({
  pk: 'POST#edge-caching',
  sk: 'POST',
  entityType: 'BlogPost',
  slug: 'edge-caching',
  category: 'Cloud',
  publishedAt: '2026-11-01T09:00:00.000Z',
  status: 'published',
  ...overrides,
});
const keys = { pk: 'POST#edge-caching', sk: 'POST' };

describe('the content change of a table change', () => {
  it('tells a newly published post by its listing fields', () => {
    expect(contentChangeOf({ keys, after: post() })).toEqual({
      kind: 'blog-post',
      before: undefined,
      after: { slug: 'edge-caching', category: 'Cloud', publishedAt: '2026-11-01T09:00:00.000Z' },
    });
  });

  it('ignores a draft edited while it stays a draft', () => {
    expect(
      contentChangeOf({
        keys,
        before: post({ status: 'draft' }),
        after: post({ status: 'draft' }),
      }),
    ).toBeUndefined();
  });

  it('tells a deleted post as one no longer shown, and a moved one with its new slug', () => {
    const tombstone = { ...keys, entityType: 'DeletedBlogPost', deletedAt: '2026-11-02' };
    expect(contentChangeOf({ keys, before: post(), after: tombstone })).toMatchObject({
      before: { slug: 'edge-caching' },
      after: undefined,
    });
    expect(
      contentChangeOf({
        keys,
        before: post(),
        after: { ...tombstone, movedTo: 'POST#cdn-caching' },
      }),
    ).toMatchObject({ before: { slug: 'edge-caching' }, movedTo: 'cdn-caching' });
  });

  it('tells a batch change as its course page only, and a course change as the list too', () => {
    const course = { pk: 'COURSE#aws-basics', sk: 'COURSE' };
    const batch = { pk: 'COURSE#aws-basics', sk: 'BATCH#morning' };
    expect(contentChangeOf({ keys: batch, after: { seatsTaken: 3 } })).toEqual({
      kind: 'course',
      slug: 'aws-basics',
      listed: false,
    });
    expect(contentChangeOf({ keys: course, after: { status: 'published' } })).toEqual({
      kind: 'course',
      slug: 'aws-basics',
      listed: true,
    });
  });

  it('tells settings as a change of every page, and published case studies and jobs by kind', () => {
    expect(contentChangeOf({ keys: { pk: 'SITE', sk: 'SETTINGS' }, after: {} })).toEqual({
      kind: 'site',
    });
    expect(
      contentChangeOf({ keys: { pk: 'JOB#j1', sk: 'JOB' }, after: { status: 'published' } }),
    ).toEqual({ kind: 'jobs' });
    expect(
      contentChangeOf({
        keys: { pk: 'CASE_STUDY#c', sk: 'CASE_STUDY' },
        after: { status: 'draft' },
      }),
    ).toBeUndefined();
  });
});

describe('a stream record', () => {
  it('is read with both images unmarshalled', () => {
    const record = { dynamodb: { Keys: marshall(keys), NewImage: marshall(post()) } };
    expect(tableChangeOf(record)).toEqual({ keys, before: undefined, after: post() });
  });

  it('is left out when it holds no public content (orders, the renderer’s own status items)', () => {
    for (const pk of ['ENROLLMENT#01J', 'PAGE_RENDER#POST#x', 'COUPON#WELCOME10']) {
      expect(tableChangeOf({ dynamodb: { Keys: marshall({ pk, sk: 'X' }) } }), pk).toBeUndefined();
    }
  });
});
