import { PageMeta } from '../../lib/page-meta';

// TEMPORARY placeholder until the page is built (issue 3).
export function BlogPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24">
      <PageMeta title="Blog" description="Blog" path="/blog" />
      <h1 className="text-3xl font-bold">Blog</h1>
    </section>
  );
}
