// Waiting for the page to show something that rendering or the server will bring: watch the
// document until it is there, within a bound, and give way once the visitor acts, since a late
// jump of focus or scroll would fight them. Section links (lib/router/section-target.ts) and the
// focus after a refused submit (lib/invalid-field-focus.ts) both wait this way.

export interface WatchLimits {
  /** What to watch under `root` (MutationObserver's options). */
  changes: MutationObserverInit;
  /** How long the wait may last. */
  limitMs: number;
  /** Window events that mean the visitor has taken over. */
  visitorInput: readonly string[];
}

/**
 * Calls `then` with what `find` answers once it answers something: looked for just after this
 * task and at every change under `root`, until found, the limit passes or the visitor acts.
 * Answers a function that stops waiting.
 */
export function watchPageUntil<T>(
  root: Node,
  find: () => T | null,
  then: (found: T) => void,
  { changes, limitMs, visitorInput }: WatchLimits,
): () => void {
  const look = () => {
    const found = find();
    if (found === null) return;
    stop();
    then(found);
  };
  const observer = new MutationObserver(look);
  const timer = setTimeout(stop, limitMs);
  const firstLook = setTimeout(look);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    clearTimeout(firstLook);
    for (const type of visitorInput) window.removeEventListener(type, stop, true);
  }
  observer.observe(root, changes);
  for (const type of visitorInput) {
    window.addEventListener(type, stop, { capture: true, passive: true });
  }
  return stop;
}
