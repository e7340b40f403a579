import type { CompanyStats } from '#shared/content/schemas';
import { FigureList, type FigureLook } from '#web/components/figure-list';

const cardLook: FigureLook = {
  figure:
    'rounded-2xl border border-slate-200 bg-white p-5 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900',
  label: 'text-sm text-slate-600 dark:text-slate-400',
  value: 'text-3xl font-extrabold text-blue-700 dark:text-blue-300',
};

/** Where the company comes from; figures come from site settings. */
export function Story({ companyName, stats }: { companyName: string; stats: CompanyStats }) {
  return (
    <section aria-labelledby="story-title" className="px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div className="mx-auto grid max-w-6xl items-center gap-10 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <p className="text-sm font-semibold tracking-wide text-blue-700 uppercase dark:text-blue-300">
            Our story
          </p>
          <h2
            id="story-title"
            className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
          >
            Built in Bengaluru, trusted by businesses everywhere
          </h2>
          <div className="mt-6 space-y-4 leading-relaxed text-slate-600 dark:text-slate-400">
            <p>
              {companyName} began as a small team of engineers in Koramangala who were tired of
              seeing good businesses let down by software that was late, fragile or impossible to
              change. We believed that careful engineering, honest estimates and plain communication
              could do better.
            </p>
            <p>
              Over {stats.yearsExperience} years we have grown into a full-service team of
              developers, designers, marketers and data scientists. We have delivered{' '}
              {stats.projectsCompleted} projects for {stats.happyClients} clients, from family-run
              shops moving online to lenders, hospitals and schools serving millions of people
              across India.
            </p>
            <p>
              We also teach. Our live online courses train the next generation of developers with
              the same practices we use on client work every day.
            </p>
          </div>
        </div>
        <FigureList
          look={cardLook}
          className="grid grid-cols-2 gap-4"
          figures={[
            { label: 'Projects delivered', value: stats.projectsCompleted },
            { label: 'Happy clients', value: stats.happyClients },
            { label: 'Client satisfaction', value: stats.satisfactionRate },
            { label: 'Support', value: stats.support },
          ]}
        />
      </div>
    </section>
  );
}
