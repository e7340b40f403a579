import type { BlogPost, PublicationStatus } from '../../shared/content/schemas';
import { getItem, queryCollection, withoutKeys, type ItemKeys } from './table';

export const blogPostKeys = (
  post: Pick<BlogPost, 'slug' | 'status' | 'publishedAt'>,
): ItemKeys => ({
  pk: `POST#${post.slug}`,
  sk: 'POST',
  gsi1pk: `POSTS#${post.status}`,
  gsi1sk: post.publishedAt,
});

export const blogPostItem = (post: BlogPost) => ({
  ...blogPostKeys(post),
  entityType: 'BlogPost',
  ...post,
});

export function getBlogPostBySlug(slug: string): Promise<BlogPost | undefined> {
  return getItem<BlogPost>({ pk: `POST#${slug}`, sk: 'POST' });
}

/** Newest first by publishedAt (spec §9). */
export async function listBlogPostsByStatus(status: PublicationStatus): Promise<BlogPost[]> {
  const items = await queryCollection(`POSTS#${status}`);
  return items.map((item) => withoutKeys<BlogPost>(item));
}
