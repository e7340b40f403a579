import { PageMeta } from '../../lib/page-meta';

// TEMPORARY placeholder until the page is built (issue 3).
export function ContactPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24">
      <PageMeta title="Contact" description="Contact" path="/contact" />
      <h1 className="text-3xl font-bold">Contact</h1>
    </section>
  );
}
