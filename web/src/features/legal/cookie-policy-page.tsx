import { PageMeta } from '../../lib/page-meta';

// TEMPORARY placeholder until the page is built (issue 3).
export function CookiePolicyPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24">
      <PageMeta title="Cookie Policy" description="Cookie Policy" path="/cookie-policy" />
      <h1 className="text-3xl font-bold">Cookie Policy</h1>
    </section>
  );
}
