import type { ReactNode } from 'react';
import { PageMeta } from '#web/lib/page-meta';

export interface LegalSection {
  /** The heading's id, for the table of contents. */
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalLayoutProps {
  title: string;
  /** The meta description (120–160 characters). */
  description: string;
  path: string;
  /** When the text last changed, as shown, e.g. '15 November 2026'. */
  updated: string;
  intro: ReactNode;
  sections: LegalSection[];
}

// Readable long-form text without a typography plugin: spacing and lists for the section bodies.
const bodyClassName =
  'mt-3 space-y-3 text-base leading-relaxed text-slate-700 dark:text-slate-300 [&_a]:font-medium [&_a]:text-blue-700 [&_a]:underline [&_a]:underline-offset-2 dark:[&_a]:text-blue-300 [&_li]:mt-1.5 [&_strong]:text-slate-900 dark:[&_strong]:text-white [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6';

/** Terms, privacy and cookie policy: title, date, contents and numbered sections. */
export function LegalLayout({
  title,
  description,
  path,
  updated,
  intro,
  sections,
}: LegalLayoutProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <PageMeta title={title} description={description} path={path} />
      <header className="border-b border-slate-200 pb-8 dark:border-slate-800">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
          {title}
        </h1>
        <p className="mt-3 text-sm text-slate-500 dark:text-slate-400">Last updated: {updated}</p>
        <div className={bodyClassName}>{intro}</div>
      </header>

      <nav
        aria-labelledby="legal-contents-title"
        className="mt-8 rounded-2xl bg-slate-50 p-5 dark:bg-slate-900"
      >
        <h2
          id="legal-contents-title"
          className="text-sm font-semibold tracking-wide text-slate-900 uppercase dark:text-white"
        >
          Contents
        </h2>
        <ol className="mt-3 grid list-decimal gap-x-8 gap-y-1.5 pl-5 text-sm sm:grid-cols-2">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="text-blue-700 hover:underline dark:text-blue-300"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {sections.map((section, index) => (
        <section key={section.id} aria-labelledby={section.id} className="mt-10">
          <h2
            id={section.id}
            className="text-xl font-bold tracking-tight text-slate-900 dark:text-white"
          >
            {index + 1}. {section.title}
          </h2>
          <div className={bodyClassName}>{section.body}</div>
        </section>
      ))}
    </article>
  );
}
