import { useEffect, useRef } from 'react';
import { useLocation } from '../lib/router';
import { revealSection, sectionIdOf, whenSectionRendered } from '../lib/router/section-target';

/**
 * On navigation, scrolls smoothly to the top (docs/product.md §2), or to the section the hash
 * names once the page has rendered it, and focuses that section. The first render is left alone
 * when the browser could scroll by itself: a reload keeps its restored position, a direct load
 * with a hash is already at its section.
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

    const id = hash ? sectionIdOf(hash) : '';
    if (!id) {
      if (!isFirst) window.scrollTo({ top: 0, left: 0, behavior: smooth });
      return;
    }
    if (isFirst && document.getElementById(id)) return;
    // Within the page, glide to the section; a new page starts at its top and jumps there.
    const samePage = previousPathname === pathname;
    if (!samePage && !document.getElementById(id)) window.scrollTo({ top: 0, left: 0 });
    return whenSectionRendered(id, (section) => revealSection(section, samePage ? smooth : 'auto'));
  }, [pathname, hash, sectionVisit]);

  return null;
}
