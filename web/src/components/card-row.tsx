import { Children, type ReactNode } from 'react';
import { SectionHeading } from './section-heading';

/**
 * Up to three cards per row, centred, so a short list (e.g. one related project) does not
 * hug the left edge.
 */
function CardRow({ children }: { children: ReactNode }) {
  return (
    <ul className="mx-auto flex max-w-7xl flex-wrap justify-center gap-6">
      {Children.map(children, (child) => (
        <li className="flex w-full sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)] [&>*]:w-full">
          {child}
        </li>
      ))}
    </ul>
  );
}

/** The related items under a post or a project: nothing when there are none. */
export function RelatedSection<T>({
  id,
  title,
  items,
  renderItem,
}: {
  /** Id of the heading, for the section's aria-labelledby. */
  id: string;
  title: string;
  items: T[];
  renderItem: (item: T) => ReactNode;
}) {
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby={id}
      className="bg-slate-50 px-4 py-16 sm:px-6 lg:px-8 dark:bg-slate-900/50"
    >
      <SectionHeading id={id} title={title} />
      <div className="mt-10">
        <CardRow>{items.map(renderItem)}</CardRow>
      </div>
    </section>
  );
}
