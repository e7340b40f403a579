import { PageMeta } from '../../lib/page-meta';

// TEMPORARY placeholder until the page is built (issue 4).
export function EnrollPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24">
      <PageMeta
        title="Enroll"
        description="Enroll page of Nexora Technologies, being built for issue 4."
        path="/learning"
      />
      <h1 className="text-3xl font-bold">Enroll</h1>
    </section>
  );
}
