import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while prerendering and while hydrating, true afterwards (and at once on client-side
 * navigation). For output that may only differ in the browser, such as absolute URLs built from
 * the page's own origin, without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
