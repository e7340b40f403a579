import { Component, Suspense, type ReactNode } from 'react';
import { Clock } from 'lucide-react';
import { ArrowLink } from '#web/components/arrow-link';
import { Link } from '#web/lib/router';
import { paths } from '#web/app/paths';
import { SectionHeading } from '#web/components/section-heading';
import { useContent } from '#web/lib/content/use-content';
import { formatIndianDate, indianCalendarDate } from '#web/lib/format-date';
import { CardCover } from '#web/components/card-cover';

/** docs/product.md §9: the home page shows three posts. */
const postsShown = 3;

/** docs/product.md §2 Home: the latest three blog posts, each linking to its page, and a link to /blog. */
export function LatestPosts() {
  return (
    <section aria-labelledby="latest-posts-title" className="px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <SectionHeading
        id="latest-posts-title"
        eyebrow="From our blog"
        title="Latest Insights"
        description="Practical advice from our engineers and marketers on building, launching and growing digital products."
      />
      <PostsUnavailable>
        <Suspense
          fallback={
            <p role="status" className="mt-12 text-center text-slate-600 dark:text-slate-400">
              Loading latest insights...
            </p>
          }
        >
          <PostCards />
        </Suspense>
      </PostsUnavailable>
      <div className="mt-10 text-center">
        <ArrowLink to={paths.blog} look="outline">
          View All Articles
        </ArrowLink>
      </div>
    </section>
  );
}

function PostCards() {
  // The API lists posts newest first (shared/api/content-responses.ts). Only the posts shown are
  // kept, so the page's HTML carries three posts' data, not the whole blog's.
  const latest = useContent('blog-posts:latest', (source) =>
    source.blogPosts().then(({ posts }) => posts.slice(0, postsShown)),
  );
  return (
    <ul className="mx-auto mt-12 grid max-w-6xl gap-6 md:grid-cols-3" data-testid="latest-posts">
      {latest.map((post) => (
        <li key={post.id}>
          <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
            <CardCover src={post.featuredImage} item={post} shape="video" />
            <div className="flex flex-1 flex-col p-6">
              <p className="text-xs font-semibold tracking-wide text-blue-700 uppercase dark:text-blue-300">
                {post.category}
              </p>
              <h3 className="mt-2 text-lg font-semibold text-slate-900 dark:text-white">
                <Link
                  to={paths.blogPost(post.slug)}
                  className="hover:text-blue-700 dark:hover:text-blue-300"
                >
                  {post.title}
                </Link>
              </h3>
              <p className="mt-2 line-clamp-3 flex-1 text-sm leading-relaxed text-slate-600 dark:text-slate-400">
                {post.summary}
              </p>
              <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500 dark:text-slate-400">
                <time dateTime={indianCalendarDate(post.publishedAt)}>
                  {formatIndianDate(post.publishedAt)}
                </time>
                <span className="inline-flex items-center gap-1">
                  <Clock className="size-3.5" aria-hidden="true" />
                  {post.readTime || 5} min read
                </span>
                <span>{post.author.name}</span>
              </p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

/** A failed read hides only this section's cards; the rest of the home page stays usable. */
class PostsUnavailable extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p className="mt-12 text-center text-slate-600 dark:text-slate-400">
        Our latest articles could not be loaded just now.
      </p>
    );
  }
}
