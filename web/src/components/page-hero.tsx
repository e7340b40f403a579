import type { ReactNode } from 'react';

interface PageHeroProps {
  /** A short label above the title. */
  eyebrow?: string;
  title: string;
  description: ReactNode;
  /** Calls to action or figures under the description. */
  children?: ReactNode;
}

/** The top of an inner page: its one <h1>, a lead paragraph and optional actions. */
export function PageHero({ eyebrow, title, description, children }: PageHeroProps) {
  return (
    <section className="relative isolate overflow-hidden bg-gradient-to-b from-blue-50 via-white to-white dark:from-slate-900 dark:via-slate-950 dark:to-slate-950">
      <div
        aria-hidden="true"
        className="absolute -top-40 right-0 -z-10 size-[30rem] rounded-full bg-blue-400/20 blur-3xl dark:bg-blue-600/15"
      />
      <div className="mx-auto max-w-4xl px-4 pt-14 pb-12 text-center sm:px-6 sm:pt-20 sm:pb-16 lg:px-8">
        {eyebrow && (
          <p className="inline-flex rounded-2xl bg-blue-100 px-3 py-1 text-sm font-semibold text-blue-800 dark:bg-blue-500/15 dark:text-blue-200">
            {eyebrow}
          </p>
        )}
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl dark:text-white">
          {title}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-base leading-relaxed text-pretty text-slate-600 sm:text-lg dark:text-slate-300">
          {description}
        </p>
        {children && <div className="mt-8">{children}</div>}
      </div>
    </section>
  );
}
