import type { ReactNode } from 'react';
import { Link } from '#web/lib/router';
import { paths } from '#web/app/paths';
import { PageMeta } from '#web/lib/page-meta';

export const primaryButtonClassName =
  'inline-flex w-full items-center justify-center gap-2 rounded-lg bg-blue-600 px-6 py-3 font-semibold text-white shadow-sm transition-colors hover:bg-blue-700 disabled:cursor-not-allowed disabled:opacity-70';

/** The narrow card the sign-in and reset screens share. */
export function AuthCard({
  title,
  description,
  path,
  children,
}: {
  title: string;
  description: string;
  path: string;
  children: ReactNode;
}) {
  return (
    <div className="px-4 py-16 sm:py-24">
      <PageMeta title={title} description={description} path={path} noIndex />
      <div className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{title}</h1>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{description}</p>
        <div className="mt-6">{children}</div>
      </div>
      <p className="mt-6 text-center text-sm">
        <Link
          to={paths.home}
          className="font-medium text-blue-700 hover:underline dark:text-blue-400"
        >
          ← Back to website
        </Link>
      </p>
    </div>
  );
}
