import { PageMeta } from '../../lib/page-meta';

// TEMPORARY placeholder until the page is built (issue 3).
export function TermsPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24">
      <PageMeta title="Terms of Service" description="Terms of Service" path="/terms" />
      <h1 className="text-3xl font-bold">Terms of Service</h1>
    </section>
  );
}
