import type { Service } from '#shared/content/schemas';
import { paths } from '#web/app/paths';
import { ArrowLink } from '#web/components/arrow-link';
import { CheckList } from '#web/components/check-list';
import { serviceIcons } from '#web/components/service-icons';
import { servicePrice } from '../service-price';

// Whole class names, so Tailwind keeps them.
const colorSchemes: Record<Service['colorScheme'], { icon: string; bar: string }> = {
  blue: {
    icon: 'bg-blue-100 text-blue-700 dark:bg-blue-500/15 dark:text-blue-300',
    bar: 'from-blue-500 to-blue-600',
  },
  teal: {
    icon: 'bg-teal-100 text-teal-700 dark:bg-teal-500/15 dark:text-teal-300',
    bar: 'from-teal-500 to-teal-600',
  },
  purple: {
    icon: 'bg-purple-100 text-purple-700 dark:bg-purple-500/15 dark:text-purple-300',
    bar: 'from-purple-500 to-purple-600',
  },
  orange: {
    icon: 'bg-orange-100 text-orange-700 dark:bg-orange-500/15 dark:text-orange-300',
    bar: 'from-orange-500 to-orange-600',
  },
  green: {
    icon: 'bg-green-100 text-green-700 dark:bg-green-500/15 dark:text-green-300',
    bar: 'from-green-500 to-green-600',
  },
  pink: {
    icon: 'bg-pink-100 text-pink-700 dark:bg-pink-500/15 dark:text-pink-300',
    bar: 'from-pink-500 to-pink-600',
  },
  indigo: {
    icon: 'bg-indigo-100 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300',
    bar: 'from-indigo-500 to-indigo-600',
  },
};

/** One service; its element id is the service id, which the footer links to (/services#id). */
export function ServiceCard({ service }: { service: Service }) {
  const Icon = serviceIcons[service.icon];
  const colors = colorSchemes[service.colorScheme];
  const price = servicePrice(service);
  const headingId = `${service.id}-title`;

  return (
    <article
      id={service.id}
      aria-labelledby={headingId}
      data-testid="service-card"
      className="relative flex w-full flex-col md:w-[calc((100%-1.5rem)/2)] xl:w-[calc((100%-3rem)/3)] overflow-hidden rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-lg target:ring-2 target:ring-blue-600 focus:ring-2 focus:ring-blue-600 focus:outline-none sm:p-7 dark:border-slate-800 dark:bg-slate-900 dark:target:ring-blue-400 dark:focus:ring-blue-400"
    >
      <div
        aria-hidden="true"
        className={`absolute inset-x-0 top-0 h-1 bg-gradient-to-r ${colors.bar}`}
      />
      <div className={`inline-flex size-12 items-center justify-center rounded-xl ${colors.icon}`}>
        <Icon className="size-6" aria-hidden="true" />
      </div>
      <h3 id={headingId} className="mt-5 text-xl font-bold text-slate-900 dark:text-white">
        {service.name}
      </h3>
      <p className="mt-3 leading-relaxed text-slate-600 dark:text-slate-400">
        {service.description}
      </p>
      {service.features.length > 0 && (
        <CheckList
          items={service.features}
          className="mt-5 space-y-2.5 text-sm"
          label={`${service.name} includes`}
        />
      )}
      <div className="mt-auto flex flex-wrap items-end justify-between gap-4 pt-6">
        <p className="font-semibold text-slate-900 dark:text-white">
          {price.amount}
          {price.unit && (
            <span className="text-sm font-normal text-slate-600 dark:text-slate-400">
              {price.unit}
            </span>
          )}
        </p>
        <ArrowLink to={paths.contact} look="text" label={`Get a quote for ${service.name}`}>
          Get a Quote
        </ArrowLink>
      </div>
    </article>
  );
}
