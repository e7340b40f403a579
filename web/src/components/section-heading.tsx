interface SectionHeadingProps {
  /** Id of the <h2>, for the section's aria-labelledby. */
  id: string;
  eyebrow?: string;
  title: string;
  description?: string;
}

/** The centred heading of a page section. */
export function SectionHeading({ id, eyebrow, title, description }: SectionHeadingProps) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      {eyebrow && (
        <p className="text-sm font-semibold tracking-wide text-blue-700 uppercase dark:text-blue-300">
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className="mt-2 text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl dark:text-white"
      >
        {title}
      </h2>
      {description && (
        <p className="mt-4 text-base leading-relaxed text-slate-600 dark:text-slate-400">
          {description}
        </p>
      )}
    </div>
  );
}
