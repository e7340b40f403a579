import { useState } from 'react';
import { ActionLink, actionClassNames } from '#web/components/action-link';
import { StatusHero } from '#web/components/status-hero';
import { paths } from '#web/app/paths';
import { errorMessage } from '#web/lib/api-client';
import { useLocation } from '#web/lib/router';
import { PageMeta } from '#web/lib/page-meta';

type LinkState<Answer> =
  | { state: 'ready' | 'working' }
  | { state: 'done'; answer: Answer }
  | { state: 'failed'; message: string };

export interface MailedLinkPageProps<Link, Answer> {
  path: string;
  title: string;
  description: string;
  /** What pressing the button does, said before it is pressed. */
  explanation: string;
  buttonLabel: string;
  workingLabel: string;
  doneTitle: string;
  doneMessage: string;
  failedTitle: string;
  failedMessage: string;
  /** Shown for a link that lacks a part it needs. */
  invalidMessage: string;
  /** What the link carries, read from its query; undefined when a part is missing. */
  readLink(query: URLSearchParams): Link | undefined;
  act(link: Link): Promise<Answer>;
  /** Where to go once done, by the link or the server's answer; the blog unless said. */
  next?(link: Link, answer: Answer): { label: string; to: string };
}

/** The `?token=…` of a link that carries only its token (the newsletter's, next batch's). */
export const tokenOfLink = (query: URLSearchParams): string | undefined =>
  query.get('token')?.trim() || undefined;

const readTheBlog = () => ({ label: 'Read Our Blog', to: paths.blog });

/**
 * Where a mailed link leads (a newsletter's, a list's confirm or leave link): the visitor
 * presses a button rather than the page acting on load, so a mail scanner that opens links
 * confirms or unsubscribes nobody (as the booking confirmation does).
 */
export function MailedLinkPage<Link, Answer>(props: MailedLinkPageProps<Link, Answer>) {
  const { search } = useLocation();
  const link = props.readLink(new URLSearchParams(search));
  const [page, setPage] = useState<LinkState<Answer>>(
    link ? { state: 'ready' } : { state: 'failed', message: props.invalidMessage },
  );

  async function act() {
    if (!link) return;
    setPage({ state: 'working' });
    try {
      setPage({ state: 'done', answer: await props.act(link) });
    } catch (error) {
      setPage({ state: 'failed', message: errorMessage(error, props.failedMessage) });
    }
  }

  const next =
    link && page.state === 'done' && props.next ? props.next(link, page.answer) : readTheBlog();
  return (
    <section className="bg-gradient-to-b from-blue-50 via-white to-white dark:from-slate-900 dark:via-slate-950 dark:to-slate-950">
      <PageMeta title={props.title} description={props.description} path={props.path} noIndex />
      <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10 dark:border-slate-800 dark:bg-slate-950">
          {page.state === 'done' ? (
            <div role="status">
              <StatusHero tone="success" title={props.doneTitle}>
                <p>{props.doneMessage}</p>
              </StatusHero>
              <ActionLink to={next.to} tone="deep" className="mt-6 inline-block px-5 py-3">
                {next.label}
              </ActionLink>
            </div>
          ) : page.state === 'failed' ? (
            <div role="alert">
              <StatusHero tone="failed" title={props.failedTitle}>
                <p>{page.message}</p>
              </StatusHero>
            </div>
          ) : (
            <div>
              <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl dark:text-white">
                {props.title}
              </h1>
              <p className="mt-3 text-slate-700 dark:text-slate-300">{props.explanation}</p>
              <button
                type="button"
                onClick={act}
                disabled={page.state === 'working'}
                className={`mt-6 px-5 py-3 disabled:opacity-60 ${actionClassNames.deep}`}
              >
                {page.state === 'working' ? props.workingLabel : props.buttonLabel}
              </button>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
