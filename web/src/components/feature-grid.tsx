import type { LucideIcon } from 'lucide-react';
import { SectionHeading } from './section-heading';

export interface FeatureItem {
  icon: LucideIcon;
  title: string;
  description: string;
}

/** Icon, title and text cards in a responsive grid (reasons, values, benefits). */
function FeatureGrid({ items, columns = 3 }: { items: FeatureItem[]; columns?: 2 | 3 | 4 }) {
  const grid = {
    2: 'sm:grid-cols-2',
    3: 'sm:grid-cols-2 lg:grid-cols-3',
    4: 'sm:grid-cols-2 lg:grid-cols-4',
  }[columns];
  return (
    <ul className={`mx-auto mt-10 grid max-w-6xl gap-4 sm:mt-12 sm:gap-5 ${grid}`}>
      {items.map(({ icon: Icon, title, description }) => (
        <li
          key={title}
          className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:block sm:p-6 dark:border-slate-800 dark:bg-slate-900"
        >
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-blue-100 text-blue-700 dark:bg-blue-500/15 dark:text-blue-300">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h3 className="text-lg font-semibold text-slate-900 sm:mt-4 dark:text-white">
              {title}
            </h3>
            <p className="mt-1 text-sm leading-relaxed text-slate-600 sm:mt-2 dark:text-slate-400">
              {description}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A section of such cards under its centred heading (core values, why choose us, reasons, benefits). */
export function FeatureSection({
  id,
  eyebrow,
  title,
  description,
  className,
  items,
  columns,
}: {
  /** Id of the heading, for the section's aria-labelledby. */
  id: string;
  eyebrow: string;
  title: string;
  description: string;
  className: string;
  items: FeatureItem[];
  columns?: 2 | 3 | 4;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <SectionHeading id={id} eyebrow={eyebrow} title={title} description={description} />
      <FeatureGrid items={items} columns={columns} />
    </section>
  );
}
