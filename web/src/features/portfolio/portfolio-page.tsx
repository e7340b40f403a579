import { PageMeta } from '../../lib/page-meta';

// TEMPORARY placeholder until the page is built (issue 3).
export function PortfolioPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24">
      <PageMeta title="Portfolio" description="Portfolio" path="/portfolio" />
      <h1 className="text-3xl font-bold">Portfolio</h1>
    </section>
  );
}
