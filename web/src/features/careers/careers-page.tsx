import { Mail } from 'lucide-react';
import { careersEmailOf } from '#shared/content/careers-email';
import { Link } from '#web/lib/router';
import { anchors, paths } from '#web/app/paths';
import { PageHero } from '#web/components/page-hero';
import { SectionHeading } from '#web/components/section-heading';
import { useContent } from '#web/lib/content/use-content';
import { useSite } from '#web/lib/content/use-site';
import { PageMeta, useSiteOrigin } from '#web/lib/page-meta';
import { jobPostingJsonLd } from '#web/lib/structured-data';
import { ApplicationModal } from './components/application-modal';
import { CompanyBenefits } from './components/company-benefits';
import { JobCard } from './components/job-card';
import { useJobApplication } from './use-job-application';

export function CareersPage() {
  const { jobs } = useContent('jobs', (source) => source.jobs());
  const { settings, contactInfo } = useSite();
  const origin = useSiteOrigin();
  const application = useJobApplication();
  const careersEmail = careersEmailOf(contactInfo, settings);
  const openPositionsUrl = `${origin}${paths.careers}#${anchors.openPositions}`;
  const count = jobs.length;

  return (
    <>
      <PageMeta
        title="Careers: Join Our Engineering and Design Team"
        description="Build web, mobile and AI products with a friendly team in Bengaluru or remotely across India. See our open positions, benefits and apply online in minutes."
        path={paths.careers}
        jsonLd={jobs.map((job) =>
          jobPostingJsonLd(job, { url: openPositionsUrl, origin, settings }),
        )}
      />
      <PageHero
        eyebrow="Careers"
        title="Build the Future With Us"
        description={`Join ${settings.companyName} and work on products used by millions of people across India, with colleagues who help you grow.`}
      >
        <p
          className="text-lg font-semibold text-slate-900 dark:text-white"
          data-testid="open-positions-count"
        >
          {count === 1 ? '1 open position' : `${count} open positions`}
        </p>
        {count > 0 && (
          <Link
            to={`#${anchors.openPositions}`}
            className="mt-4 inline-flex items-center justify-center rounded-lg bg-blue-600 px-6 py-3 font-semibold text-white shadow-sm transition-colors hover:bg-blue-700"
          >
            View Open Positions
          </Link>
        )}
      </PageHero>

      <CompanyBenefits />

      <section
        id={anchors.openPositions}
        aria-labelledby="open-positions-title"
        className="px-4 py-16 sm:px-6 sm:py-20 lg:px-8"
      >
        <SectionHeading
          id="open-positions-title"
          eyebrow="We're hiring"
          title="Open Positions"
          description="Find a role that fits you. Applying takes a few minutes and every application is read by a person."
        />
        <div className="mx-auto mt-12 max-w-5xl space-y-5">
          {jobs.map((job) => (
            <JobCard key={job.id} job={job} onApply={application.open} />
          ))}
          {count === 0 && (
            <p className="rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
              There are no open positions right now. Please check back soon.
            </p>
          )}
        </div>

        <div className="mx-auto mt-12 flex max-w-5xl flex-col items-center gap-3 rounded-2xl bg-blue-50 px-6 py-8 text-center dark:bg-blue-500/10">
          <p className="text-lg font-semibold text-slate-900 dark:text-white">
            Don't see the right role?
          </p>
          <p className="text-slate-600 dark:text-slate-400">
            We are always happy to meet talented people. Send us your résumé and tell us what you
            would like to work on.
          </p>
          <a
            href={`mailto:${careersEmail}`}
            className="inline-flex items-center gap-2 font-semibold text-blue-700 hover:text-blue-800 dark:text-blue-300 dark:hover:text-blue-200"
          >
            <Mail className="size-4" aria-hidden="true" />
            {careersEmail}
          </a>
        </div>
      </section>

      <ApplicationModal application={application} />
    </>
  );
}
