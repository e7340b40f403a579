import { PageMeta } from '../../lib/page-meta';

// TEMPORARY placeholder until the page is built (issue 3).
export function SitemapPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24">
      <PageMeta title="Sitemap" description="Sitemap" path="/sitemap" />
      <h1 className="text-3xl font-bold">Sitemap</h1>
    </section>
  );
}
