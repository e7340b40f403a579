import { useEffect, useRef } from 'react';
import { useLocation } from '../lib/router';

/**
 * On navigation, scrolls smoothly to the top (docs/product.md §2), or to the section the hash
 * names once the page has rendered it, and focuses that section (lib/router/section-target.ts,
 * loaded when a hash first needs it). A reload keeps the browser's restored position.
 */
export function ScrollToTop() {
  const { pathname, hash, key } = useLocation();
  const shownPathname = useRef<string | null>(null);
  // A second click on the same section link (a new history key) goes there again; a change of
  // the query alone (an admin tab) keeps the scroll.
  const sectionVisit = hash ? key : '';

  useEffect(() => {
    const previousPathname = shownPathname.current;
    shownPathname.current = pathname;
    const isFirst = previousPathname === null;
    const smooth = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      ? 'auto'
      : 'smooth';
    if (hash.length <= 1) {
      if (!isFirst) window.scrollTo({ top: 0, left: 0, behavior: smooth });
      return;
    }
    let stop: (() => void) | undefined;
    let left = false;
    const visit = { isFirst, samePage: previousPathname === pathname, smooth } as const;
    void import('../lib/router/section-target').then((module) => {
      if (!left) stop = module.goToSection(hash, visit);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [pathname, hash, sectionVisit]);

  return null;
}
