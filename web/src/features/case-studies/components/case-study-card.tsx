import { ChevronDown, Clock, ExternalLink, Users } from 'lucide-react';
import { useId, useState } from 'react';
import type { CaseStudy } from '#shared/content/schemas';
import { TagList } from '#web/components/tag-list';
import { TestimonialQuote } from '#web/components/testimonial-quote';
import { CardCover } from '#web/components/card-cover';

/** A case study with expandable details (docs/product.md §2: challenge, solution, results, technologies, testimonial). */
export function CaseStudyCard({ study }: { study: CaseStudy }) {
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const titleId = useId();
  const results = Object.entries(study.results);
  const projectUrl = study.projectUrl.trim();

  return (
    <article
      aria-labelledby={titleId}
      data-testid="case-study-card"
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="grid gap-5 p-5 sm:p-7 md:grid-cols-[17rem_1fr] md:gap-7 lg:grid-cols-[22rem_1fr]">
        <CardCover
          src={study.featuredImage}
          item={{ category: study.industry, title: study.clientName }}
          shape="wide"
          className="self-start rounded-xl"
        />
        <div>
          <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
            <span className="rounded-full bg-blue-100 px-3 py-1 text-blue-800 dark:bg-blue-500/15 dark:text-blue-200">
              {study.industry}
            </span>
            {study.sector && (
              <span className="text-slate-600 dark:text-slate-400">{study.sector}</span>
            )}
          </div>
          <h3
            id={titleId}
            className="mt-3 text-xl font-bold text-slate-900 sm:text-2xl dark:text-white"
          >
            {study.title}
          </h3>
          <p className="mt-1 font-medium text-slate-700 dark:text-slate-300">{study.clientName}</p>
          <p className="mt-3 line-clamp-3 leading-relaxed text-slate-600 dark:text-slate-400">
            {study.challenge}
          </p>

          {results.length > 0 && (
            <dl className="mt-5 grid grid-cols-2 gap-3 lg:grid-cols-4">
              {results.slice(0, 4).map(([metric, value]) => (
                <div
                  key={metric}
                  className="flex flex-col rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60"
                >
                  <dt className="order-last mt-1 text-xs text-slate-600 dark:text-slate-400">
                    {metric}
                  </dt>
                  <dd className="text-xl font-bold text-blue-700 dark:text-blue-300">{value}</dd>
                </div>
              ))}
            </dl>
          )}

          <div className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-600 dark:text-slate-400">
            <span className="inline-flex items-center gap-1.5">
              <Clock className="size-4" aria-hidden="true" />
              <span className="sr-only">Duration: </span>
              {study.projectDuration}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Users className="size-4" aria-hidden="true" />
              <span className="sr-only">Team size: </span>
              {study.teamSize}
            </span>
          </div>

          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={detailsId}
            onClick={() => setExpanded((open) => !open)}
            className="mt-6 inline-flex items-center gap-2 rounded-lg border border-blue-600 px-4 py-2 text-sm font-semibold text-blue-700 transition-colors hover:bg-blue-50 dark:border-blue-400 dark:text-blue-300 dark:hover:bg-blue-500/10"
          >
            {expanded ? 'Hide Details' : 'View Details'}
            <ChevronDown
              className={`size-4 transition-transform ${expanded ? 'rotate-180' : ''}`}
              aria-hidden="true"
            />
          </button>
        </div>
      </div>

      <div
        id={detailsId}
        hidden={!expanded}
        className="border-t border-slate-200 p-5 sm:p-7 dark:border-slate-800"
      >
        <div className="grid gap-8 lg:grid-cols-2">
          {(
            [
              ['The Challenge', study.challenge],
              ['Our Solution', study.solution],
            ] as const
          ).map(([heading, text]) => (
            <section key={heading}>
              <h4 className="text-lg font-bold text-slate-900 dark:text-white">{heading}</h4>
              <p className="mt-2 leading-relaxed text-slate-700 dark:text-slate-300">{text}</p>
            </section>
          ))}
        </div>
        {results.length > 0 && (
          <section className="mt-8">
            <h4 className="text-lg font-bold text-slate-900 dark:text-white">Results</h4>
            <dl className="mt-3 grid gap-3 sm:grid-cols-2">
              {results.map(([metric, value]) => (
                <div
                  key={metric}
                  className="flex items-baseline justify-between gap-4 rounded-xl border border-slate-200 px-4 py-3 dark:border-slate-800"
                >
                  <dt className="text-sm text-slate-700 dark:text-slate-300">{metric}</dt>
                  <dd className="font-bold text-green-700 dark:text-green-400">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        )}
        <section className="mt-8">
          <h4 className="text-lg font-bold text-slate-900 dark:text-white">Technologies</h4>
          <div className="mt-3">
            <TagList items={study.technologies} label="Technologies" />
          </div>
        </section>
        {study.testimonial.quote && (
          <div className="mt-8">
            <TestimonialQuote
              quote={study.testimonial.quote}
              author={study.testimonial.author}
              position={study.testimonial.position}
            />
          </div>
        )}
        {projectUrl && projectUrl !== '#' && (
          <a
            href={projectUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-blue-700 hover:text-blue-800 dark:text-blue-300"
          >
            <ExternalLink className="size-4" aria-hidden="true" />
            Visit the project
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        )}
      </div>
    </article>
  );
}
