import * as z from 'zod';
import type { BlogPostSummary } from '../api/content';
import type { BlogPost } from '../content/schemas';
import type { AdminPage } from './lists';
import {
  imageField,
  publicationStatusField,
  requiredField,
  slugField,
  textField,
  textListField,
} from './publishing';

// The admin Blog Posts tab (docs/architecture.md §4): what the create and edit form sends. The server adds
// the id and dates, and sanitises the HTML on save.

export const maxPostContentLength = 200_000;

const readTimeMessage = 'Read time must be a whole number of minutes from 1 to 120';

export const adminBlogPostInput = z.object({
  title: requiredField(200),
  slug: slugField,
  /** Blank shows the first 150 characters of the content (docs/product.md §2). */
  summary: textField(500),
  /** HTML. */
  content: requiredField(maxPostContentLength),
  category: requiredField(100),
  tags: textListField(20, 50),
  featuredImage: imageField,
  readTime: z
    .number({ error: readTimeMessage })
    .int(readTimeMessage)
    .min(1, readTimeMessage)
    .max(120, readTimeMessage)
    .default(5),
  author: z.object(
    {
      name: requiredField(100),
      avatarUrl: imageField,
      bio: textField(1000),
    },
    { error: 'Please fill in the author' },
  ),
  status: publicationStatusField,
});
export type AdminBlogPostInput = z.input<typeof adminBlogPostInput>;
export type AdminBlogPostFields = z.output<typeof adminBlogPostInput>;

/** The list holds no HTML bodies; GET /{id} answers the whole post. */
export type AdminBlogPostPage = AdminPage<BlogPostSummary>;
export type AdminBlogPost = BlogPost;

export const adminBlogPostMessages = {
  notFound: 'Blog post not found',
  slugTaken: 'A post with this slug already exists',
  contentEmpty: 'The content has nothing left to show once unsafe HTML is removed',
} as const;
