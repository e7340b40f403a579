import { Calendar, Clock } from 'lucide-react';
import { Link } from '#web/lib/router';
import type { BlogPostSummary } from '#shared/api/content';
import { paths } from '#web/app/paths';
import { formatIndianDate, indianCalendarDate } from '#web/lib/format-date';
import { CoverImage } from '#web/components/cover-image';

/** A post in a grid (docs/product.md §2: image, category, title, summary, date, read time, author, link). */
export function PostCard({ post }: { post: BlogPostSummary }) {
  const titleId = `post-${post.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="post-card"
      className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-blue-600 hover:shadow-lg dark:border-slate-800 dark:bg-slate-900"
    >
      <CoverImage
        src={post.featuredImage}
        designed={{ eyebrow: post.category, title: post.title }}
        width={1200}
        height={630}
        loading="lazy"
        decoding="async"
        className="aspect-[40/21] w-full bg-slate-100 object-cover dark:bg-slate-800"
      />
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <p className="text-xs font-semibold tracking-wide text-blue-700 uppercase dark:text-blue-300">
          {post.category}
        </p>
        <h3 id={titleId} className="mt-2 text-lg font-bold text-slate-900 dark:text-white">
          {/* The link covers the whole card, so the card is one tap target with one name. */}
          <Link
            to={paths.blogPost(post.slug)}
            className="outline-none after:absolute after:inset-0 group-hover:text-blue-700 dark:group-hover:text-blue-300"
          >
            {post.title}
          </Link>
        </h3>
        <p className="mt-2 text-sm leading-relaxed text-slate-600 dark:text-slate-400">
          {post.summary}
        </p>
        <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-5 text-xs text-slate-600 dark:text-slate-400">
          <span className="font-medium text-slate-800 dark:text-slate-200">{post.author.name}</span>
          <span className="inline-flex items-center gap-1">
            <Calendar className="size-3.5" aria-hidden="true" />
            <time dateTime={indianCalendarDate(post.publishedAt)}>
              {formatIndianDate(post.publishedAt)}
            </time>
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden="true" />
            {post.readTime} min read
          </span>
        </div>
      </div>
    </article>
  );
}
