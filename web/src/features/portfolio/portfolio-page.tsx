import { portfolioProjects } from '#shared/content/fallback/portfolio';
import { paths } from '#web/app/paths';
import { CtaSection } from '#web/components/cta-section';
import { ListSection } from '#web/components/list-section';
import { PageHero } from '#web/components/page-hero';
import { StatsBand } from '#web/components/stats-band';
import { useSite } from '#web/lib/content/use-site';
import { PageMeta } from '#web/lib/page-meta';
import { ProjectCard } from './components/project-card';
import { filterProjects } from './filter-projects';
import { siteFigures } from '#web/lib/site-figures';

export function PortfolioPage() {
  const { stats } = useSite().settings;

  return (
    <>
      <PageMeta
        title="Portfolio: Web, Mobile and AI Projects"
        description="Explore our portfolio of e-commerce, education, logistics, healthcare and AI projects, with the technologies we used and the results our clients achieved."
        path={paths.portfolio}
      />
      <PageHero
        eyebrow="Our Work"
        title="Projects That Deliver Results"
        description="A selection of products we have designed, built and supported for clients in India and abroad, and the difference they made."
      />
      <StatsBand
        label="Portfolio figures"
        stats={siteFigures(stats, [
          'projectsCompleted',
          'happyClients',
          'satisfactionRate',
          'yearsExperience',
        ])}
      />

      <ListSection
        headingId="projects-title"
        heading="Projects"
        sectionClassName="px-4 py-12 sm:px-6 sm:py-16 lg:px-8"
        widthClassName="max-w-7xl"
        items={portfolioProjects}
        search={{ label: 'Search projects', placeholder: 'Search by title or description' }}
        filter={{ label: 'Category', pick: (project) => project.category }}
        match={(items, { q, filter }) => filterProjects(items, { q, category: filter })}
        noun={{ one: 'project', many: 'projects' }}
        emptyTitle="No projects found"
        renderItem={(project) => <ProjectCard key={project.id} project={project} />}
      />

      <CtaSection
        title="Have a Project in Mind?"
        description="Tell us about your idea and we will show you how we would approach it, with a clear estimate."
        primary={{ label: 'Start Your Project', to: paths.contact }}
        secondary={{ label: 'Read Case Studies', to: paths.caseStudies }}
      />
    </>
  );
}
