import { Briefcase, ChevronDown, Clock, MapPin } from 'lucide-react';
import { useId, useState } from 'react';
import type { JobPosting } from '#shared/content/schemas';

interface JobCardProps {
  job: JobPosting;
  onApply: (job: JobPosting) => void;
}

function DetailList({ title, items }: { title: string; items: string[] }) {
  if (!items.length) return null;
  return (
    <section>
      <h4 className="font-semibold text-slate-900 dark:text-white">{title}</h4>
      <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm text-slate-700 marker:text-blue-600 dark:text-slate-300">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** An open position with its details toggle and Apply Now (docs/product.md §2 Careers). */
export function JobCard({ job, onApply }: JobCardProps) {
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const titleId = useId();

  return (
    <article
      aria-labelledby={titleId}
      data-testid="job-card"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div>
          <p className="text-sm font-semibold text-blue-700 dark:text-blue-300">{job.department}</p>
          <h3 id={titleId} className="mt-1 text-xl font-bold text-slate-900 dark:text-white">
            {job.title}
          </h3>
          <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-600 dark:text-slate-400">
            <li className="inline-flex items-center gap-1.5">
              <MapPin className="size-4" aria-hidden="true" />
              {job.location}
            </li>
            <li className="inline-flex items-center gap-1.5">
              <Clock className="size-4" aria-hidden="true" />
              {job.employmentType}
            </li>
            <li className="inline-flex items-center gap-1.5">
              <Briefcase className="size-4" aria-hidden="true" />
              {job.experienceLevel}
            </li>
          </ul>
        </div>
        <div className="flex shrink-0 gap-3">
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={detailsId}
            onClick={() => setExpanded((open) => !open)}
            className="inline-flex flex-1 items-center justify-center gap-1.5 whitespace-nowrap rounded-lg border border-slate-300 px-4 py-2.5 text-sm font-semibold text-slate-700 transition-colors hover:border-blue-600 hover:text-blue-700 md:flex-none dark:border-slate-600 dark:text-slate-200 dark:hover:border-blue-400 dark:hover:text-blue-300"
          >
            {expanded ? 'Hide Details' : 'View Details'}
            <ChevronDown
              className={`size-4 transition-transform ${expanded ? 'rotate-180' : ''}`}
              aria-hidden="true"
            />
          </button>
          <button
            type="button"
            onClick={() => onApply(job)}
            aria-label={`Apply Now for ${job.title}`}
            className="inline-flex flex-1 items-center justify-center whitespace-nowrap rounded-lg bg-blue-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-blue-700 md:flex-none"
          >
            Apply Now
          </button>
        </div>
      </div>
      <p className="mt-4 leading-relaxed text-slate-600 dark:text-slate-400">{job.description}</p>

      {/* `hidden` sits on a wrapper: a display utility on the same element would override it. */}
      <div id={detailsId} hidden={!expanded}>
        <div className="mt-6 grid gap-6 border-t border-slate-200 pt-6 md:grid-cols-3 dark:border-slate-800">
          <DetailList title="Requirements" items={job.requirements} />
          <DetailList title="Responsibilities" items={job.responsibilities} />
          <DetailList title="Benefits" items={job.benefits} />
        </div>
      </div>
    </article>
  );
}
