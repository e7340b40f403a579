import { Link } from '#web/lib/router';
import { filterCaseStudies } from '#shared/content/filters';
import { anchors, paths } from '#web/app/paths';
import { CtaSection } from '#web/components/cta-section';
import { ListSection } from '#web/components/list-section';
import { PageHero } from '#web/components/page-hero';
import { StatsBand } from '#web/components/stats-band';
import { useContent } from '#web/lib/content/use-content';
import { useSite } from '#web/lib/content/use-site';
import { PageMeta } from '#web/lib/page-meta';
import { CaseStudyCard } from './components/case-study-card';
import { siteFigures } from '#web/lib/site-figures';

const linkClass =
  'inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-5 py-2.5 font-semibold text-slate-800 transition-colors hover:border-blue-600 hover:text-blue-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-blue-400 dark:hover:text-blue-300';

export function CaseStudiesPage() {
  const { caseStudies } = useContent('case-studies', (source) => source.caseStudies());
  const { stats } = useSite().settings;

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
        stats={siteFigures(stats, [
          'projectsCompleted',
          'happyClients',
          'satisfactionRate',
          'support',
        ])}
      />

      <ListSection
        headingId="case-studies-title"
        heading="Case studies"
        sectionClassName="px-4 py-12 sm:px-6 sm:py-16 lg:px-8"
        widthClassName="max-w-6xl"
        items={caseStudies}
        search={{
          label: 'Search case studies',
          placeholder: 'Search by title, client or industry',
        }}
        filter={{ label: 'Industry', pick: (study) => study.industry }}
        match={(items, { q, filter }) => filterCaseStudies(items, { q, industry: filter })}
        noun={{ one: 'case study', many: 'case studies' }}
        emptyTitle="No case studies found"
        renderItem={(study) => <CaseStudyCard key={study.id} study={study} />}
        layout="stack"
      />

      <CtaSection
        title="Could Your Business Be Our Next Success Story?"
        description="Tell us about your challenge. We will reply within 24 hours with ideas and an honest estimate."
        primary={{ label: 'Get in Touch', to: `${paths.contact}#${anchors.contactForm}` }}
        secondary={{ label: 'View Portfolio', to: paths.portfolio }}
      />
    </>
  );
}
