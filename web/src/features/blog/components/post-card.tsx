import type { BlogPostSummary } from '#shared/api/content';
import { paths } from '#web/app/paths';
import { CardCover } from '#web/components/card-cover';
import { LinkCard } from '#web/components/link-card';
import { PostTiming } from './post-timing';

/** A post in a grid (docs/product.md §2: image, category, title, summary, date, read time, author, link). */
export function PostCard({ post }: { post: BlogPostSummary }) {
  const titleId = `post-${post.id}-title`;
  return (
    <LinkCard
      titleId={titleId}
      testId="post-card"
      to={paths.blogPost(post.slug)}
      cover={<CardCover src={post.featuredImage} item={post} shape="wide" />}
      eyebrow={post.category}
      title={post.title}
      summary={post.summary}
    >
      <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-5 text-xs text-slate-600 dark:text-slate-400">
        <span className="font-medium text-slate-800 dark:text-slate-200">{post.author.name}</span>
        <PostTiming post={post} size="small" />
      </div>
    </LinkCard>
  );
}
