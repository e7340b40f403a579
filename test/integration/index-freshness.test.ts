import { describe, expect, it } from 'vitest';
import { blogPostKeys, blogPosts } from '#lambdas/data/blog-posts';
import { indexShowsChange } from '#lambdas/data/index-freshness';
import { getStoredImage } from '#lambdas/data/page-renders';
import { publishedPostFields } from '../support/blog-post-fields';

// The renderer waits until the index that lists an item shows the change it renders (decision 008):
// DynamoDB Local updates indexes at once, so these check the reading of the index, not the lag.

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function publishedPost() {
  const post = await blogPosts.create(publishedPostFields('Index Freshness'));
  const { pk, sk } = blogPostKeys(post);
  return { post, keys: { pk, sk }, image: (await getStoredImage({ pk, sk }))! };
}

describe('whether the index shows a change', () => {
  it('does for a post listed as written', async () => {
    const { keys, image } = await publishedPost();
    expect(await indexShowsChange({ keys, after: image })).toBe(true);
  });

  it('does not for an item the index does not list', async () => {
    const keys = { pk: `POST#not-written-${run}`, sk: 'POST' };
    const after = { ...keys, gsi1pk: 'POSTS#published', gsi1sk: '2026-11-25T00:00:00.000Z' };
    expect(await indexShowsChange({ keys, after })).toBe(false);
  });

  it('does not for a delete while the post is still listed, and does once it is gone', async () => {
    const { post, keys, image } = await publishedPost();
    expect(await indexShowsChange({ keys, before: image })).toBe(false);
    expect(await blogPosts.delete(post.id)).toBe(true);
    expect(await indexShowsChange({ keys, before: image })).toBe(true);
  });
});
