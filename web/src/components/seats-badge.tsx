import { Users } from 'lucide-react';
import type { ReactNode } from 'react';

// A batch's seats at a glance, on the course page and in the enrolment's batch list: green while
// a seat can be had, red when the batch is full.

const tones = {
  open: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-200',
  full: 'bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-200',
} as const;

const sizes = {
  md: { badge: 'gap-1.5 px-3 py-1 text-sm', icon: 'size-4' },
  sm: { badge: 'gap-1 px-2 py-0.5 text-xs', icon: 'size-3.5' },
} as const;

export function SeatsBadge({
  open,
  size,
  as: Tag = 'span',
  testId,
  children,
}: {
  open: boolean;
  size: keyof typeof sizes;
  as?: 'span' | 'p';
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Tag
      data-testid={testId}
      className={`inline-flex items-center rounded-full font-semibold ${sizes[size].badge} ${tones[open ? 'open' : 'full']}`}
    >
      <Users className={sizes[size].icon} aria-hidden="true" />
      {children}
    </Tag>
  );
}
