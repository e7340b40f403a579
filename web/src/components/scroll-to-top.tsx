import { useEffect, useRef } from 'react';
import { useLocation } from '../lib/router';

/**
 * On navigation, scrolls smoothly to the top (docs/product.md §2), or to the element named by the hash.
 * The first render is left alone so a reload keeps the browser's restored position.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const isFirstRender = useRef(true);

  useEffect(() => {
    const isFirst = isFirstRender.current;
    isFirstRender.current = false;
    const behavior = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      ? 'auto'
      : 'smooth';

    const target = hash ? document.getElementById(elementId(hash)) : null;
    if (target) {
      target.scrollIntoView({ behavior, block: 'start' });
    } else if (!isFirst) {
      window.scrollTo({ top: 0, left: 0, behavior });
    }
  }, [pathname, hash]);

  return null;
}

function elementId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    // A malformed escape in a hand-typed URL: look the raw text up instead.
    return hash.slice(1);
  }
}
