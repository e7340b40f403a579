import type { ReactNode } from 'react';
import { Link } from '#web/lib/router';

/**
 * A card in a list page's grid (a blog post, a course; docs/product.md §2): the cover, the
 * category, the title whose link covers the whole card, the summary, then the card's own facts.
 */
export function LinkCard({
  titleId,
  testId,
  to,
  cover,
  eyebrow,
  title,
  summary,
  children,
}: {
  titleId: string;
  testId: string;
  to: string;
  cover: ReactNode;
  eyebrow: string;
  title: string;
  summary: string;
  children: ReactNode;
}) {
  return (
    <article
      aria-labelledby={titleId}
      data-testid={testId}
      className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-blue-600 hover:shadow-lg dark:border-slate-800 dark:bg-slate-900"
    >
      {cover}
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <p className="text-xs font-semibold tracking-wide text-blue-700 uppercase dark:text-blue-300">
          {eyebrow}
        </p>
        <h3 id={titleId} className="mt-2 text-lg font-bold text-slate-900 dark:text-white">
          {/* The link covers the whole card, so the card is one tap target with one name. */}
          <Link
            to={to}
            className="outline-none after:absolute after:inset-0 group-hover:text-blue-700 dark:group-hover:text-blue-300"
          >
            {title}
          </Link>
        </h3>
        <p className="mt-2 text-sm leading-relaxed text-slate-600 dark:text-slate-400">{summary}</p>
        {children}
      </div>
    </article>
  );
}
