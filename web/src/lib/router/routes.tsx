import {
  Children,
  createContext,
  isValidElement,
  useContext,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useLocation } from './history';
import { joinPaths, matchPattern, patternScore, type Params } from './route-patterns';

// The route table, written as elements: <Routes> renders the most specific <Route> whose path
// matches the address, inside the elements of the routes around it (each shows the next one
// through <Outlet />). A <Routes> inside a route whose path ends in `*` matches the rest of the
// address, its paths relative to that route's.

export interface RouteProps {
  /** Absolute, or relative to the enclosing route; a final `*` takes the rest. */
  path?: string;
  /** Shown at the enclosing route's own address. */
  index?: boolean;
  element?: ReactNode;
  children?: ReactNode;
}

/** One entry of the route table; <Routes> reads it and renders its element. */
export function Route(_props: RouteProps): null {
  return null;
}

interface RouteFrame {
  params: Readonly<Params>;
  /** The address the enclosing `*` route matched before its `*`: nested paths start there. */
  base: string;
  outlet: ReactNode;
}

const RouteContext = createContext<RouteFrame>({ params: {}, base: '/', outlet: null });

interface Branch {
  /** The pattern of the innermost route, joined to those around it. */
  pattern: string;
  index: boolean;
  /** The elements from the outermost route to the innermost. */
  elements: ReactNode[];
}

function branchesOf(children: ReactNode, base: string, around: ReactNode[]): Branch[] {
  const branches: Branch[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement(child) || child.type !== Route) return;
    const route = (child as ReactElement<RouteProps>).props;
    const pattern = route.path ? joinPaths(base, route.path) : base;
    const elements = [...around, route.element];
    if (route.children) branches.push(...branchesOf(route.children, pattern, elements));
    else branches.push({ pattern, index: !!route.index, elements });
  });
  return branches;
}

export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const enclosing = useContext(RouteContext);
  let best: { branch: Branch; score: number; base: string; params: Params } | undefined;
  for (const branch of branchesOf(children, enclosing.base, [])) {
    const match = matchPattern(branch.pattern, pathname);
    if (!match) continue;
    // At the same address, an index route wins over a `*` route.
    const score = patternScore(branch.pattern) + (branch.index ? 2 : 0);
    if (!best || score > best.score) best = { branch, score, ...match };
  }
  if (!best) return null;
  const params = { ...enclosing.params, ...best.params };
  return best.branch.elements.reduceRight<ReactNode>(
    (outlet, element) => (
      <RouteContext.Provider value={{ params, base: best.base, outlet }}>
        {element}
      </RouteContext.Provider>
    ),
    null,
  );
}

/** Where a route's element shows the route matched inside it. */
export function Outlet() {
  return useContext(RouteContext).outlet;
}

/** The parameters of the route shown, e.g. { slug } for /blog/:slug. */
export function useParams(): Readonly<Partial<Params>> {
  return useContext(RouteContext).params;
}
