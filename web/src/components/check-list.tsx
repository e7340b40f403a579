import { CircleCheck, type LucideIcon } from 'lucide-react';

/** An item, or an item with its own icon instead of the tick. */
type CheckItem = string | { text: string; icon: LucideIcon };

/**
 * What a thing includes, each item beside a tick or its own small icon (a project's deliverables,
 * a service's features, a course's claims).
 */
export function CheckList({
  items,
  className,
  label,
  iconClassName = 'text-green-600 dark:text-green-400',
}: {
  items: CheckItem[];
  /** The list's margin, spacing and text size where it stands. */
  className: string;
  label?: string;
  /** The icons' colour. */
  iconClassName?: string;
}) {
  return (
    <ul className={className} aria-label={label}>
      {items.map((item) => {
        const { text, icon: Icon } =
          typeof item === 'string' ? { text: item, icon: CircleCheck } : item;
        return (
          <li key={text} className="flex gap-2.5 text-slate-700 dark:text-slate-300">
            <Icon className={`mt-0.5 size-4 shrink-0 ${iconClassName}`} aria-hidden="true" />
            {text}
          </li>
        );
      })}
    </ul>
  );
}
