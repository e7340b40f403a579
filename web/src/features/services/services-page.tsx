import { PageMeta } from '../../lib/page-meta';

// TEMPORARY placeholder until the page is built (issue 3).
export function ServicesPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24">
      <PageMeta title="Services" description="Services" path="/services" />
      <h1 className="text-3xl font-bold">Services</h1>
    </section>
  );
}
