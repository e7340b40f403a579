import { filterOptions } from '#shared/content/filters';
import { portfolioProjects } from '#shared/content/fallback/portfolio';
import { paths } from '#web/app/paths';
import { CtaSection } from '#web/components/cta-section';
import { FilteredResults } from '#web/components/filtered-results';
import { ListFilters } from '#web/components/list-filters';
import { PageHero } from '#web/components/page-hero';
import { StatsBand } from '#web/components/stats-band';
import { useSite } from '#web/lib/content/use-site';
import { PageMeta } from '#web/lib/page-meta';
import { useListFilters } from '#web/lib/use-list-filters';
import { ProjectCard } from './components/project-card';
import { filterProjects } from './filter-projects';

const categories = filterOptions(portfolioProjects, (project) => project.category);

export function PortfolioPage() {
  const { stats } = useSite().settings;
  const { search, setSearch, filter: category, setFilter: setCategory, reset } = useListFilters();
  const projects = filterProjects(portfolioProjects, { q: search, category });

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
        stats={[
          { label: 'Projects Completed', value: stats.projectsCompleted },
          { label: 'Happy Clients', value: stats.happyClients },
          { label: 'Client Satisfaction', value: stats.satisfactionRate },
          { label: 'Years of Experience', value: stats.yearsExperience },
        ]}
      />

      <section aria-labelledby="projects-title" className="px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <div className="mx-auto max-w-7xl">
          <h2 id="projects-title" className="sr-only">
            Projects
          </h2>
          <ListFilters
            search={search}
            onSearchChange={setSearch}
            searchLabel="Search projects"
            searchPlaceholder="Search by title or description"
            filter={category}
            onFilterChange={setCategory}
            filterLabel="Category"
            filterOptions={categories}
            shown={projects.length}
            total={portfolioProjects.length}
            noun={{ one: 'project', many: 'projects' }}
          />
          <FilteredResults
            items={projects}
            renderItem={(project) => <ProjectCard key={project.id} project={project} />}
            emptyTitle="No projects found"
            onReset={reset}
          />
        </div>
      </section>

      <CtaSection
        title="Have a Project in Mind?"
        description="Tell us about your idea and we will show you how we would approach it, with a clear estimate."
        primary={{ label: 'Start Your Project', to: paths.contact }}
        secondary={{ label: 'Read Case Studies', to: paths.caseStudies }}
      />
    </>
  );
}
