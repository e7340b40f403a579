/** The top of a post's or a project's page: its category as a pill over its one <h1>. */
export function CategoryTitle({ category, title }: { category: string; title: string }) {
  return (
    <>
      <p className="inline-flex rounded-full bg-blue-100 px-3 py-1 text-sm font-semibold text-blue-800 dark:bg-blue-500/15 dark:text-blue-200">
        {category}
      </p>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl dark:text-white">
        {title}
      </h1>
    </>
  );
}
