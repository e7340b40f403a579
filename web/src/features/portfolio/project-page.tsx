import { useParams } from '#web/lib/router';
import { portfolioProjects } from '#shared/content/fallback/portfolio';
import type { PortfolioProject } from '#shared/content/schemas';
import { paths } from '#web/app/paths';
import { BackLink } from '#web/components/back-link';
import { RelatedSection } from '#web/components/card-row';
import { NotFoundState } from '#web/components/not-found-state';
import { PageMeta } from '#web/lib/page-meta';
import { relatedItems } from '#shared/content/related-items';
import { ProjectBody } from './components/project-body';
import { ProjectCard } from './components/project-card';
import { ProjectLinks } from './components/project-links';
import { ProjectSidebar } from './components/project-sidebar';
import { hasLink } from './filter-projects';

export function ProjectPage() {
  const { id = '' } = useParams();
  const project = portfolioProjects.find((candidate) => String(candidate.id) === id);
  if (!project) {
    return (
      <NotFoundState
        title="Project Not Found"
        message="The project you're looking for doesn't exist."
        path={paths.portfolioProject(id)}
        back={{ label: 'Back to Portfolio', to: paths.portfolio }}
      />
    );
  }
  return <Project project={project} />;
}

/** A project's first result, as its card shows it: '60% faster order processing'. */
const headlineResult = ({ results: [result] }: PortfolioProject) =>
  result ? `${result.value} ${result.metric.toLowerCase()}` : undefined;

function Project({ project }: { project: PortfolioProject }) {
  const related = relatedItems(portfolioProjects, project, {
    key: (item) => item.id,
    category: (item) => item.category,
  });

  return (
    <>
      <PageMeta
        title={`${project.title} - Portfolio Project Details`}
        description={project.description}
        path={paths.portfolioProject(project.id)}
        card={{
          title: project.title,
          eyebrow: `${project.category} · ${project.client}`,
          highlight: headlineResult(project),
          image: project.image,
        }}
      />
      <article>
        <header className="bg-gradient-to-b from-blue-50 to-white px-4 pt-8 pb-10 sm:px-6 lg:px-8 dark:from-slate-900 dark:to-slate-950">
          <div className="mx-auto max-w-7xl">
            <BackLink to={paths.portfolio} label="Back to Portfolio" />
            <div className="mt-6 grid items-center gap-8 lg:grid-cols-2">
              <div>
                <p className="inline-flex rounded-full bg-blue-100 px-3 py-1 text-sm font-semibold text-blue-800 dark:bg-blue-500/15 dark:text-blue-200">
                  {project.category}
                </p>
                <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl dark:text-white">
                  {project.title}
                </h1>
                <p className="mt-2 font-medium text-slate-700 dark:text-slate-300">
                  {project.client}
                </p>
                <p className="mt-4 leading-relaxed text-slate-600 dark:text-slate-400">
                  {project.description}
                </p>
                {(hasLink(project.demoUrl) || hasLink(project.githubUrl)) && (
                  <div className="mt-6 flex flex-col gap-3 sm:flex-row">
                    <ProjectLinks
                      project={project}
                      variant="primary"
                      labels={{ demo: 'View Live Demo', code: 'View Code' }}
                    />
                  </div>
                )}
              </div>
              <div className={`overflow-hidden rounded-2xl bg-gradient-to-br ${project.color}`}>
                <img
                  src={project.image}
                  alt={`${project.title} preview`}
                  width={800}
                  height={600}
                  className="aspect-[4/3] w-full object-cover"
                />
              </div>
            </div>
          </div>
        </header>

        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_20rem] lg:px-8">
          <ProjectBody project={project} />
          <div>
            <ProjectSidebar project={project} />
          </div>
        </div>
      </article>

      <RelatedSection
        id="related-title"
        title="Related Projects"
        items={related}
        renderItem={(item) => <ProjectCard key={item.id} project={item} />}
      />
    </>
  );
}
