import { ArrowLeft } from 'lucide-react';
import { Link } from '../lib/router';
import { PageMeta } from '../lib/page-meta';

interface NotFoundStateProps {
  /** docs/product.md §8, e.g. 'Post Not Found'. */
  title: string;
  message: string;
  /** The page's own path, for its (noindex) head. */
  path: string;
  back: { label: string; to: string };
}

/** A detail page whose item does not exist: its own h1, a way back, and kept out of search. */
export function NotFoundState({ title, message, path, back }: NotFoundStateProps) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <PageMeta title={title} description={message} path={path} noIndex />
      <p className="text-6xl font-extrabold text-blue-600 dark:text-blue-400" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900 dark:text-white">{title}</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-400">{message}</p>
      <Link
        to={back.to}
        className="mt-8 inline-flex items-center gap-2 rounded-lg bg-blue-600 px-5 py-2.5 font-semibold text-white transition-colors hover:bg-blue-700"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {back.label}
      </Link>
    </section>
  );
}
