import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

// Where the visitor is, and how to go elsewhere: the browser's history in the browser, a fixed
// address on the server. Every history entry has a key of its own, so a part of the page can
// tell one visit of an address from the next.

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** This history entry's own key; 'default' for the entry the visitor arrived on. */
  key: string;
}

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
}

export type Navigate = (to: string, options?: NavigateOptions) => void;

interface Router {
  location: Location;
  navigate: Navigate;
}

const RouterContext = createContext<Router | null>(null);

function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('Router hooks need a BrowserRouter or StaticRouter above them');
  return router;
}

export const useLocation = (): Location => useRouter().location;
export const useNavigate = (): Navigate => useRouter().navigate;

/** `to` as an absolute href, from the current pathname: #part, ?query and relative paths too. */
export function resolveHref(to: string, pathname: string): string {
  const url = new URL(to, `http://site${pathname}`);
  return `${url.pathname}${url.search}${url.hash}`;
}

function parseLocation(href: string, key: string): Location {
  const url = new URL(href, 'http://site');
  return { pathname: url.pathname, search: url.search, hash: url.hash, key };
}

function currentLocation(): Location {
  const state = window.history.state as { key?: unknown } | null;
  const key = typeof state?.key === 'string' ? state.key : 'default';
  return parseLocation(`${location.pathname}${location.search}${location.hash}`, key);
}

const newKey = () => Math.random().toString(36).slice(2, 10);

export function BrowserRouter({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState(currentLocation);
  useEffect(() => {
    const onPopState = () => setCurrent(currentLocation());
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
  const router = useMemo<Router>(
    () => ({
      location: current,
      navigate(to, options) {
        const href = resolveHref(to, current.pathname);
        const key = newKey();
        if (options?.replace) window.history.replaceState({ key }, '', href);
        else window.history.pushState({ key }, '', href);
        setCurrent(parseLocation(href, key));
      },
    }),
    [current],
  );
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

/** The router of a page rendered on the server: one address, and nowhere to go. */
export function StaticRouter({
  location: href,
  children,
}: {
  location: string;
  children: ReactNode;
}) {
  const router = useMemo<Router>(
    () => ({
      location: parseLocation(href, 'default'),
      navigate() {
        throw new Error('A page rendered on the server cannot navigate');
      },
    }),
    [href],
  );
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}
