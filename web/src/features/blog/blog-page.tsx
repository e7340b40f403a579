import { Link } from '#web/lib/router';
import { filterBlogPosts } from '#shared/content/filters';
import { paths } from '#web/app/paths';
import { ListSection } from '#web/components/list-section';
import { PageHero } from '#web/components/page-hero';
import { useContent } from '#web/lib/content/use-content';
import { PageMeta } from '#web/lib/page-meta';
import { PostCard } from './components/post-card';

export function BlogPage() {
  // The whole list once; search and category filter in the browser with the API's own rules.
  const { posts } = useContent('blog-posts', (source) => source.blogPosts());

  return (
    <>
      <PageMeta
        title="Blog: Insights on Web, Mobile, Marketing and AI"
        description="Practical articles from our engineers and marketers on web performance, mobile apps, digital marketing, AI and data privacy for businesses in India."
        path={paths.blog}
      />
      <PageHero
        eyebrow="Blog"
        title="Insights & Ideas"
        description="Practical lessons from the projects we build: web performance, mobile apps, marketing that measures what matters, and AI you can trust."
      >
        <p className="text-slate-600 dark:text-slate-300">
          Have a question about your own project?{' '}
          <Link
            to={paths.contact}
            className="font-semibold text-blue-700 underline underline-offset-4 hover:text-blue-800 dark:text-blue-300 dark:hover:text-blue-200"
          >
            Talk to our team
          </Link>
        </p>
      </PageHero>

      <ListSection
        headingId="articles-title"
        heading="Articles"
        sectionClassName="px-4 pb-16 sm:px-6 lg:px-8"
        widthClassName="max-w-7xl"
        items={posts}
        search={{ label: 'Search articles', placeholder: 'Search by title or summary' }}
        filter={{ label: 'Category', pick: (post) => post.category }}
        match={(items, { q, filter }) => filterBlogPosts(items, { q, category: filter })}
        noun={{ one: 'article', many: 'articles' }}
        emptyTitle="No articles found"
        renderItem={(post) => <PostCard key={post.id} post={post} />}
      />
    </>
  );
}
