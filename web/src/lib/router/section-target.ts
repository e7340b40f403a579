// A link to a section of a page (/services#it-consulting) lands on the section as a direct load
// does, though the page that holds it renders it later (its code or its content still loading):
// wait for the element, within a bound, then scroll to it and move focus there, so keyboard and
// screen-reader users go on from the section (docs/product.md §2).

import { watchPageUntil } from '../watch-page-until';

/** How long a page may take to render the section a link names, on a slow network. */
const waitLimitMs = 10_000;
// The visitor scrolling or typing meanwhile takes over: a late jump would fight them.
const visitorInput = ['wheel', 'touchmove', 'keydown'] as const;

/** The id a URL's hash names: `#open-positions` → `open-positions`. */
function sectionIdOf(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    // A malformed escape in a hand-typed URL: look the raw text up instead.
    return hash.slice(1);
  }
}

/**
 * Scrolls the section to the top of the window (html's scroll-padding keeps it below the sticky
 * header) and focuses it, made focusable by script only (tabindex -1) when it is not already.
 */
function revealSection(section: HTMLElement, behavior: ScrollBehavior): void {
  section.scrollIntoView({ behavior, block: 'start' });
  if (section.tabIndex < 0 && !section.hasAttribute('tabindex')) {
    section.setAttribute('tabindex', '-1');
  }
  section.focus({ preventScroll: true });
}

/**
 * Takes the visitor to the section `hash` names, after the navigation `visit` describes; answers
 * a function that stops waiting for it. The first render is left alone when the browser could
 * scroll by itself: a direct load with a hash is already at its section.
 */
export function goToSection(
  hash: string,
  visit: { isFirst: boolean; samePage: boolean; smooth: ScrollBehavior },
): () => void {
  const id = sectionIdOf(hash);
  const present = document.getElementById(id);
  if (visit.isFirst && present) return () => undefined;
  // Within the page, glide to the section; a new page starts at its top and jumps there.
  if (!visit.samePage && !present) window.scrollTo({ top: 0, left: 0 });
  const reveal = (section: HTMLElement) =>
    revealSection(section, visit.samePage ? visit.smooth : 'auto');
  if (present) {
    reveal(present);
    return () => undefined;
  }
  return watchPageUntil(document.body, () => document.getElementById(id), reveal, {
    changes: { childList: true, subtree: true },
    limitMs: waitLimitMs,
    visitorInput,
  });
}
