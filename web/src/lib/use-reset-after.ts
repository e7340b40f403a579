import { useEffect, useRef } from 'react';

/**
 * Calls `reset` once `delayMs` after `active` turns true (docs/product.md §9: success messages show 3 s,
 * the newsletter's 5 s), and never after the component is gone.
 */
export function useResetAfter(active: boolean, delayMs: number, reset: () => void): void {
  const latest = useRef(reset);
  useEffect(() => {
    latest.current = reset;
  });

  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => latest.current(), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
}
