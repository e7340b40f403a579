import { ActionLink } from '#web/components/action-link';
import { paths } from '#web/app/paths';
import { PageMeta } from '#web/lib/page-meta';

export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <p className="text-sm font-semibold tracking-widest text-blue-700 uppercase dark:text-blue-300">
        404
      </p>
      <PageMeta
        title="Page Not Found"
        description="The page you're looking for doesn't exist or has moved."
        path="/404"
        noIndex
      />
      <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
        Page Not Found
      </h1>
      <p className="mt-5 text-lg text-slate-600 dark:text-slate-400">
        The page you&apos;re looking for doesn&apos;t exist or has moved.
      </p>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <ActionLink to={paths.home} tone="primary" className="px-6 py-3">
          Back to Home
        </ActionLink>
        <ActionLink to={paths.contact} tone="secondary" className="px-6 py-3">
          Contact Us
        </ActionLink>
      </div>
    </section>
  );
}
