import { Link } from '#web/lib/router';
import { filterCaseStudies, filterOptions } from '#shared/content/filters';
import { anchors, paths } from '#web/app/paths';
import { CtaSection } from '#web/components/cta-section';
import { FilteredResults } from '#web/components/filtered-results';
import { ListFilters } from '#web/components/list-filters';
import { PageHero } from '#web/components/page-hero';
import { StatsBand } from '#web/components/stats-band';
import { useContent } from '#web/lib/content/use-content';
import { useSite } from '#web/lib/content/use-site';
import { PageMeta } from '#web/lib/page-meta';
import { useListFilters } from '#web/lib/use-list-filters';
import { CaseStudyCard } from './components/case-study-card';

const linkClass =
  'inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-5 py-2.5 font-semibold text-slate-800 transition-colors hover:border-blue-600 hover:text-blue-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-blue-400 dark:hover:text-blue-300';

export function CaseStudiesPage() {
  const { caseStudies } = useContent('case-studies', (source) => source.caseStudies());
  const { stats } = useSite().settings;
  const { search, setSearch, filter: industry, setFilter: setIndustry, reset } = useListFilters();
  const industries = filterOptions(caseStudies, (study) => study.industry);
  const shown = filterCaseStudies(caseStudies, { q: search, industry });

  return (
    <>
      <PageMeta
        title="Case Studies: Real Projects, Measurable Results"
        description="How we helped healthcare, fintech, e-commerce and education clients in India solve hard problems, with the challenge, our solution and measurable results."
        path={paths.caseStudies}
      />
      <PageHero
        eyebrow="Case Studies"
        title="Success Stories From Our Clients"
        description="Detailed accounts of the problems our clients faced, how we solved them together, and the results they measured afterwards."
      >
        <div className="flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={paths.portfolio} className={linkClass}>
            View Portfolio
          </Link>
          <Link to={paths.blog} className={linkClass}>
            Read Our Blog
          </Link>
        </div>
      </PageHero>
      <StatsBand
        label="Results across our projects"
        stats={[
          { label: 'Projects Completed', value: stats.projectsCompleted },
          { label: 'Happy Clients', value: stats.happyClients },
          { label: 'Client Satisfaction', value: stats.satisfactionRate },
          { label: 'Support', value: stats.support },
        ]}
      />

      <section aria-labelledby="case-studies-title" className="px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <div className="mx-auto max-w-6xl">
          <h2 id="case-studies-title" className="sr-only">
            Case studies
          </h2>
          <ListFilters
            search={search}
            onSearchChange={setSearch}
            searchLabel="Search case studies"
            searchPlaceholder="Search by title, client or industry"
            filter={industry}
            onFilterChange={setIndustry}
            filterLabel="Industry"
            filterOptions={industries}
            shown={shown.length}
            total={caseStudies.length}
            noun={{ one: 'case study', many: 'case studies' }}
          />
          <FilteredResults
            items={shown}
            renderItem={(study) => <CaseStudyCard key={study.id} study={study} />}
            emptyTitle="No case studies found"
            onReset={reset}
            layout="stack"
          />
        </div>
      </section>

      <CtaSection
        title="Could Your Business Be Our Next Success Story?"
        description="Tell us about your challenge. We will reply within 24 hours with ideas and an honest estimate."
        primary={{ label: 'Get in Touch', to: `${paths.contact}#${anchors.contactForm}` }}
        secondary={{ label: 'View Portfolio', to: paths.portfolio }}
      />
    </>
  );
}
