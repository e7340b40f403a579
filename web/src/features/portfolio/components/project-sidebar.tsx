import { Link } from '#web/lib/router';
import type { PortfolioProject } from '#shared/content/schemas';
import { paths } from '#web/app/paths';
import { track } from '#web/lib/analytics';
import { CheckList } from '#web/components/check-list';

/** docs/product.md §2: the sidebar with project details and deliverables, and Start Your Project. */
export function ProjectSidebar({ project }: { project: PortfolioProject }) {
  const { duration, teamSize, budget, deliverables } = project.projectDetails;
  const details = [
    { label: 'Client', value: project.client },
    { label: 'Category', value: project.category },
    { label: 'Duration', value: duration },
    { label: 'Team Size', value: teamSize },
    { label: 'Budget', value: budget },
  ];
  const card =
    'rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900';

  return (
    <aside className="space-y-6 lg:sticky lg:top-24" aria-label="Project details">
      <section aria-labelledby="details-title" className={card}>
        <h2 id="details-title" className="text-lg font-bold text-slate-900 dark:text-white">
          Project Details
        </h2>
        <dl className="mt-4 divide-y divide-slate-200 text-sm dark:divide-slate-800">
          {details.map((detail) => (
            <div key={detail.label} className="flex justify-between gap-4 py-2.5">
              <dt className="text-slate-600 dark:text-slate-400">{detail.label}</dt>
              <dd className="text-right font-medium text-slate-900 dark:text-white">
                {detail.value}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="deliverables-title" className={card}>
        <h2 id="deliverables-title" className="text-lg font-bold text-slate-900 dark:text-white">
          Deliverables
        </h2>
        <CheckList items={deliverables} className="mt-4 space-y-2.5 text-sm" />
      </section>

      <section className="rounded-2xl bg-gradient-to-br from-blue-600 to-indigo-700 p-6 text-white">
        <h2 className="text-lg font-bold">Want results like these?</h2>
        <p className="mt-2 text-sm text-blue-100">
          Tell us about your project and get a free consultation and estimate.
        </p>
        <Link
          to={paths.contact}
          onClick={() =>
            track('button_click', { label: 'Start Your Project', project: project.id })
          }
          className="mt-5 inline-flex w-full items-center justify-center rounded-lg bg-white px-4 py-2.5 font-semibold text-blue-700 transition-colors hover:bg-blue-50"
        >
          Start Your Project
        </Link>
      </section>
    </aside>
  );
}
