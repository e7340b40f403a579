import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A short fact beside its small icon (a batch's schedule, its start), as a list item or a line. */
export function IconLine({
  icon: Icon,
  as: Tag = 'li',
  className,
  testId,
  children,
}: {
  icon: LucideIcon;
  as?: 'li' | 'span';
  /** The gap, margin and text style where the line stands. */
  className: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Tag className={`flex items-center ${className}`} data-testid={testId}>
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      {children}
    </Tag>
  );
}
