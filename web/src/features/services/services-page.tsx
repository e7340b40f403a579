import { Link } from '#web/lib/router';
import { fallbackServices } from '#shared/content/fallback/services';
import { anchors, paths } from '#web/app/paths';
import { CtaSection } from '#web/components/cta-section';
import { PageHero } from '#web/components/page-hero';
import { SectionHeading } from '#web/components/section-heading';
import { StatsBand } from '#web/components/stats-band';
import { useContent } from '#web/lib/content/use-content';
import { useSite } from '#web/lib/content/use-site';
import { PageMeta } from '#web/lib/page-meta';
import { ProcessSteps } from './components/process-steps';
import { Reasons } from './components/reasons';
import { ServiceCard } from './components/service-card';
import { siteFigures } from '#web/lib/site-figures';

export function ServicesPage() {
  // docs/product.md §4 (Lists): an empty or failed services read shows the built-in services instead.
  const { services } = useContent('services', (source) =>
    source
      .services()
      .then((answer) => (answer.services.length ? answer : { services: fallbackServices }))
      .catch(() => ({ services: fallbackServices })),
  );
  const { stats } = useSite().settings;

  return (
    <>
      <PageMeta
        title="IT Services: Web, Mobile, Software, Marketing and AI"
        description="Web and mobile development, custom software, digital marketing, IT consulting, performance tuning and AI/ML from our Bengaluru team, with clear starting prices."
        path={paths.services}
      />
      <PageHero
        eyebrow="Our Services"
        title="Technology Services That Grow Your Business"
        description="From your first website to AI that automates real work, one experienced team designs, builds and supports the software your business runs on."
      >
        <div className="flex flex-col justify-center gap-3 sm:flex-row">
          <Link
            to={paths.contact}
            className="inline-flex items-center justify-center rounded-lg bg-blue-600 px-6 py-3 font-semibold text-white shadow-sm transition-colors hover:bg-blue-700"
          >
            Get a Free Quote
          </Link>
          <Link
            to={`${paths.home}#${anchors.calendar}`}
            className="inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-6 py-3 font-semibold text-slate-800 transition-colors hover:border-blue-600 hover:text-blue-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-blue-400 dark:hover:text-blue-300"
          >
            Book Consultation
          </Link>
        </div>
      </PageHero>

      <section aria-labelledby="services-title" className="px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <SectionHeading
          id="services-title"
          eyebrow="What we do"
          title="Services Built Around Your Goals"
          description="Pick one service or combine several; every engagement starts with a free consultation and a written estimate."
        />
        {/* Centred rows, so an odd last card does not sit alone at the left. */}
        <div className="mx-auto mt-12 flex max-w-7xl flex-wrap justify-center gap-6">
          {services.map((service) => (
            <ServiceCard key={service.id} service={service} />
          ))}
        </div>
      </section>

      <ProcessSteps />

      <StatsBand
        label="Our track record"
        stats={siteFigures(stats, [
          'projectsCompleted',
          'happyClients',
          'satisfactionRate',
          'yearsExperience',
        ])}
      />

      <Reasons />

      <CtaSection
        title="Ready to Start Your Project?"
        description="Tell us what you want to build. We will reply within 24 hours with next steps and an honest estimate."
        primary={{ label: 'Contact Us', to: paths.contact }}
        secondary={{ label: 'View Our Work', to: paths.portfolio }}
      />
    </>
  );
}
