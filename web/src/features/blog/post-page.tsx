import { useParams } from '#web/lib/router';
import type { BlogPost } from '#shared/content/schemas';
import { postSummary } from '#shared/content/excerpt';
import { paths } from '#web/app/paths';
import { Avatar } from '#web/components/avatar';
import { BackLink } from '#web/components/back-link';
import { RelatedSection } from '#web/components/card-row';
import { NotFoundState } from '#web/components/not-found-state';
import { TagList } from '#web/components/tag-list';
import { useContent } from '#web/lib/content/use-content';
import { useSite } from '#web/lib/content/use-site';
import { PageMeta, shareCardUrl, useSiteOrigin } from '#web/lib/page-meta';
import { relatedItems } from '#shared/content/related-items';
import { blogPostingJsonLd } from '#web/lib/structured-data';
import { AuthorCard } from './components/author-card';
import { PostCard } from './components/post-card';
import { PostContent } from './components/post-content';
import { PostTiming } from './components/post-timing';
import { ShareLinks } from './components/share-links';

export function PostPage() {
  const { slug = '' } = useParams();
  const answer = useContent(`blog-post:${slug}`, (source) => source.blogPost(slug));
  if (!answer) {
    return (
      <NotFoundState
        title="Post Not Found"
        message="The article you're looking for doesn't exist or has been moved."
        path={paths.blogPost(slug)}
        back={{ label: 'Back to Blog', to: paths.blog }}
      />
    );
  }
  return <Post post={answer.post} />;
}

function Post({ post }: { post: BlogPost }) {
  // Only the related posts are kept, so the page's HTML carries three posts, not the whole blog.
  const related = useContent(`blog-posts:related:${post.slug}`, (source) =>
    source
      .blogPosts()
      .then(({ posts }) =>
        relatedItems(posts, post, { key: (item) => item.slug, category: (item) => item.category }),
      ),
  );
  const { companyName } = useSite().settings;
  const origin = useSiteOrigin();
  const path = paths.blogPost(post.slug);
  const description = postSummary(post);

  return (
    <>
      <PageMeta
        title={post.title}
        description={description}
        path={path}
        card={{ eyebrow: post.category, image: post.featuredImage }}
        type="article"
        jsonLd={[
          blogPostingJsonLd(
            { ...post, description },
            {
              url: `${origin}${path}`,
              origin,
              image: shareCardUrl(origin, path),
              publisherName: companyName,
            },
          ),
        ]}
      />
      <article className="px-4 pt-8 pb-16 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-3xl">
          <BackLink to={paths.blog} label="Back to Blog" />
          <header className="mt-6">
            <p className="inline-flex rounded-full bg-blue-100 px-3 py-1 text-sm font-semibold text-blue-800 dark:bg-blue-500/15 dark:text-blue-200">
              {post.category}
            </p>
            <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl dark:text-white">
              {post.title}
            </h1>
            <div className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-3 text-sm text-slate-600 dark:text-slate-400">
              <span className="flex items-center gap-2.5">
                <Avatar src={post.author.avatarUrl} size={40} eager />
                <span className="font-semibold text-slate-900 dark:text-white">
                  {post.author.name}
                </span>
              </span>
              <PostTiming post={post} size="large" />
            </div>
          </header>
        </div>

        {post.featuredImage && (
          <img
            src={post.featuredImage}
            alt=""
            width={1200}
            height={630}
            fetchPriority="high"
            className="mx-auto mt-8 aspect-[40/21] w-full max-w-4xl rounded-2xl bg-slate-100 object-cover dark:bg-slate-800"
          />
        )}

        <div className="mx-auto mt-10 max-w-3xl">
          <PostContent html={post.content} />

          {post.tags.length > 0 && (
            <div className="mt-10 flex flex-wrap items-center gap-3">
              <p className="text-sm font-semibold text-slate-900 dark:text-white">Tags</p>
              <TagList items={post.tags} label="Tags" />
            </div>
          )}

          <div className="mt-8 border-t border-slate-200 pt-8 dark:border-slate-800">
            <ShareLinks title={post.title} path={path} origin={origin} />
          </div>

          <div className="mt-10">
            <AuthorCard author={post.author} />
          </div>
        </div>
      </article>

      <RelatedSection
        id="related-posts-title"
        title="Related Articles"
        items={related}
        renderItem={(item) => <PostCard key={item.id} post={item} />}
      />
    </>
  );
}
