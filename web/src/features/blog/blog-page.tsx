import { Link } from '#web/lib/router';
import { filterBlogPosts, filterOptions } from '#shared/content/filters';
import { paths } from '#web/app/paths';
import { FilteredResults } from '#web/components/filtered-results';
import { ListFilters } from '#web/components/list-filters';
import { PageHero } from '#web/components/page-hero';
import { useContent } from '#web/lib/content/use-content';
import { PageMeta } from '#web/lib/page-meta';
import { useListFilters } from '#web/lib/use-list-filters';
import { PostCard } from './components/post-card';

export function BlogPage() {
  // The whole list once; search and category filter in the browser with the API's own rules.
  const { posts } = useContent('blog-posts', (source) => source.blogPosts());
  const { search, setSearch, filter: category, setFilter: setCategory, reset } = useListFilters();
  const categories = filterOptions(posts, (post) => post.category);
  const shown = filterBlogPosts(posts, { q: search, category });

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

      <section aria-labelledby="articles-title" className="px-4 pb-16 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-7xl">
          <h2 id="articles-title" className="sr-only">
            Articles
          </h2>
          <ListFilters
            search={search}
            onSearchChange={setSearch}
            searchLabel="Search articles"
            searchPlaceholder="Search by title or summary"
            filter={category}
            onFilterChange={setCategory}
            filterLabel="Category"
            filterOptions={categories}
            shown={shown.length}
            total={posts.length}
            noun={{ one: 'article', many: 'articles' }}
          />
          <FilteredResults
            items={shown}
            renderItem={(post) => <PostCard key={post.id} post={post} />}
            emptyTitle="No articles found"
            onReset={reset}
          />
        </div>
      </section>
    </>
  );
}
