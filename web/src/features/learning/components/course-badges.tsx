import type { CourseLevel } from '#shared/content/schemas';
import { savePercent } from '../course-display';

const levelStyles: Record<CourseLevel, string> = {
  Beginner: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900 dark:text-emerald-100',
  Intermediate: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  Advanced: 'bg-purple-100 text-purple-800 dark:bg-purple-900 dark:text-purple-100',
};

export function LevelBadge({ level }: { level: CourseLevel }) {
  return (
    <span
      data-testid="level-badge"
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${levelStyles[level]}`}
    >
      {level}
    </span>
  );
}

/** 'Save 30%' against the struck-through price; nothing when there is none. */
export function SaveBadge({
  pricePaise,
  originalPricePaise,
}: {
  pricePaise: number;
  originalPricePaise: number | null;
}) {
  const percent = savePercent(pricePaise, originalPricePaise);
  if (percent === null) return null;
  return (
    <span
      data-testid="save-badge"
      className="inline-flex rounded-full bg-red-600 px-2.5 py-0.5 text-xs font-semibold text-white"
    >
      Save {percent}%
    </span>
  );
}
