import * as apiPaths from '#shared/api/api-paths';
import { adminBlogPostInput } from '#shared/admin/blog-posts';
import type { BlogPostSummary } from '#shared/api/content';
import type { BlogPost } from '#shared/content/schemas';
import { BlogPostForm } from './publishing/blog-post-form';
import { PublishingTab } from './publishing/publishing-tab';

/** Blog Posts (docs/admin.md): draft or published, written in HTML, sanitised on save. */
export function BlogTab() {
  return (
    <PublishingTab<BlogPostSummary, BlogPost>
      path={apiPaths.adminBlog}
      heading="Blog Posts"
      description="Articles on the blog. Published posts show on /blog at once."
      noun={{ one: 'blog post', many: 'blog posts', title: 'Blog Post' }}
      emptyText="No blog posts found"
      describe={(post) => `${post.category} · ${post.author.name}`}
      dateOf={(post) =>
        post.status === 'published'
          ? { label: 'Published', iso: post.publishedAt }
          : { label: 'Created', iso: post.createdAt }
      }
      pageOf={(post) => ({ kind: 'blog-post', slug: post.slug })}
      schema={adminBlogPostInput}
      Form={BlogPostForm}
    />
  );
}
