import { ulid } from 'ulid';
import { blogPostSummaryFields, type BlogPostSummary } from '#shared/api/content';
import { adminBlogPostMessages, type AdminBlogPostFields } from '#shared/admin/blog-posts';
import type { AdminPage } from '#shared/admin/lists';
import { publicationDates } from '#shared/admin/publishing';
import type { BlogPost, PublicationStatus } from '#shared/content/schemas';
import { sanitizePostHtml } from '#shared/content/sanitize-html';
import { ValidationError } from '../lib/errors';
import { editableContentStore, type Stored } from './editable-content';
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

const posts = editableContentStore<BlogPost>({
  entityType: 'BlogPost',
  itemOf: blogPostItem,
  collectionOf: (status) => `POSTS#${status}`,
  listKeyOf: (post) => `${post.publishedAt}#${post.id}`,
  searchFieldsOf: (post) => [post.title, post.slug, post.category, post.summary, post.author.name],
  keyTakenMessage: adminBlogPostMessages.slugTaken,
});

export function getBlogPostBySlug(slug: string): Promise<BlogPost | undefined> {
  return posts.getByKey({ pk: `POST#${slug}`, sk: 'POST' });
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

/** The admin list: drafts and published, newest first, without the HTML bodies. */
export async function findBlogPosts(query: {
  q?: string;
  status?: PublicationStatus;
  limit: number;
  cursor?: string;
}): Promise<AdminPage<BlogPostSummary>> {
  const page = await posts.find(query);
  return { ...page, items: page.items.map(withoutContent) };
}

function withoutContent(post: BlogPost): BlogPostSummary {
  const summary: Partial<BlogPost> = { ...post };
  delete summary.content;
  return summary as BlogPostSummary;
}

export const getBlogPostById = (id: string) => posts.getById(id);

/** A post as saved: its HTML sanitised (spec: "blog HTML is sanitised on save"), dates set. */
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

/** 409 when a live post has the slug. */
export function createBlogPost(fields: AdminBlogPostFields, now = new Date()): Promise<BlogPost> {
  return posts.create(blogPostFrom(fields, null, now.toISOString()));
}

/** Replaces the post's fields (a new slug moves it); undefined when there is no such post. */
export function updateBlogPost(
  id: string,
  fields: AdminBlogPostFields,
  now = new Date(),
): Promise<BlogPost | undefined> {
  return posts.update(id, (previous) => blogPostFrom(fields, previous, now.toISOString()));
}

export function setBlogPostStatus(
  id: string,
  status: PublicationStatus,
  now = new Date(),
): Promise<BlogPost | undefined> {
  return posts.update(id, (previous) =>
    blogPostFrom({ ...previous, status }, previous, now.toISOString()),
  );
}

/** False when there is no such post; a seeded post stays deleted (editable-content.ts). */
export const deleteBlogPost = (id: string) => posts.delete(id);
