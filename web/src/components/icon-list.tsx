import type { LucideIcon } from 'lucide-react';

/** A list whose every item stands beside the same icon (a project's challenges and solutions, a course's outcomes). */
export function IconList({
  items,
  icon: Icon,
  iconClassName,
  className = 'space-y-3',
}: {
  items: string[];
  icon: LucideIcon;
  /** The icon's colour. */
  iconClassName: string;
  className?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-slate-700 dark:text-slate-300">
          <Icon className={`mt-0.5 size-5 shrink-0 ${iconClassName}`} aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
