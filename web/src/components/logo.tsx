import { useId } from 'react';

/** The round blue logo (docs/product.md §1); web/public/favicon.svg is the same drawing. */
export function Logo({ className = 'size-9' }: { className?: string }) {
  // Unique per instance: header and footer both draw the logo on one page.
  const gradientId = useId();
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#3b82f6" />
          <stop offset="1" stopColor="#1d4ed8" />
        </linearGradient>
      </defs>
      <circle cx="16" cy="16" r="16" fill={`url(#${gradientId})`} />
      <path
        d="M11 22V10l10 12V10"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
