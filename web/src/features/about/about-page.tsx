import { PageMeta } from '../../lib/page-meta';

// TEMPORARY placeholder until the page is built (issue 3).
export function AboutPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24">
      <PageMeta title="About Us" description="About Us" path="/about" />
      <h1 className="text-3xl font-bold">About Us</h1>
    </section>
  );
}
