import { ArrowRight } from 'lucide-react';
import { Link } from '#web/lib/router';
import type { PortfolioProject } from '#shared/content/schemas';
import { paths } from '#web/app/paths';
import { TagList } from '#web/components/tag-list';
import { ProjectLinks } from './project-links';

/** A project in the portfolio grid (docs/product.md §2: title, category, description, technologies, a result, links). */
export function ProjectCard({
  project,
  eager = false,
}: {
  project: PortfolioProject;
  eager?: boolean;
}) {
  const result = project.results[0];
  const titleId = `project-${project.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="project-card"
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg dark:border-slate-800 dark:bg-slate-900"
    >
      <div className={`aspect-[16/10] bg-gradient-to-br ${project.color}`}>
        <img
          src={project.image}
          alt=""
          width={800}
          height={600}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="size-full object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <p className="text-xs font-semibold tracking-wide text-blue-700 uppercase dark:text-blue-300">
          {project.category}
        </p>
        <h3 id={titleId} className="mt-1 text-lg font-bold text-slate-900 dark:text-white">
          {project.title}
        </h3>
        <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{project.client}</p>
        <p className="mt-3 text-sm leading-relaxed text-slate-600 dark:text-slate-400">
          {project.description}
        </p>
        <div className="mt-4">
          <TagList items={project.technologies} label="Technologies" />
        </div>
        {result && (
          <p className="mt-4 rounded-xl bg-green-50 px-4 py-3 text-sm text-green-900 dark:bg-green-500/10 dark:text-green-200">
            <span className="text-lg font-bold">{result.value}</span> {result.metric.toLowerCase()}
          </p>
        )}
        <div className="mt-auto flex flex-wrap gap-2 pt-5">
          <Link
            to={paths.portfolioProject(project.id)}
            className="inline-flex items-center justify-center gap-1.5 rounded-lg bg-blue-600 px-3.5 py-2 text-sm font-semibold text-white transition-colors hover:bg-blue-700"
          >
            View Details
            <span className="sr-only"> of {project.title}</span>
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
          <ProjectLinks
            project={project}
            variant="compact"
            labels={{ demo: 'Live Demo', code: 'Code' }}
          />
        </div>
      </div>
    </article>
  );
}
