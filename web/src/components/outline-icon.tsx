import type { ReactNode } from 'react';

/**
 * A 24-unit outline icon drawn with the current colour, in Feather's and lucide's stroke style:
 * the brand icons lucide lacks, and icons kept inline where lucide's runtime would cost more.
 */
export function OutlineIcon({
  children,
  className = 'size-5',
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
