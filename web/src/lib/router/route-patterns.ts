// Route patterns as the route table writes them: static segments, `:name` parameters, and a
// final `*` that takes the rest. Pure functions, shared by the router and the links' hrefs.

export type Params = Record<string, string>;

export interface PatternMatch {
  params: Params;
  /** The part of the pathname the pattern matched before its `*`, e.g. /admin for /admin/*. */
  base: string;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape in a hand-typed URL: take the text as it is.
    return segment;
  }
}

/**
 * Matches `pathname` against `pattern`, both absolute or both relative to the same base. Static
 * segments compare case-insensitively, a trailing slash does not matter, and a parameter takes
 * one non-empty segment.
 */
export function matchPattern(pattern: string, pathname: string): PatternMatch | undefined {
  const wanted = segmentsOf(pattern);
  const given = segmentsOf(pathname);
  const splat = wanted.at(-1) === '*';
  if (splat) wanted.pop();
  if (splat ? given.length < wanted.length : given.length !== wanted.length) return undefined;
  const params: Params = {};
  for (const [index, segment] of wanted.entries()) {
    const value = given[index]!;
    if (segment.startsWith(':')) params[segment.slice(1)] = decoded(value);
    else if (segment.toLowerCase() !== decoded(value).toLowerCase()) return undefined;
  }
  if (splat) params['*'] = given.slice(wanted.length).map(decoded).join('/');
  return { params, base: `/${given.slice(0, wanted.length).join('/')}` };
}

/**
 * How specific a pattern is, so the most specific of several matching routes wins whatever
 * their order: a static segment counts most, a parameter less, and a `*` lowers the score.
 */
export function patternScore(pattern: string): number {
  return segmentsOf(pattern).reduce(
    (score, segment) => score + (segment === '*' ? -2 : segment.startsWith(':') ? 3 : 10),
    0,
  );
}

/** A pattern with its parameters filled in, each URL-encoded. */
export function generatePath(pattern: string, params: Params = {}): string {
  return pattern.replace(/:([\w-]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing ":${name}" for ${pattern}`);
    return encodeURIComponent(value);
  });
}

/** Joins a base and a relative pattern: /admin and login make /admin/login. */
export function joinPaths(base: string, path: string): string {
  return `/${[...segmentsOf(base), ...segmentsOf(path)].join('/')}`;
}
