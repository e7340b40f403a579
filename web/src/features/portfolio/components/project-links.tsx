import { ExternalLink } from 'lucide-react';
import type { PortfolioProject } from '#shared/content/schemas';
import { SocialIcon } from '#web/components/social-icon';
import { hasLink } from '../filter-projects';

const outline =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 text-sm font-semibold text-slate-700 transition-colors hover:border-blue-600 hover:text-blue-700 dark:border-slate-600 dark:text-slate-200 dark:hover:border-blue-400 dark:hover:text-blue-300';

const styles = {
  primary:
    'inline-flex items-center justify-center gap-2 rounded-lg bg-blue-600 px-4 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-blue-700',
  secondary: `${outline} px-4 py-2.5`,
  compact: `${outline} px-3 py-2`,
};

/** Live demo and source code links, each only when the project has one (not '#'). */
export function ProjectLinks({
  project,
  labels,
  variant = 'secondary',
}: {
  project: Pick<PortfolioProject, 'title' | 'demoUrl' | 'githubUrl'>;
  labels: { demo: string; code: string };
  variant?: keyof typeof styles;
}) {
  return (
    <>
      {hasLink(project.demoUrl) && (
        <a
          href={project.demoUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={styles[variant]}
        >
          <ExternalLink className="size-4" aria-hidden="true" />
          {labels.demo}
          <span className="sr-only"> of {project.title} (opens in a new tab)</span>
        </a>
      )}
      {hasLink(project.githubUrl) && (
        <a
          href={project.githubUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={variant === 'compact' ? styles.compact : styles.secondary}
        >
          <SocialIcon platform="github" className="size-4" />
          {labels.code}
          <span className="sr-only"> of {project.title} (opens in a new tab)</span>
        </a>
      )}
    </>
  );
}
