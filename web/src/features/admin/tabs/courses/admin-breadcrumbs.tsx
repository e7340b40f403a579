import { Link } from '#web/lib/router';

/** Where a course's or batch's page sits in the admin, each step a link back. */
export function AdminBreadcrumbs({ trail }: { trail: { label: string; to: string }[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-slate-600 dark:text-slate-300">
        {trail.map((step, index) => (
          <li key={step.to} className="flex items-center gap-1">
            {index > 0 && <span aria-hidden>›</span>}
            <Link to={step.to} className="text-blue-700 hover:underline dark:text-blue-400">
              {step.label}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
