import { ArrowRight } from 'lucide-react';
import { Suspense } from 'react';
import { Link } from '#web/lib/router';
import { fallbackServices } from '#shared/content/fallback/services';
import { paths } from '#web/app/paths';
import { SectionHeading } from '#web/components/section-heading';
import { serviceIcons } from '#web/components/service-icons';
import { useContent } from '#web/lib/content/use-content';

/** The teaser shows the first services; the services page has them all. */
const servicesShown = 6;

/** docs/product.md §2 Home: the services teaser, linking to /services. */
export function ServicesTeaser() {
  return (
    <section
      aria-labelledby="services-teaser-title"
      className="bg-slate-50 px-4 py-16 sm:px-6 sm:py-24 lg:px-8 dark:bg-slate-900/50"
    >
      <SectionHeading
        id="services-teaser-title"
        eyebrow="What we do"
        title="Services built around your goals"
        description="From a first website to an AI-powered platform, one team designs, builds and runs it for you."
      />
      <Suspense
        fallback={
          <p role="status" className="mt-12 text-center text-slate-600 dark:text-slate-400">
            Loading services...
          </p>
        }
      >
        <ServiceCards />
      </Suspense>
      <div className="mt-10 text-center">
        <Link
          to={paths.services}
          className="inline-flex items-center gap-2 rounded-lg bg-blue-600 px-6 py-3 font-semibold text-white shadow-sm transition-colors hover:bg-blue-700"
        >
          View All Services
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}

function ServiceCards() {
  // docs/product.md §4 (Lists): an empty or failed services read shows the built-in list.
  const { services } = useContent('services', (source) =>
    source.services().catch(() => ({ services: fallbackServices })),
  );
  const shown = (services.length ? services : fallbackServices)
    .slice()
    .sort((a, b) => a.displayOrder - b.displayOrder)
    .slice(0, servicesShown);

  return (
    <ul className="mx-auto mt-12 grid max-w-6xl gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {shown.map((service) => {
        const Icon = serviceIcons[service.icon];
        return (
          <li key={service.id}>
            <Link
              to={`${paths.services}#${service.id}`}
              className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 transition-shadow hover:shadow-lg dark:border-slate-800 dark:bg-slate-900"
            >
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-blue-100 text-blue-700 dark:bg-blue-500/15 dark:text-blue-300">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900 group-hover:text-blue-700 dark:text-white dark:group-hover:text-blue-300">
                {service.name}
              </h3>
              <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-slate-600 dark:text-slate-400">
                {service.description}
              </p>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
