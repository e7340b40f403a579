import { PageMeta } from '../../lib/page-meta';

// TEMPORARY placeholder until the page is built (issue 4).
export function CoursePage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24">
      <PageMeta
        title="Course"
        description="Course page of Nexora Technologies, being built for issue 4."
        path="/learning"
      />
      <h1 className="text-3xl font-bold">Course</h1>
    </section>
  );
}
