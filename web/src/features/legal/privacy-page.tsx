import { PageMeta } from '../../lib/page-meta';

// TEMPORARY placeholder until the page is built (issue 3).
export function PrivacyPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24">
      <PageMeta title="Privacy Policy" description="Privacy Policy" path="/privacy" />
      <h1 className="text-3xl font-bold">Privacy Policy</h1>
    </section>
  );
}
