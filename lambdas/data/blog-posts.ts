import { ulid } from 'ulid';
import { blogPostSummaryFields, type BlogPostSummary } from '#shared/api/content';
import { adminBlogPostMessages, type AdminBlogPostFields } from '#shared/admin/blog-posts';
import type { AdminPage } from '#shared/admin/lists';
import { publicationDates } from '#shared/admin/publishing';
import type { BlogPost } from '#shared/content/schemas';
import { sanitizePostHtml } from '#shared/content/sanitize-html';
import { ValidationError } from '#lambdas/lib/errors';
import { publishableItems, type Stored } from './publishable-items';
import { postSummary } from '#shared/content/excerpt';
import { queryCollection, withoutKeys, type ItemKeys } from './table';

export const blogPostKeys = (
  post: Pick<BlogPost, 'slug' | 'status' | 'publishedAt'>,
): ItemKeys => ({
  pk: `POST#${post.slug}`,
  sk: 'POST',
  gsi1pk: `POSTS#${post.status}`,
  gsi1sk: post.publishedAt,
});

/** The item of a post, with its list summary kept beside it so lists need not read the HTML. */
export const blogPostItem = (post: Stored<BlogPost>) => ({
  ...blogPostKeys(post),
  entityType: 'BlogPost',
  ...post,
  listSummary: postSummary(post),
});

export function getBlogPostBySlug(slug: string): Promise<BlogPost | undefined> {
  return blogPosts.getByKey({ pk: `POST#${slug}`, sk: 'POST' });
}

/**
 * The public list, newest first by publishedAt (docs/product.md §9): only the summary fields are read, not
 * the posts' HTML. An item written before list summaries were kept shows its own summary (blank
 * when it had none).
 */
export async function listPublishedPostSummaries(): Promise<BlogPostSummary[]> {
  const items = await queryCollection(`POSTS#published`, 'newest', [
    ...blogPostSummaryFields,
    'listSummary',
  ]);
  return items.map((item) => {
    const post = withoutKeys<BlogPostSummary>(item);
    const listSummary = item.listSummary;
    return typeof listSummary === 'string' ? { ...post, summary: listSummary } : post;
  });
}

/** A post as saved: its HTML sanitised on save (docs/product.md §2, Blog post), dates set. */
function blogPostFrom(
  fields: AdminBlogPostFields,
  previous: Stored<BlogPost> | null,
  now: string,
): Stored<BlogPost> {
  const content = sanitizePostHtml(fields.content).trim();
  if (!content) {
    const message = adminBlogPostMessages.contentEmpty;
    throw new ValidationError(message, { content: message });
  }
  return {
    ...fields,
    content,
    id: previous?.id ?? ulid(),
    createdAt: previous?.createdAt ?? now,
    ...publicationDates(previous, fields.status, now),
  };
}

const posts = publishableItems<BlogPost, AdminBlogPostFields>({
  entityType: 'BlogPost',
  itemOf: blogPostItem,
  collectionOf: (status) => `POSTS#${status}`,
  listKeyOf: (post) => `${post.publishedAt}#${post.id}`,
  searchFieldsOf: (post) => [post.title, post.slug, post.category, post.summary, post.author.name],
  keyTakenMessage: adminBlogPostMessages.slugTaken,
  fromFields: blogPostFrom,
});

function withoutContent(post: BlogPost): BlogPostSummary {
  const summary: Partial<BlogPost> = { ...post };
  delete summary.content;
  return summary as BlogPostSummary;
}

/**
 * The admin's blog posts, listed without their HTML bodies; a deleted seeded post stays deleted
 * (publishable-items.ts).
 */
export const blogPosts = {
  ...posts,
  async find(query: Parameters<typeof posts.find>[0]): Promise<AdminPage<BlogPostSummary>> {
    const page = await posts.find(query);
    return { ...page, items: page.items.map(withoutContent) };
  },
};
