import { LoaderCircle } from 'lucide-react';
import type { PageStatusQuery } from '#shared/admin/page-status';
import { paths } from '#web/app/paths';
import { buttonClass } from './buttons';
import { ErrorAlert } from '#web/components/error-alert';
import { pageStatusPatienceMinutes, usePageStatus } from './page-status-api';

// Per decision 008: after a save, one line on the public page that shows what was saved: live (with a
// link), being updated, failed to update (an alert, never hidden), or not on the site.

/** Where the public site shows the item the query names. */
export function publicPagePath(page: PageStatusQuery): string {
  switch (page.kind) {
    case 'blog-post':
      return paths.blogPost(page.slug);
    case 'case-study':
      return paths.caseStudies;
    case 'job-posting':
      return paths.careers;
    case 'course':
      return paths.course(page.slug);
    case 'batch':
      return paths.course(page.courseSlug);
    case 'settings':
      return paths.home;
  }
}

const lineClass =
  'flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border bg-white px-4 py-3 text-sm text-slate-700 dark:bg-slate-900 dark:text-slate-200';
const calmBorder = 'border-slate-200 dark:border-slate-700';
const warningBorder = 'border-amber-400 dark:border-amber-700';
const linkClass = 'font-semibold text-blue-700 underline dark:text-blue-300';

/** Remount it (`key`) after each save, so it starts asking again. */
export function PageStatusLine({
  page,
  name,
  className = '',
}: {
  page: PageStatusQuery;
  /** What was saved, e.g. the post's title; the line says whose page it is. */
  name?: string;
  className?: string;
}) {
  const watch = usePageStatus(page);
  const whose = name ? <span className="font-medium">{name}:</span> : null;
  const checkAgain = (
    <button type="button" className={buttonClass.rowAction} onClick={watch.checkAgain}>
      Check again
    </button>
  );

  if (watch.phase === 'error') {
    return (
      <div className={`space-y-2 ${className}`}>
        <ErrorAlert message={`Could not check the public page: ${watch.message}`} />
        {checkAgain}
      </div>
    );
  }
  if (watch.phase === 'settled' && watch.status.state === 'failed') {
    return (
      <ErrorAlert
        className={className}
        message={`${name ? `${name}: ` : ''}The public page failed to update: ${watch.status.error ?? ''}`}
      />
    );
  }
  if (watch.phase === 'timed-out') {
    return (
      <div role="alert" className={`${lineClass} ${warningBorder} ${className}`}>
        {whose}
        <span>
          The public page is still being updated after {pageStatusPatienceMinutes} minutes.
        </span>
        {checkAgain}
      </div>
    );
  }

  return (
    <p role="status" className={`${lineClass} ${calmBorder} ${className}`}>
      {whose}
      {watch.phase === 'updating' ? (
        <>
          <LoaderCircle className="size-4 animate-spin" aria-hidden />
          <span>Updating the public page…</span>
        </>
      ) : watch.status.state === 'live' ? (
        <span>
          Live on the site —{' '}
          <a href={publicPagePath(page)} target="_blank" rel="noreferrer" className={linkClass}>
            View page<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </span>
      ) : (
        <span>Not on the public site (draft)</span>
      )}
    </p>
  );
}
