import {
  createContext,
  startTransition,
  use,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import type { ContentCache } from './content-cache';
import type { ContentSource } from './content-source';

const ContentCacheContext = createContext<ContentCache | null>(null);

export function ContentProvider({ cache, children }: { cache: ContentCache; children: ReactNode }) {
  return <ContentCacheContext value={cache}>{children}</ContentCacheContext>;
}

/**
 * Public content for a page. Suspends until loaded (a prerendered page has it at once), and a
 * value that came from the build is refreshed from the live API after hydration, so an admin's
 * edit shows even before the next build. A failed refresh keeps what the page was built with;
 * a failed first load throws to the nearest error boundary.
 */
export function useContent<T>(key: string, load: (source: ContentSource) => Promise<T>): T {
  const cache = useContext(ContentCacheContext);
  if (!cache) throw new Error('useContent must be used within a ContentProvider');
  const loaded = use(cache.read(key, load));
  const [fresh, setFresh] = useState<{ key: string; value: T }>();

  useEffect(() => {
    const refresh = cache.refreshBuildValue(key, load);
    if (!refresh) return;
    let current = true;
    refresh.then(
      (value) => {
        // A transition: a part of the page whose code is still loading keeps its prerendered
        // HTML until it hydrates. An urgent update would make React drop that HTML and show
        // the part's loading state instead, shifting everything below it.
        if (current && value !== loaded) startTransition(() => setFresh({ key, value }));
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
    // `load` is a new function each render; the key names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cache, key]);

  return fresh?.key === key ? fresh.value : loaded;
}
