import type { CompanyStats, HeroSection } from '#shared/content/schemas';
import { AppLink } from '#web/components/app-link';
import { FigureList, type FigureLook } from '#web/components/figure-list';
import { OutlineIcon } from '#web/components/outline-icon';
import { siteFigures } from '#web/lib/site-figures';

const tileLook: FigureLook = {
  figure: 'rounded-xl bg-slate-50 p-4 dark:bg-slate-800/60',
  label: 'text-sm text-slate-600 dark:text-slate-400',
  value: 'text-3xl font-bold text-blue-700 dark:text-blue-300',
};

interface HeroProps {
  hero: HeroSection;
  stats: CompanyStats;
}

export function Hero({ hero, stats }: HeroProps) {
  const figures = siteFigures(stats, [
    'projectsCompleted',
    'happyClients',
    'satisfactionRate',
    'yearsExperience',
  ]);

  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden bg-gradient-to-b from-blue-50 via-white to-white dark:from-slate-900 dark:via-slate-950 dark:to-slate-950"
    >
      <div
        aria-hidden="true"
        className="absolute -top-40 right-0 -z-10 size-[36rem] rounded-full bg-blue-400/20 blur-3xl dark:bg-blue-600/15"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1.25fr_1fr] lg:px-8">
        <div>
          {hero.subtitle && (
            <p className="inline-flex rounded-2xl bg-blue-100 px-3 py-1 text-sm font-semibold text-blue-800 dark:bg-blue-500/15 dark:text-blue-200">
              {hero.subtitle}
            </p>
          )}
          <h1
            id="hero-title"
            data-testid="hero-title"
            className="mt-5 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl dark:text-white"
          >
            {hero.title}
          </h1>
          {hero.description && (
            <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-600 dark:text-slate-300">
              {hero.description}
            </p>
          )}
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            {hero.ctaPrimaryText && (
              <AppLink
                to={hero.ctaPrimaryLink}
                className="inline-flex items-center justify-center gap-2 rounded-lg bg-blue-600 px-6 py-3 font-semibold text-white shadow-sm transition-colors hover:bg-blue-700"
              >
                {hero.ctaPrimaryText}
                <ArrowRight />
              </AppLink>
            )}
            {hero.ctaSecondaryText && (
              <AppLink
                to={hero.ctaSecondaryLink}
                className="inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-6 py-3 font-semibold text-slate-800 transition-colors hover:border-blue-600 hover:text-blue-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-blue-400 dark:hover:text-blue-300"
              >
                {hero.ctaSecondaryText}
              </AppLink>
            )}
          </div>
        </div>

        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-blue-900/5 sm:p-8 dark:border-slate-800 dark:bg-slate-900 dark:shadow-none">
          <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
            Trusted by growing businesses
          </h2>
          <FigureList figures={figures} look={tileLook} className="mt-6 grid grid-cols-2 gap-4" />
          <p className="mt-4 rounded-xl bg-blue-600 px-4 py-3 text-center text-sm font-semibold text-white">
            {stats.support} support for every client
          </p>
        </div>
      </div>
    </section>
  );
}

/**
 * Lucide's arrow-right, inline: the hero is in the home page's first-load JavaScript, where the
 * icon library's runtime would cost more than the icon.
 */
function ArrowRight() {
  return (
    <OutlineIcon className="size-4">
      <path d="M5 12h14" />
      <path d="m12 5 7 7-7 7" />
    </OutlineIcon>
  );
}
