import { ArrowUp } from 'lucide-react';
import { useSyncExternalStore } from 'react';

/** Shown once the visitor has scrolled this far down. */
const showAfterPx = 400;

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}
const isScrolledDown = () => window.scrollY > showAfterPx;
// Prerendered and hydrated hidden; the scroll position is only known in the browser.
const hiddenOnServer = () => false;

/** The footer's back-to-top button (docs/product.md §2 "Footer and banners"). */
export function ScrollToTopButton() {
  const visible = useSyncExternalStore(subscribe, isScrolledDown, hiddenOnServer);

  function scrollToTop() {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
    document.getElementById('main-content')?.focus({ preventScroll: true });
  }

  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={scrollToTop}
      aria-label="Scroll to top"
      title="Scroll to top"
      data-testid="scroll-to-top"
      className="fixed right-4 bottom-4 z-30 inline-flex size-11 items-center justify-center rounded-full bg-blue-600 text-white shadow-lg shadow-blue-900/20 transition-colors hover:bg-blue-700 sm:right-6 sm:bottom-6"
    >
      <ArrowUp className="size-5" aria-hidden="true" />
    </button>
  );
}
