import { PageMeta } from '../../lib/page-meta';

// TEMPORARY placeholder until the page is built (issue 3).
export function CareersPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24">
      <PageMeta title="Careers" description="Careers" path="/careers" />
      <h1 className="text-3xl font-bold">Careers</h1>
    </section>
  );
}
