import { PageMeta } from '../../lib/page-meta';

// TEMPORARY placeholder until the page is built (issue 3).
export function CaseStudiesPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24">
      <PageMeta title="Case Studies" description="Case Studies" path="/case-studies" />
      <h1 className="text-3xl font-bold">Case Studies</h1>
    </section>
  );
}
