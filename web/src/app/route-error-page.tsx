import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { pageTitle, usePageMeta } from '../lib/page-meta';
import { paths } from './paths';

/** The router's error boundary: a thrown 404 reads as the 404 page, anything else as a fault. */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? 'Page Not Found' : 'Something went wrong';
  usePageMeta({ title: pageTitle(title) });

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">{title}</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-400">
        {notFound
          ? "The page you're looking for doesn't exist."
          : 'Please reload the page. If the problem persists, contact us.'}
      </p>
      <Link
        to={paths.home}
        className="mt-8 rounded-lg bg-blue-600 px-5 py-2.5 font-semibold text-white hover:bg-blue-700"
      >
        Back to Home
      </Link>
    </section>
  );
}
