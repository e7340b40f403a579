import { useState } from 'react';
import { newsletterMessages } from '#shared/forms/newsletter-text';
import { StatusHero } from '#web/components/status-hero';
import { paths } from '#web/app/paths';
import { errorMessage } from '#web/lib/api-client';
import { Link, useLocation } from '#web/lib/router';
import { PageMeta } from '#web/lib/page-meta';

type LinkState =
  { state: 'ready' | 'working' } | { state: 'done' } | { state: 'failed'; message: string };

export interface NewsletterLinkPageProps {
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
  act: (token: string) => Promise<unknown>;
}

/**
 * Where a newsletter mail's link leads (?token=…): the visitor presses a button rather than the
 * page acting on load, so a mail scanner that opens links confirms or unsubscribes nobody (as
 * the booking confirmation does).
 */
export function NewsletterLinkPage(props: NewsletterLinkPageProps) {
  const { search } = useLocation();
  const token = new URLSearchParams(search).get('token')?.trim() ?? '';
  const [link, setLink] = useState<LinkState>(
    token ? { state: 'ready' } : { state: 'failed', message: newsletterMessages.linkInvalid },
  );

  async function act() {
    setLink({ state: 'working' });
    try {
      await props.act(token);
      setLink({ state: 'done' });
    } catch (error) {
      setLink({ state: 'failed', message: errorMessage(error, props.failedMessage) });
    }
  }

  return (
    <section className="bg-gradient-to-b from-blue-50 via-white to-white dark:from-slate-900 dark:via-slate-950 dark:to-slate-950">
      <PageMeta title={props.title} description={props.description} path={props.path} noIndex />
      <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10 dark:border-slate-800 dark:bg-slate-950">
          {link.state === 'done' ? (
            <div role="status">
              <StatusHero tone="success" title={props.doneTitle}>
                <p>{props.doneMessage}</p>
              </StatusHero>
              <Link
                to={paths.blog}
                className="mt-6 inline-block rounded-lg bg-blue-700 px-5 py-3 font-semibold text-white hover:bg-blue-800"
              >
                Read Our Blog
              </Link>
            </div>
          ) : link.state === 'failed' ? (
            <div role="alert">
              <StatusHero tone="failed" title={props.failedTitle}>
                <p>{link.message}</p>
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
                disabled={link.state === 'working'}
                className="mt-6 rounded-lg bg-blue-700 px-5 py-3 font-semibold text-white hover:bg-blue-800 disabled:opacity-60"
              >
                {link.state === 'working' ? props.workingLabel : props.buttonLabel}
              </button>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
